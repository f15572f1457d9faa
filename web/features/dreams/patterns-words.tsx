import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '#web/lib/intl.ts';
import type { DreamEntry } from './dream-entry.ts';
import { recurringWords } from './dream-pattern-data.ts';

/**
 * docs/product.md §1.5.3: the words and symbols that come back across dreams, counted in this browser; a word is a
 * button that filters the log by it.
 */
export function PatternsWords({ entries, onWord }: { entries: readonly DreamEntry[]; onWord: (word: string) => void }) {
  const { t, i18n } = useTranslation('dreams');
  const id = useId();
  const words = useMemo(() => recurringWords(entries, i18n.language), [entries, i18n.language]);
  const format = numberFormat(i18n.language);
  return (
    <figure aria-labelledby={id} className="grid gap-3" data-testid="chart-words">
      <figcaption id={id} className="grid gap-1">
        <span className="font-semibold">{t('patterns.words')}</span>
        <span className="text-sm text-muted-foreground">{t('patterns.wordsHint')}</span>
      </figcaption>
      {words.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{t('patterns.wordsEmpty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {words.map((word) => (
            <li key={word.word}>
              <button
                type="button"
                onClick={() => onWord(word.word)}
                aria-label={t('patterns.wordLabel', { word: word.word, count: word.dreams })}
                className="inline-flex min-h-9 items-center gap-2 rounded-full border bg-background px-3 text-sm hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
              >
                <span className="wrap-anywhere">{word.word}</span>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-secondary px-1.5 text-xs font-semibold tabular-nums"
                >
                  {format.format(word.dreams)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
