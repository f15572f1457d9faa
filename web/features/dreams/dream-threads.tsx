import { MessageCircleQuestion, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import type { AskFromDreamState } from '#web/lib/dream-threads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { BackupNudge } from './backup-nudge-card.tsx';
import type { DreamEntry } from './dream-entry.ts';
import { formatDreamDate } from './dream-format.ts';

/**
 * docs/product.md §1.5.2 "Ask the oracle about this dream": opens /ask with an empty question; nothing of the dream
 * goes with it, and its id only in history state (see AskFromDreamState).
 */
export function AskAboutDream({ dream, size = 'sm' }: { dream: DreamEntry; size?: 'sm' | 'lg' }) {
  const { t, i18n } = useTranslation('dreams');
  const state: AskFromDreamState = { fromDream: dream.id };
  return (
    <Button asChild variant={size === 'lg' ? 'accent' : 'outline'} size={size}>
      <Link
        to={paths.ask}
        state={state}
        aria-label={
          size === 'sm' ? t('threads.askLabel', { date: formatDreamDate(dream.date, i18n.language) }) : undefined
        }
      >
        <MessageCircleQuestion aria-hidden="true" />
        {t('threads.ask')}
      </Link>
    </Button>
  );
}

/** The readings asked about a dream on this device, newest first, each opening its reading page. */
export function DreamReadings({ dream }: { dream: DreamEntry }) {
  const { t, i18n } = useTranslation('dreams');
  const readings = [...(dream.readings ?? [])].reverse();
  if (!readings.length) return null;
  return (
    <section className="grid gap-2 rounded-md bg-secondary/40 p-3" data-testid="dream-readings">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <ScrollText aria-hidden="true" className="size-4 text-primary" />
        {t('threads.readingsTitle')}
      </h4>
      <ul className="grid gap-1 text-sm">
        {readings.map((link) => {
          const date = formatDreamDate(link.askedAt, i18n.language);
          const card = link.card ? (i18n.language === 'th' ? link.card.name_th : link.card.name) : null;
          return (
            <li key={link.questionId}>
              <Link
                to={paths.reading(link.questionId)}
                className="underline underline-offset-4 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
              >
                {card ? t('threads.readingCard', { card, date }) : t('threads.readingOf', { date })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** After a capture: the offer to ask about the dream just saved, then the backup reminder when one is due. */
export function CapturedNext({ dream }: { dream: DreamEntry }) {
  const { t } = useTranslation('dreams');
  return (
    <>
      <Card tone="quiet" className="grid gap-3 p-5" data-testid="captured-next">
        <h2 className="text-lg font-semibold">{t('threads.capturedTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('threads.capturedDescription')}</p>
        <div>
          <AskAboutDream dream={dream} size="lg" />
        </div>
      </Card>
      <BackupNudge />
    </>
  );
}
