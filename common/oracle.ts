/**
 * The category themes a reading's guidance is written for. Every category maps to one theme;
 * a question without a category, or a category the operator added, reads as `general`.
 */
export const THEMES = ['love', 'career', 'wellbeing', 'abundance', 'growth', 'spirit', 'family', 'general'] as const;
export type Theme = (typeof THEMES)[number];

/** The 44 cards of the penguin oracle deck: key → English name and the motif its art shows. */
export const CARDS = [
  { key: 'first-light', name: 'First Light', motif: 'sunrise over the ice' },
  { key: 'huddle', name: 'The Huddle', motif: 'penguins huddled together' },
  { key: 'still-water', name: 'Still Water', motif: 'a calm pool with ripples' },
  { key: 'long-walk', name: 'The Long Walk', motif: 'a trail of footprints' },
  { key: 'northern-lights', name: 'Southern Lights', motif: 'an aurora across the sky' },
  { key: 'egg', name: 'The Egg', motif: 'an egg resting on feet' },
  { key: 'deep-dive', name: 'Deep Dive', motif: 'diving into deep water' },
  { key: 'pebble', name: 'The Pebble Gift', motif: 'a smooth pebble offered' },
  { key: 'ice-shelf', name: 'The Ice Shelf', motif: 'solid layered ice' },
  { key: 'tide', name: 'The Tide', motif: 'tide lines on the shore' },
  { key: 'snowfall', name: 'Quiet Snowfall', motif: 'falling snow' },
  { key: 'moon-watch', name: 'Moon Watch', motif: 'a crescent moon' },
  { key: 'compass', name: 'The Compass', motif: 'a compass rose' },
  { key: 'passing-storm', name: 'Passing Storm', motif: 'a storm cloud with a gap of light' },
  { key: 'abundant-sea', name: 'Abundant Sea', motif: 'a school of fish' },
  { key: 'molting', name: 'Molting', motif: 'loose feathers drifting' },
  { key: 'the-call', name: 'The Call', motif: 'sound waves of a call' },
  { key: 'the-slide', name: 'The Slide', motif: 'sliding on the belly' },
  { key: 'iceberg', name: 'The Iceberg', motif: 'an iceberg, most of it below water' },
  { key: 'current', name: 'The Current', motif: 'flowing water lines' },
  { key: 'nest', name: 'The Nest', motif: 'a ring of stones as a nest' },
  { key: 'southern-star', name: 'Southern Star', motif: 'a bright four-pointed star' },
  { key: 'elder', name: 'The Elder', motif: 'an old penguin with a walking stick' },
  { key: 'chick', name: 'The Chick', motif: 'a fluffy chick' },
  { key: 'crossing', name: 'The Crossing', motif: 'stepping stones over water' },
  { key: 'wave', name: 'The Wave', motif: 'a rolling wave' },
  { key: 'seashell', name: 'The Seashell', motif: 'a spiral shell' },
  { key: 'whale', name: 'The Gentle Whale', motif: 'a whale tail' },
  { key: 'kelp-forest', name: 'Kelp Forest', motif: 'tall swaying kelp' },
  { key: 'blizzard', name: 'The Blizzard', motif: 'swirling wind and snow' },
  { key: 'sun-halo', name: 'Sun Halo', motif: 'a ring of light around the sun' },
  { key: 'mirror-pool', name: 'Mirror Pool', motif: 'a reflection in water' },
  { key: 'lantern', name: 'The Lantern', motif: 'a glowing lantern' },
  { key: 'anchor', name: 'The Anchor', motif: 'an anchor' },
  { key: 'ice-bridge', name: 'Ice Bridge', motif: 'an arch of ice' },
  { key: 'horizon', name: 'The Horizon', motif: 'a horizon line with distant sun' },
  { key: 'thaw', name: 'The Thaw', motif: 'melting drops' },
  { key: 'courtship-dance', name: 'The Courtship Dance', motif: 'two hearts / two penguins bowing' },
  { key: 'guardian', name: 'The Guardian', motif: 'a shield' },
  { key: 'cloud-drift', name: 'Cloud Drift', motif: 'drifting clouds' },
  { key: 'small-blessings', name: 'Small Blessings', motif: 'tiny krill sparkles' },
  { key: 'underwater-flight', name: 'Underwater Flight', motif: 'a penguin swimming like flying, bubbles' },
  { key: 'snowflake', name: 'The Snowflake', motif: 'a six-armed snowflake' },
  { key: 'homecoming', name: 'Homecoming', motif: 'a small house / burrow with a warm light' },
] as const;
export type CardKey = (typeof CARDS)[number]['key'];
export const CARD_KEYS: readonly CardKey[] = CARDS.map((card) => card.key);

