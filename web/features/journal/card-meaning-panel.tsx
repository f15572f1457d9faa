import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cardName } from '#web/api/questions.ts';
import {
  CARD_MEANING_PREVIEW_LENGTH,
  type CardFields,
  type LinkedReading,
  storedCardName,
  truncate,
} from './journal-rules.ts';

/** The linked reading's card and a 200-character preview of its meaning, with 'Include this in my entry'. */
export function CardMeaningPanel({
  reading,
  card,
  include,
  onIncludeChange,
}: {
  reading: LinkedReading | undefined;
  card: CardFields | null;
  include: boolean;
  onIncludeChange: (include: boolean) => void;
}) {
  const { t, i18n } = useTranslation('journal');
  const id = useId();
  const meaning = card?.card_meaning ?? reading?.answer_text ?? null;
  const name =
    (reading ? cardName(reading.card, i18n.language) : null) ??
    (card?.card_key ? storedCardName(card.card_key, card.card_meaning) : null);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-primary/25 bg-secondary/40 p-4"
      data-testid="card-meaning-panel"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        {t('cardPanel.title')}
      </h3>
      {name ? <p className="text-sm font-semibold wrap-anywhere">{t('cardPanel.card', { card: name })}</p> : null}
      {meaning ? (
        <p className="text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">
          {truncate(meaning, CARD_MEANING_PREVIEW_LENGTH)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('detail.inProgress')}</p>
      )}
      {card ? (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-include`}
            type="checkbox"
            checked={include}
            onChange={(event) => onIncludeChange(event.target.checked)}
            aria-describedby={`${id}-include-hint`}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
          />
          <div className="grid gap-1">
            <label htmlFor={`${id}-include`} className="cursor-pointer text-sm font-semibold">
              {t('cardPanel.include')}
            </label>
            <p id={`${id}-include-hint`} className="text-xs text-muted-foreground">
              {t('cardPanel.includeHint')}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
