import { useQuery } from '@tanstack/react-query';
import {
  BookHeart,
  ChevronRight,
  CloudMoon,
  type LucideIcon,
  MessageCircleQuestionMark,
  MoonStar,
  NotebookPen,
  ScrollText,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import type { Question } from '#common/schemas/questions.ts';
import { isAnswered, recentQuestionsQueryOptions } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { CardStoryPanel } from '#web/components/cards/card-story-panel.tsx';
import { TodayCardPanel } from '#web/components/cards/today-card-panel.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { answerPreview, formatDateTime, preview } from './format.ts';
import { FollowUpPanel } from './follow-up-panel.tsx';
import { ResonanceChart } from './resonance-chart.tsx';
import { ReadingDialog } from './reading-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * docs/product.md §2.12 Member area: links to the three logs, the latest 5 answers, and the next steps; §11 the due
 * follow-ups and what resonated by theme.
 */
export function MemberPage() {
  const { t } = useTranslation('member');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-10 sm:py-14">
      <title>{`${t('meta.title')} · ${t('common:app.title')}`}</title>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t('header.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('header.subtitle')}</p>
      </header>
      <TodayCardPanel />
      <FollowUpPanel />
      <LogLinks />
      <RecentAnswers />
      <CardStoryPanel />
      <ResonanceChart />
    </div>
  );
}

function LogLinks() {
  const { t } = useTranslation('member');
  const logs: { to: string; icon: LucideIcon; title: string; description: string }[] = [
    {
      to: paths.answerLog,
      icon: ScrollText,
      title: t('logs.answerLog.title'),
      description: t('logs.answerLog.description'),
    },
    {
      to: paths.journalList,
      icon: BookHeart,
      title: t('logs.journalLog.title'),
      description: t('logs.journalLog.description'),
    },
    {
      to: paths.dreamCatcherLog,
      icon: CloudMoon,
      title: t('logs.dreamLog.title'),
      description: t('logs.dreamLog.description'),
    },
  ];
  return (
    <nav aria-label={t('logs.label')}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {logs.map(({ to, icon: Icon, title, description }) => (
          <li key={to}>
            <Link to={to} className="group block h-full rounded-lg">
              <Card className="h-full transition-colors group-hover:border-primary/40 group-hover:bg-secondary/40">
                <CardHeader spacing="compact">
                  <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle small className="flex items-center justify-between gap-2">
                    {title}
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                    />
                  </CardTitle>
                  <CardDescription>{description}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RecentAnswers() {
  const { t } = useTranslation('member');
  const recent = useQuery(recentQuestionsQueryOptions());
  const questions = recent.data?.slice(0, LIMITS.memberRecentQuestions);

  let body;
  if (recent.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{t('recent.loading')}</span>
        <ul className="grid gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Card className="grid gap-3 p-5">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (recent.isError) {
    body = (
      <LoadError
        message={t('error.title')}
        retryLabel={t('error.retry')}
        onRetry={() => void recent.refetch()}
        retrying={recent.isFetching}
      />
    );
  } else if (!questions?.length) {
    body = (
      <EmptyState
        icon={MoonStar}
        title={t('empty.title')}
        description={t('empty.description')}
        action={{ to: paths.ask, label: t('empty.ask'), icon: MessageCircleQuestionMark }}
        compact
      />
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {questions.map((question) => (
          <li key={question.id}>
            <RecentAnswer question={question} />
          </li>
        ))}
      </ul>
    );
  }

  const hasQuestions = Boolean(questions?.length);
  return (
    <section aria-labelledby="member-recent-title" className="flex flex-col gap-4">
      <h2 id="member-recent-title" className="text-xl font-semibold">
        {t('recent.title')}
      </h2>
      {body}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="secondary">
          <Link to={paths.journal}>
            <NotebookPen aria-hidden="true" />
            {t('actions.newJournal')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.dreamCatcher}>
            <CloudMoon aria-hidden="true" />
            {t('actions.logDream')}
          </Link>
        </Button>
        {/* The empty state already offers 'Ask your first question'. */}
        {hasQuestions ? (
          <Button asChild variant="accent">
            <Link to={paths.ask}>
              <MessageCircleQuestionMark aria-hidden="true" />
              {t('actions.askAnother')}
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function RecentAnswer({ question }: { question: Question }) {
  const { t, i18n } = useTranslation('member');
  return (
    <Card>
      <CardContent padding="compact" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <StatusBadge status={question.status} />
          <time dateTime={question.created_at} className="text-muted-foreground">
            {formatDateTime(question.created_at, i18n.language)}
          </time>
        </div>
        <p className="font-medium wrap-anywhere" data-testid="recent-question">
          {preview(question.question_text, 150)}
        </p>
        {isAnswered(question) ? (
          <p className="whitespace-pre-line text-muted-foreground wrap-anywhere">
            {answerPreview(question.answer_text, 150)}
          </p>
        ) : (
          <p className="text-muted-foreground">{t('recent.inProgress')}</p>
        )}
        <div>
          <ReadingDialog question={question} />
        </div>
      </CardContent>
    </Card>
  );
}
