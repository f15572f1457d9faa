import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '#common/schemas/journal.ts';
import { questionQueryOptions } from '#web/api/questions.ts';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { storedCardName } from './journal-rules.ts';

/**
 * The linked reading as it is now ('Original Question'); while it cannot be loaded, the card and meaning
 * stored with the entry ('Linked Reading: {card}'). A failed load is only logged (docs/product.md §8).
 */
export function LinkedReadingPanel({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation('journal');
  const questionId = entry.question_id ?? '';
  const reading = useQuery({ ...questionQueryOptions(questionId), enabled: Boolean(questionId) });

  useEffect(() => {
    if (reading.error) console.warn('Could not load the linked reading', reading.error);
  }, [reading.error]);

  if (reading.data) {
    return (
      <Card tone="quiet">
        <CardContent padding="full" className="grid gap-3">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {t('detail.originalQuestion')}
          </h2>
          <p className="text-lg whitespace-pre-line wrap-anywhere">{reading.data.question_text}</p>
          <h3 className="text-sm font-semibold text-muted-foreground">{t('detail.oracleResponse')}</h3>
          {reading.data.answer_text?.trim() ? (
            <p className="leading-relaxed whitespace-pre-line wrap-anywhere">{reading.data.answer_text}</p>
          ) : (
            <p className="text-muted-foreground">{t('detail.inProgress')}</p>
          )}
        </CardContent>
      </Card>
    );
  }
  if (questionId && reading.isPending) {
    return (
      <Card role="status" className="grid gap-3 p-6">
        <span className="sr-only">{t('detail.loading')}</span>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </Card>
    );
  }
  if (entry.card_key && entry.card_meaning) {
    return (
      <Card tone="quiet">
        <CardContent padding="full" className="grid gap-3">
          <h2 className="flex items-center gap-2 text-xl font-semibold wrap-anywhere">
            <Sparkles aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {t('detail.storedReading', { card: storedCardName(entry.card_key, entry.card_meaning) })}
          </h2>
          <p className="leading-relaxed whitespace-pre-line wrap-anywhere">{entry.card_meaning}</p>
          {entry.mini_reflection ? (
            <p className="text-sm text-muted-foreground italic">{entry.mini_reflection}</p>
          ) : null}
        </CardContent>
      </Card>
    );
  }
  return null;
}