/** Words after which the journal title rule (docs/product.md §4.9) finds the card name in an answer ('card:', 'drew:', 'pulled:'), plus our Thai line. */
export const CARD_NAME_MARKERS = ['card:', 'drew:', 'pulled:', 'ไพ่ที่คุณจั่วได้:'] as const;

const MARKER_PATTERN = new RegExp(
  `(?:${CARD_NAME_MARKERS.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[ \\t]*([^\\n]+)`,
  'i',
);

/**
 * docs/product.md §4.9 Journal: a linked reading's title is the card name found after 'card:', 'drew:' or 'pulled:'
 * (or our Thai marker); otherwise the first 50 characters of the question followed by an ellipsis.
 */
export function titleFromReading(answer: string | null | undefined, question: string): string {
  const name = answer
    ? MARKER_PATTERN.exec(answer)?.[1]
        ?.trim()
        .replace(/[.\s]+$/, '')
    : undefined;
  if (name) return name;
  return `${question.slice(0, 50)}…`;
}

/**
 * The category themes each card speaks to most (docs/product.md, Card library): the library's theme filter reads
 * this. Every card carries guidance for every theme; these are the ones its keywords lean toward.
 */
export const CARD_THEMES: Record<CardKey, readonly Theme[]> = {
  'first-light': ['growth', 'general'],
  huddle: ['family', 'love'],
  'still-water': ['wellbeing', 'spirit'],
  'long-walk': ['career', 'growth'],
  'northern-lights': ['spirit', 'general'],
  egg: ['family', 'growth'],
  'deep-dive': ['growth', 'career'],
  pebble: ['love'],
  'ice-shelf': ['career', 'abundance'],
  tide: ['spirit', 'general'],
  snowfall: ['wellbeing'],
  'moon-watch': ['spirit'],
  compass: ['career', 'general'],
  'passing-storm': ['wellbeing', 'general'],
  'abundant-sea': ['abundance'],
  molting: ['growth'],
  'the-call': ['career', 'love'],
  'the-slide': ['wellbeing', 'general'],
  iceberg: ['growth', 'spirit'],
  current: ['spirit', 'abundance'],
  nest: ['family'],
  'southern-star': ['spirit', 'career'],
  elder: ['family', 'growth'],
  chick: ['family', 'general'],
  crossing: ['growth', 'career'],
  wave: ['wellbeing', 'general'],
  seashell: ['spirit'],
  whale: ['wellbeing', 'love'],
  'kelp-forest': ['wellbeing', 'career'],
  blizzard: ['family', 'wellbeing'],
  'sun-halo': ['spirit'],
  'mirror-pool': ['growth', 'wellbeing'],
  lantern: ['spirit', 'general'],
  anchor: ['career', 'abundance'],
  'ice-bridge': ['love', 'family'],
  horizon: ['career', 'abundance'],
  thaw: ['love', 'growth'],
  'courtship-dance': ['love'],
  guardian: ['family', 'wellbeing'],
  'cloud-drift': ['wellbeing', 'general'],
  'small-blessings': ['abundance'],
  'underwater-flight': ['career', 'growth'],
  snowflake: ['growth', 'love'],
  homecoming: ['family', 'love'],
};
