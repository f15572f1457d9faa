import { MoonStar } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Question } from '#common/schemas/questions.ts';
import { paths } from '#web/app/paths.ts';
import { rememberReadingCard, useDreamOfReading } from '#web/lib/dream-threads.ts';
import { dateTimeFormat } from '#web/lib/intl.ts';

/**
 * docs/product.md §1.5.2: "From your dream of {date}", only on the device that holds the dream the reading was asked
 * about (the link lives in the dream's local record). Once the reading is answered, the dream remembers its card.
 */
export function FromDreamNote({ questionId, card }: { questionId: string; card: Question['card'] }) {
  const { t, i18n } = useTranslation('reading');
  const dream = useDreamOfReading(questionId);
  const dreamId = dream?.dreamId;
  useEffect(() => {
    if (dreamId && card) rememberReadingCard(questionId, { key: card.key, name: card.name, name_th: card.name_th });
  }, [dreamId, questionId, card]);
  if (!dream) return null;
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(dream.date));
  return (
    <p className="mt-2 flex items-center gap-2 text-sm" data-testid="from-dream">
      <MoonStar aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <Link to={paths.dreamCatcherLog} className="underline underline-offset-4 hover:text-primary">
        {t('page.fromDream', { date })}
      </Link>
    </p>
  );
}
