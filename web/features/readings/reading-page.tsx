import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, NotebookPen, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { useStreamState } from '#web/api/question-events.ts';
import { cardName, categoryName, isAnswered, questionQueryOptions } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { PageLoading } from '#web/app/root-layout.tsx';
import { CardArt } from '#web/components/card-art/card-art.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from './format.ts';
import { FollowUpSection } from './follow-up-section.tsx';
import { FromDreamNote } from './from-dream-note.tsx';
import { ReadingNotFound } from './reading-not-found.tsx';
import { ReadingText } from './reading-text.tsx';
import { saveToJournalHref } from './save-to-journal.ts';

/** /reading/{id}: the question, the card and the reading; live while it is being prepared. */
export function ReadingPage() {
  const { t, i18n } = useTranslation('reading');
  const { id = '' } = useParams();
  const stream = useStreamState();
  const query = useQuery({
    ...questionQueryOptions(id),
    refetchInterval: (q) =>
      isAnswered(q.state.data) || stream === 'open' || q.state.error ? false : LIMITS.waitingPollMs,
  });

  if (query.error instanceof ApiError && query.error.status === 404) return <ReadingNotFound />;
  if (!query.data) return <PageLoading />;
  const question = query.data;
  const answered = isAnswered(question);
  const card = cardName(question.card, i18n.language);
  const category = categoryName(question.category, i18n.language);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${card ?? t('page.title')} · ${t('common:app.title')}`}</title>
      <Button variant="ghost" size="sm" asChild className="mb-4 -ml-3">
        <Link to={paths.answerLog}>
          <ArrowLeft aria-hidden="true" />
          {t('page.backToLog')}
        </Link>
      </Button>
      <h1 className="text-3xl font-semibold">{t('page.title')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('page.submittedOn', { date: formatDateTime(question.created_at, i18n.language) })}
      </p>
      <FromDreamNote questionId={question.id} card={answered ? question.card : null} />

      <Card className="mt-6">
        <CardContent padding="full" className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold text-muted-foreground">{t('page.yourQuestion')}</h2>
            {category ? <Badge variant="secondary">{category}</Badge> : null}
          </div>
          <p className="text-lg whitespace-pre-line">{question.question_text}</p>
        </CardContent>
      </Card>

      {answered ? (
        <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
          <figure className="mx-auto w-48 md:w-full" data-testid="reading-card">
            {question.card ? (
              <CardArt cardKey={question.card.key} title={card ?? undefined} className="w-full drop-shadow-xl" />
            ) : null}
            <figcaption className="mt-3 text-center">
              <span className="block text-xs text-muted-foreground">{t('page.yourCard')}</span>
              <span className="text-lg font-semibold">{card}</span>
            </figcaption>
          </figure>
          <Card>
            <CardContent padding="full">
              <h2 className="mb-4 flex items-center gap-2 text-xl font-semibold">
                <Sparkles aria-hidden="true" className="size-5 text-primary" />
                {t('page.theReading')}
              </h2>
              {question.card_story && card ? (
                <p className="mb-4 rounded-md bg-secondary/50 px-3 py-2 text-sm" data-testid="card-story">
                  <Link to={paths.card(question.card!.key)} className="underline-offset-4 hover:underline">
                    {t('page.story', { card, times: question.card_story.times })}
                  </Link>
                </p>
              ) : null}
              <ReadingText text={question.answer_text!} className="leading-relaxed" />
            </CardContent>
          </Card>
        </div>
      ) : (
        <Card className="mt-6 border-dashed" aria-live="polite">
          <CardContent padding="full" className="text-center text-muted-foreground">
            {t('page.inProgress')}
          </CardContent>
        </Card>
      )}

      {answered ? (
        <Card className="mt-6">
          <CardContent padding="full">
            <FollowUpSection question={question} />
          </CardContent>
        </Card>
      ) : null}

      <div className="mt-8 flex flex-wrap gap-3">
        {answered ? (
          <Button asChild>
            <Link to={saveToJournalHref(question, i18n.language)}>
              <NotebookPen aria-hidden="true" />
              {t('saveToJournal')}
            </Link>
          </Button>
        ) : null}
        <Button variant="outline" asChild>
          <Link to={paths.ask}>{t('page.askAnother')}</Link>
        </Button>
      </div>
    </article>
  );
}
