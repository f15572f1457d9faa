import { Coins, MessageCircleQuestionMark } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#common/limits.ts';
import type { TokenHistory } from '#common/schemas/profile.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { formatDateTime, formatMoney, formatNumber, preview } from './format.ts';

/** docs/product.md §9.1: the usage list previews 50 characters of each question. */
const QUESTION_PREVIEW_LENGTH = 50;

type Refill = TokenHistory['refills'][number];

type Usage = TokenHistory['usage'][number];

function HistorySection({
  id,
  title,
  description,
  empty,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  empty: ReactNode;
  children: ReactNode[];
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children.length ? <ul className="divide-y border-t">{children}</ul> : empty}
      </section>
    </Card>
  );
}

function EmptyList({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 pb-8 text-center text-muted-foreground">
      {icon}
      <p className="max-w-sm">{text}</p>
    </div>
  );
}

export function RefillList({ refills }: { refills: Refill[] }) {
  const { t } = useTranslation('account');
  return (
    <HistorySection
      id="token-history-refills"
      title={t('history.refills.title')}
      empty={<EmptyList icon={<Coins aria-hidden="true" className="size-8" />} text={t('history.refills.empty')} />}
    >
      {refills.map((refill) => (
        <RefillItem key={refill.id} refill={refill} />
      ))}
    </HistorySection>
  );
}

function RefillItem({ refill }: { refill: Refill }) {
  const { t, i18n } = useTranslation('account');
  const kindLabel = {
    purchase: t('history.refills.purchase'),
    test_grant: t('history.refills.test_grant'),
    admin_grant: t('history.refills.admin_grant'),
  }[refill.kind];
  return (
    <li className="flex items-start justify-between gap-4 px-6 py-4">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold text-success">
          {t('history.refills.added', {
            count: refill.tokens_granted,
            value: formatNumber(refill.tokens_granted, i18n.language),
          })}
        </p>
        <time dateTime={refill.created_at} className="text-sm text-muted-foreground">
          {formatDateTime(refill.created_at, i18n.language)}
        </time>
        {refill.order_reference ? (
          <p className="text-xs wrap-anywhere text-muted-foreground">
            {/* docs/product.md §9.1: the last 8 characters of the payment session id. */}
            {t('history.refills.order', { reference: refill.order_reference.slice(-8) })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge variant={refill.kind === 'purchase' ? 'secondary' : 'outline'}>{kindLabel}</Badge>
        <span className="text-sm tabular-nums">{formatMoney(refill.amount_cents, i18n.language)}</span>
      </div>
    </li>
  );
}

export function UsageList({ usage }: { usage: Usage[] }) {
  const { t } = useTranslation('account');
  return (
    <HistorySection
      id="token-history-usage"
      title={t('history.usage.title')}
      description={t('history.usage.description', { limit: LIMITS.tokenHistoryQuestions })}
      empty={
        <EmptyList
          icon={<MessageCircleQuestionMark aria-hidden="true" className="size-8" />}
          text={t('history.usage.empty')}
        />
      }
    >
      {usage.slice(0, LIMITS.tokenHistoryQuestions).map((question) => (
        <UsageItem key={question.id} question={question} />
      ))}
    </HistorySection>
  );
}

function UsageItem({ question }: { question: Usage }) {
  const { t, i18n } = useTranslation('account');
  return (
    <li className="flex items-start justify-between gap-4 px-6 py-4">
      <div className="grid min-w-0 gap-1">
        <p className="wrap-anywhere">{preview(question.question_text, QUESTION_PREVIEW_LENGTH)}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <UsageStatus status={question.status} />
          <time dateTime={question.created_at}>{formatDateTime(question.created_at, i18n.language)}</time>
        </div>
      </div>
      <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
        {t('history.usage.spent', {
          count: question.spent_tokens,
          value: formatNumber(question.spent_tokens, i18n.language),
        })}
      </span>
    </li>
  );
}

/** docs/product.md §4.1: Answered, Pending, or the raw status in an outline badge. */
function UsageStatus({ status }: { status: string }) {
  const { t } = useTranslation('account');
  if (status === 'answered') return <Badge variant="success">{t('history.usage.answered')}</Badge>;
  if (status === 'pending') return <Badge variant="accent">{t('history.usage.pending')}</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}
