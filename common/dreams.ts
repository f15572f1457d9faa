/** Dream Catcher domain rules of docs/product.md §3, §4 and §9: categories, moon phase, slider bands, average mood. */
import { MoonPhase, SearchMoonPhase } from 'astronomy-engine';

/** docs/product.md §3.9 Dream categories, in the order the capture screen shows them. */
export const DREAM_CATEGORIES = ['journey', 'encounter', 'conflict', 'visionary', 'mundane', 'nightmare'] as const;
export type DreamCategory = (typeof DREAM_CATEGORIES)[number];

/** True when `value` is one of the six dream categories. */
export function isDreamCategory(value: unknown): value is DreamCategory {
  return typeof value === 'string' && (DREAM_CATEGORIES as readonly string[]).includes(value);
}

/** docs/product.md §9.1: every dream slider runs 1-10 and starts at 5. */
export const DREAM_SLIDER = { min: 1, max: 10, default: 5 } as const;

/**
 * The eight phase names, in order from the new moon. They are also what an entry stores in `moonPhase`, exactly as
 * the earlier app wrote them.
 */
export const MOON_PHASE_NAMES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
] as const;
export type MoonPhase = (typeof MOON_PHASE_NAMES)[number];

/** True when `value` is one of the eight phase names an entry may store. */
export function isMoonPhase(value: unknown): value is MoonPhase {
  return typeof value === 'string' && (MOON_PHASE_NAMES as readonly string[]).includes(value);
}

/**
 * The Moon's elongation from the Sun at `date`, in degrees [0, 360): 0 new, 90 first quarter, 180 full, 270 last
 * quarter (the difference of their apparent ecliptic longitudes, by astronomy-engine; ADR 0014).
 */
export function moonElongation(date: Date): number {
  return MoonPhase(date);
}

/**
 * docs/product.md "Moon phase": the phase whose 45° of elongation hold the Moon at `date`, each centred on its
 * moment (Full Moon from 157.5° to 202.5°, about 1.8 days either side of the full moon).
 */
export function moonPhase(date: Date): MoonPhase {
  return MOON_PHASE_NAMES[Math.floor(((moonElongation(date) + 22.5) % 360) / 45)]!;
}

/** The illuminated fraction of the Moon's disc at `date`, 0-1 (from the elongation; within 1% of the exact one). */
export function moonIllumination(date: Date): number {
  return (1 - Math.cos((moonElongation(date) * Math.PI) / 180)) / 2;
}

/** The instant of the next full moon after `date`. */
export function nextFullMoon(date: Date): Date {
  return SearchMoonPhase(180, date, 40)!.date;
}

/** The instant of the next new moon after `date`. */
export function nextNewMoon(date: Date): Date {
  return SearchMoonPhase(0, date, 40)!.date;
}

/** The three dream sliders: emotional tone (stored as `mood`), intensity and clarity. */
export const DREAM_SLIDERS = ['mood', 'intensity', 'clarity'] as const;
export type DreamSlider = (typeof DREAM_SLIDERS)[number];

/** docs/product.md §4.10 slider labels, low (1-3) / middle (4-7) / high (8-10); these are i18n keys under `sliders.labels`. */
export const SLIDER_LABELS: Record<DreamSlider, readonly [string, string, string]> = {
  mood: ['heavy', 'neutral', 'light'],
  intensity: ['gentle', 'moderate', 'intense'],
  clarity: ['foggy', 'partial', 'vivid'],
};

/** The docs/product.md §4.10 label key for a slider value: 1-3 the first, 4-7 the second, 8-10 the third. */
export function sliderLabel(slider: DreamSlider, value: number): string {
  const [low, middle, high] = SLIDER_LABELS[slider];
  if (value <= 3) return low;
  if (value <= 7) return middle;
  return high;
}

/** docs/product.md §9.1 mood colour: 3 or lower destructive, 7 or lower primary, above 7 accent. */
export function moodTone(value: number): 'destructive' | 'primary' | 'accent' {
  if (value <= 3) return 'destructive';
  if (value <= 7) return 'primary';
  return 'accent';
}

/** A slider value as stored, or undefined when it is missing or out of 1-10 (an old or hand-edited entry). */
export function sliderValue(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= DREAM_SLIDER.min && value <= DREAM_SLIDER.max
    ? value
    : undefined;
}

/** docs/product.md §9.1: the average mood with one decimal, a missing mood counting as 5; null when there are no dreams. */
export function averageMood(entries: readonly { mood?: unknown }[]): number | null {
  if (entries.length === 0) return null;
  const total = entries.reduce((sum, entry) => sum + (sliderValue(entry.mood) ?? DREAM_SLIDER.default), 0);
  return Math.round((total / entries.length) * 10) / 10;
}
