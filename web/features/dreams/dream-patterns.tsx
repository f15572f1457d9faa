import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DREAM_CATEGORIES, DREAM_SLIDER, DREAM_SLIDERS, type DreamSlider, MOON_PHASE_NAMES } from '#common/dreams.ts';
import { type DreamEntry, knownMoonPhase, newestFirst } from './dream-entry.ts';
import { formatShortDate } from './dream-format.ts';
import { useDreamLabels } from './dream-labels.ts';
import { CardsAfterDreams, MoonLevels } from './patterns-moon-cards.tsx';
import { PatternsWords } from './patterns-words.tsx';

type Bar = { key: string; label: string; count: number };

/**
 * 'View Patterns': dreams per category, the three levels over time, dreams by moon phase, and (docs/product.md §1.5.3)
 * recurring words, mood and intensity by phase and the cards that followed; drawn by hand, computed in the browser.
 */
export function DreamPatterns({
  entries,
  id,
  onWord,
}: {
  entries: readonly DreamEntry[];
  id: string;
  onWord: (word: string) => void;
}) {
  const { t } = useTranslation('dreams');
  const labels = useDreamLabels();

  const byCategory: Bar[] = DREAM_CATEGORIES.map((category) => ({
    key: category,
    label: t(`categories.${category}.label`),
    count: entries.filter((entry) => entry.category === category).length,
  }));
  const uncategorised = entries.filter((entry) => !(DREAM_CATEGORIES as readonly string[]).includes(entry.category));
  if (uncategorised.length) {
    byCategory.push({ key: 'none', label: t('patterns.uncategorised'), count: uncategorised.length });
  }

  const byMoon: Bar[] = MOON_PHASE_NAMES.map((phase) => ({
    key: phase,
    label: labels.moonPhase(phase),
    count: entries.filter((entry) => entry.moonPhase === phase).length,
  }));
  const otherPhase = entries.filter((entry) => !knownMoonPhase(entry)).length;
  if (otherPhase) byMoon.push({ key: 'other', label: t('patterns.otherPhase'), count: otherPhase });

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid gap-5 rounded-lg border bg-card p-5">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('patterns.title')}
      </h2>
      <div className="grid gap-5 lg:grid-cols-2">
        <BarChart title={t('patterns.byCategory')} bars={byCategory} testId="chart-categories" />
        <BarChart title={t('patterns.byMoon')} bars={byMoon} testId="chart-moon" />
      </div>
      <LevelsChart entries={entries} />
      <PatternsWords entries={entries} onWord={onWord} />
      <div className="grid gap-5 lg:grid-cols-2">
        <MoonLevels entries={entries} />
        <CardsAfterDreams entries={entries} />
      </div>
    </section>
  );
}

function BarChart({ title, bars, testId }: { title: string; bars: Bar[]; testId: string }) {
  const { t } = useTranslation('dreams');
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <figure aria-labelledby={id} className="grid gap-3" data-testid={testId}>
      <figcaption id={id} className="font-semibold">
        {title}
      </figcaption>
      <ul className="grid gap-2">
        {bars.map((bar) => (
          <li key={bar.key} className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)_2rem] items-center gap-2 text-sm">
            <span className="truncate" title={bar.label}>
              {bar.label}
            </span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${(bar.count / max) * 100}%` }} />
            </span>
            <span className="text-right font-semibold tabular-nums">{t('patterns.count', { count: bar.count })}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** Each series is told apart by colour and by dash, so it reads without colour vision too. */
const SERIES: Record<DreamSlider, { stroke: string; dash?: string }> = {
  mood: { stroke: 'var(--color-primary)' },
  intensity: { stroke: '#b45309', dash: '6 4' },
  clarity: { stroke: '#0f766e', dash: '1 5' },
};

// The plot spans 0-100 both ways, stretched to its box; strokes keep their width (non-scaling-stroke).
const PAD = 4;
const y = (value: number) =>
  PAD + (1 - (value - DREAM_SLIDER.min) / (DREAM_SLIDER.max - DREAM_SLIDER.min)) * (100 - 2 * PAD);

function LevelsChart({ entries }: { entries: readonly DreamEntry[] }) {
  const { t, i18n } = useTranslation('dreams');
  const id = useId();
  const points = newestFirst(entries).reverse();
  const x = (index: number) => (points.length === 1 ? 50 : PAD + (index / (points.length - 1)) * (100 - 2 * PAD));
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;

  const levelName = (slider: DreamSlider) => t(`card.${slider}`);

  return (
    <figure aria-labelledby={`${id}-title`} className="grid gap-3" data-testid="chart-levels">
      <figcaption id={`${id}-title`} className="font-semibold">
        {t('patterns.overTime')}
      </figcaption>
      <p className="text-sm text-muted-foreground">
        {t('patterns.overTimeSummary', {
          count: points.length,
          from: formatShortDate(first.date, i18n.language),
          to: formatShortDate(last.date, i18n.language),
        })}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-hidden="true">
        {DREAM_SLIDERS.map((slider) => (
          <li key={slider} className="flex items-center gap-2">
            <svg width="28" height="8" viewBox="0 0 28 8">
              <line
                x1="2"
                y1="4"
                x2="26"
                y2="4"
                stroke={SERIES[slider].stroke}
                strokeWidth="3"
                strokeDasharray={SERIES[slider].dash}
                strokeLinecap="round"
              />
            </svg>
            {levelName(slider)}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-2">
        <div className="relative h-48 text-xs text-muted-foreground">
          {[DREAM_SLIDER.max, DREAM_SLIDER.default, DREAM_SLIDER.min].map((value) => (
            <span key={value} className="absolute right-0 -translate-y-1/2" style={{ top: `${y(value)}%` }}>
              {value}
            </span>
          ))}
        </div>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="h-48 w-full overflow-visible">
          {[DREAM_SLIDER.max, DREAM_SLIDER.default, DREAM_SLIDER.min].map((value) => (
            <line
              key={value}
              x1="0"
              x2="100"
              y1={y(value)}
              y2={y(value)}
              stroke="var(--color-border)"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {DREAM_SLIDERS.map((slider) => {
            const series = points.flatMap((entry, index) => {
              const value = entry[slider];
              return value === undefined ? [] : [`${x(index).toFixed(2)},${y(value).toFixed(2)}`];
            });
            return (
              <g key={slider} stroke={SERIES[slider].stroke} vectorEffect="non-scaling-stroke">
                {series.length > 1 ? (
                  <polyline
                    points={series.join(' ')}
                    fill="none"
                    strokeWidth="2.5"
                    strokeDasharray={SERIES[slider].dash}
                    strokeLinejoin="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ) : null}
                {/* A zero-length path with round caps is a dot that stays round when the plot stretches. */}
                {series.map((point, index) => (
                  <path
                    key={index}
                    d={`M${point}h0`}
                    strokeWidth="7"
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
              </g>
            );
          })}
        </svg>
        <div className="col-start-2 mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{formatShortDate(first.date, i18n.language)}</span>
          {points.length > 1 ? <span>{formatShortDate(last.date, i18n.language)}</span> : null}
        </div>
      </div>
      <table className="sr-only">
        <caption>{t('patterns.overTime')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('patterns.date')}</th>
            {DREAM_SLIDERS.map((slider) => (
              <th key={slider} scope="col">
                {levelName(slider)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">{formatShortDate(entry.date, i18n.language)}</th>
              {DREAM_SLIDERS.map((slider) => (
                <td key={slider}>{entry[slider] ?? t('card.noValue')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
