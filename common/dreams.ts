/** Dream Catcher domain rules of SPEC §3, §4 and §9: categories, moon phase, slider bands, average mood. */

/** SPEC §3 Dream categories, in the order the capture screen shows them. */
export const DREAM_CATEGORIES = ['journey', 'encounter', 'conflict', 'visionary', 'mundane', 'nightmare'] as const;
export type DreamCategory = (typeof DREAM_CATEGORIES)[number];

/** True when `value` is one of the six dream categories. */
export function isDreamCategory(value: unknown): value is DreamCategory {
  return typeof value === 'string' && (DREAM_CATEGORIES as readonly string[]).includes(value);
}

/** SPEC §9: every dream slider runs 1-10 and starts at 5. */
export const DREAM_SLIDER = { min: 1, max: 10, default: 5 } as const;

/** SPEC §9: a synodic month. */
export const LUNAR_CYCLE_DAYS = 29.53;

/**
 * The new moon of 11 January 2024, 11:57 UTC (a real one), from which SPEC §4 counts days.
 * The phase is the age modulo 29.53 days, so it drifts from the sky by hours, never by days, over the years.
 */
export const REFERENCE_NEW_MOON = Date.UTC(2024, 0, 11, 11, 57);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §4's phases with the age (in days) each one lasts until. The names are also what an entry stores
 * in `moonPhase`, exactly as the earlier app wrote them.
 */
export const MOON_PHASES = [
  { name: 'New Moon', until: 2 },
  { name: 'Waxing Crescent', until: 7 },
  { name: 'First Quarter', until: 10 },
  { name: 'Waxing Gibbous', until: 15 },
  { name: 'Full Moon', until: 17 },
  { name: 'Waning Gibbous', until: 22 },
  { name: 'Last Quarter', until: 25 },
  { name: 'Waning Crescent', until: Infinity },
] as const;
export type MoonPhase = (typeof MOON_PHASES)[number]['name'];
export const MOON_PHASE_NAMES: readonly MoonPhase[] = MOON_PHASES.map((phase) => phase.name);

/** True when `value` is one of the eight phase names an entry may store. */
export function isMoonPhase(value: unknown): value is MoonPhase {
  return typeof value === 'string' && (MOON_PHASE_NAMES as readonly string[]).includes(value);
}

/** Days since the last new moon at `date`, in [0, 29.53). */
export function moonAge(date: Date): number {
  const days = (date.getTime() - REFERENCE_NEW_MOON) / DAY_MS;
  return ((days % LUNAR_CYCLE_DAYS) + LUNAR_CYCLE_DAYS) % LUNAR_CYCLE_DAYS;
}

/** SPEC §4: the moon phase at `date` (New Moon below 2 days, Waxing Crescent below 7, …). */
export function moonPhase(date: Date): MoonPhase {
  const age = moonAge(date);
  return MOON_PHASES.find((phase) => age < phase.until)!.name;
}

/** The three dream sliders: emotional tone (stored as `mood`), intensity and clarity. */
export const DREAM_SLIDERS = ['mood', 'intensity', 'clarity'] as const;
export type DreamSlider = (typeof DREAM_SLIDERS)[number];

/** SPEC §4 slider labels, low (1-3) / middle (4-7) / high (8-10); these are i18n keys under `sliders.labels`. */
export const SLIDER_LABELS: Record<DreamSlider, readonly [string, string, string]> = {
  mood: ['heavy', 'neutral', 'light'],
  intensity: ['gentle', 'moderate', 'intense'],
  clarity: ['foggy', 'partial', 'vivid'],
};

/** The SPEC §4 label key for a slider value: 1-3 the first, 4-7 the second, 8-10 the third. */
export function sliderLabel(slider: DreamSlider, value: number): string {
  const [low, middle, high] = SLIDER_LABELS[slider];
  if (value <= 3) return low;
  if (value <= 7) return middle;
  return high;
}

/** SPEC §9 mood colour: 3 or lower destructive, 7 or lower primary, above 7 accent. */
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

/** SPEC §9: the average mood with one decimal, a missing mood counting as 5; null when there are no dreams. */
export function averageMood(entries: readonly { mood?: unknown }[]): number | null {
  if (entries.length === 0) return null;
  const total = entries.reduce((sum, entry) => sum + (sliderValue(entry.mood) ?? DREAM_SLIDER.default), 0);
  return Math.round((total / entries.length) * 10) / 10;
}
