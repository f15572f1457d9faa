import { BookOpen, MoonStar, Sparkles, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DREAM_SLIDER, isDreamCategory, moodTone } from '#common/dreams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { cn } from '#web/lib/utils.ts';
import type { DreamEntry } from './dream-entry.ts';
import { CATEGORY_ICONS, formatDreamDate, preview } from './dream-format.ts';
import { useDreamLabels } from './dream-labels.ts';
import { AskAboutDream, DreamReadings } from './dream-threads.tsx';
import { civilDate } from '#common/thai-lunar.ts';
import { LunarDate } from '#web/components/lunar-date.tsx';

/** docs/product.md §9.1: a 200-character preview and at most 3 thumbnails on a card. */
const PREVIEW_LENGTH = 200;
const THUMBNAILS = 3;

const TONE_FILL = { destructive: 'bg-destructive', primary: 'bg-primary', accent: 'bg-accent' } as const;

/** docs/product.md §2.20 dream card: icon, '{Category} Dream', date, moon phase, preview, thumbnails and the three levels. */
export function DreamCard({ dream, onDelete }: { dream: DreamEntry; onDelete: (dream: DreamEntry) => void }) {
  const { t, i18n } = useTranslation('dreams');
  const labels = useDreamLabels();
  const Icon = isDreamCategory(dream.category) ? CATEGORY_ICONS[dream.category] : Sparkles;
  const categoryName = labels.category(dream.category);
  const title = categoryName ? t('card.title', { category: categoryName }) : t('card.untitled');
  const date = formatDreamDate(dream.date, i18n.language);
  const hidden = dream.images.length - THUMBNAILS;
  const needsDialog = dream.text.trim().length > PREVIEW_LENGTH || hidden > 0;

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold wrap-anywhere">{title}</h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <time dateTime={dream.date}>{date}</time>
            <span className="inline-flex items-center gap-1">
              <MoonStar aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('card.moonPhase')}</span>
              {labels.moonPhase(dream.moonPhase)}
            </span>
            <LunarDate date={civilDate(new Date(dream.date))} full={false} />
          </p>
        </div>
      </div>

      {dream.text.trim() ? (
        <p className="whitespace-pre-line wrap-anywhere">{preview(dream.text, PREVIEW_LENGTH)}</p>
      ) : (
        <p className="text-muted-foreground">{t('card.noText')}</p>
      )}

      {dream.images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {dream.images.slice(0, THUMBNAILS).map((image) => (
            <li key={image.id}>
              <img src={image.src} alt={image.name} className="size-16 rounded-md border object-cover sm:size-20" />
            </li>
          ))}
          {hidden > 0 ? (
            <li
              className="flex size-16 items-center justify-center rounded-md bg-muted font-semibold text-muted-foreground sm:size-20"
              aria-label={t('card.moreImages', { count: hidden })}
            >
              <span aria-hidden="true">{t('card.more', { count: hidden })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}

      <Levels dream={dream} />

      <DreamReadings dream={dream} />

      <div className="flex flex-wrap justify-end gap-2">
        <AskAboutDream dream={dream} />
        {needsDialog ? <DreamDialog dream={dream} title={title} date={date} /> : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive"
          aria-label={t('card.deleteLabel', { date })}
          onClick={() => onDelete(dream)}
        >
          <Trash2 aria-hidden="true" />
          {t('card.delete')}
        </Button>
      </div>
    </Card>
  );
}

function Levels({ dream }: { dream: DreamEntry }) {
  const { t } = useTranslation('dreams');
  return (
    <dl className="grid grid-cols-3 gap-3 text-sm">
      {(['mood', 'intensity', 'clarity'] as const).map((level) => {
        const value = dream[level];
        // docs/product.md §9.1 colours the mood; intensity and clarity are not good or bad, so they stay primary.
        const fill = level === 'mood' && value !== undefined ? TONE_FILL[moodTone(value)] : 'bg-primary';
        return (
          <div key={level} className="grid min-w-0 gap-1" data-testid={`level-${level}`}>
            <dt className="truncate text-muted-foreground">{t(`card.${level}`)}</dt>
            <dd className="grid gap-1">
              <span className="font-semibold">
                {value === undefined ? t('card.noValue') : t('card.value', { value })}
              </span>
              <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                <span
                  className={cn('block h-full rounded-full', fill)}
                  style={{ width: `${((value ?? 0) / DREAM_SLIDER.max) * 100}%` }}
                />
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The whole dream, when the card had to cut its text or hide pictures. */
function DreamDialog({ dream, title, date }: { dream: DreamEntry; title: string; date: string }) {
  const { t } = useTranslation('dreams');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('card.openLabel', { date })}>
          <BookOpen aria-hidden="true" />
          {t('card.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('card.close')} wide>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{date}</DialogDescription>
        </DialogHeader>
        {dream.text.trim() ? <p className="whitespace-pre-line wrap-anywhere">{dream.text}</p> : null}
        {dream.images.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3">
            {dream.images.map((image) => (
              <li key={image.id}>
                <img src={image.src} alt={image.name} className="w-full rounded-md border" />
              </li>
            ))}
          </ul>
        ) : null}
        <Levels dream={dream} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('card.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
