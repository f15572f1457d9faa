import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import type { DreamEntry } from './dream-entry.ts';
import { formatAverage } from './dream-format.ts';
import { useDreamLabels } from './dream-labels.ts';
import { cardsAfterDreams, levelsByMoonPhase } from './dream-pattern-data.ts';

/** docs/product.md §1.5.3: average mood and intensity of the dreams under each moon phase, as a plain table. */
export function MoonLevels({ entries }: { entries: readonly DreamEntry[] }) {
  const { t, i18n } = useTranslation('dreams');
  const labels = useDreamLabels();
  const id = useId();
  const rows = useMemo(() => levelsByMoonPhase(entries), [entries]);
  const value = (average: number | null) =>
    average === null ? t('card.noValue') : formatAverage(average, i18n.language);
  return (
    <figure aria-labelledby={id} className="grid gap-3" data-testid="chart-moon-levels">
      <figcaption id={id} className="font-semibold">
        {t('patterns.moonLevels')}
      </figcaption>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-labelledby={id}>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-2 font-normal">
                {t('patterns.phase')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-normal">
                {t('patterns.dreams')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-normal">
                {t('card.mood')}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-normal">
                {t('card.intensity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.phase} className="border-t">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  {labels.moonPhase(row.phase)}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{t('patterns.count', { count: row.dreams })}</td>
                <td className="px-2 py-1.5 text-right font-semibold tabular-nums">{value(row.mood)}</td>
                <td className="py-1.5 pl-2 text-right font-semibold tabular-nums">{value(row.intensity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** docs/product.md §1.5.3: where this device links dreams to readings, the cards that followed each category. */
export function CardsAfterDreams({ entries }: { entries: readonly DreamEntry[] }) {
  const { t, i18n } = useTranslation('dreams');
  const id = useId();
  const groups = useMemo(() => cardsAfterDreams(entries), [entries]);
  const cardName = (card: { name: string; name_th: string }) => (i18n.language === 'th' ? card.name_th : card.name);
  return (
    <figure aria-labelledby={id} className="grid gap-3" data-testid="chart-dream-cards">
      <figcaption id={id} className="font-semibold">
        {t('patterns.cardsTitle')}
      </figcaption>
      {groups.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{t('patterns.cardsEmpty')}</p>
      ) : (
        <dl className="grid gap-3 text-sm">
          {groups.map((group) => (
            <div key={group.category || 'none'} className="grid gap-1">
              <dt className="font-semibold">
                {group.category ? t(`categories.${group.category}.label`) : t('patterns.uncategorised')}
              </dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {group.cards.map((card) => (
                    <li key={card.key}>
                      <Link to={paths.card(card.key)} className="underline underline-offset-4 hover:text-primary">
                        {card.times > 1
                          ? t('patterns.cardTimes', { card: cardName(card), count: card.times })
                          : cardName(card)}
                      </Link>
                    </li>
                  ))}
                  {group.unseen ? (
                    <li className="text-muted-foreground">{t('patterns.cardsUnseen', { count: group.unseen })}</li>
                  ) : null}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </figure>
  );
}
