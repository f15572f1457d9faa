import { DREAM_CATEGORIES, isMoonPhase, MOON_PHASE_NAMES, type MoonPhase, moonPhase } from '#common/dreams.ts';
import type { DreamEntry } from './dream-entry.ts';

/**
 * docs/product.md §1.5.3 Patterns on the device: plain functions over the dreams in this browser. Nothing here
 * touches the network; the log page draws what they return.
 */

/** Common words left out of the recurring words: English function words and everyday verbs. */
const STOP_WORDS_EN = `a about above after again against all also am an and any are as at be because been before being
below between both but by can could did do does doing down during each even ever every few for from further get got
had has have having he her here hers herself him himself his how i if in into is it its itself just like me more most
my myself no nor not now of off on once only or other our ours ourselves out over own really same she should so some
still such than that the their theirs them themselves then there these they this those through to too under until up
very was we were what when where which while who whom why will with would you your yours yourself yourselves dream
dreamed dreamt dreaming dreams went go going come came see saw seen seemed felt feel something someone thing things
maybe there's it's i'm i'd i've don't didn't wasn't one two back around along across onto upon toward towards`;

/** Common Thai words left out: particles, pronouns, connectives and the verbs every dream uses (ฝัน, เห็น). */
const STOP_WORDS_TH = `ที่ และ ใน ของ ได้ ไป มา ให้ ว่า เป็น มี ไม่ จะ แล้ว ก็ กับ นั้น นี้ อยู่ คือ เขา เธอ ฉัน ผม ดิฉัน
เรา คุณ มัน ตัว การ ความ แต่ หรือ จาก ถึง ซึ่ง อย่าง เมื่อ ยัง ทำ ตอน นั่น นี่ โดย ด้วย อีก กัน ทั้ง เลย จึง เพราะ ถ้า
ก่อน หลัง ขึ้น ลง ออก เข้า ไว้ ครับ ค่ะ คะ นะ จ้ะ จ๊ะ เอง ๆ ฝัน ความฝัน เห็น รู้สึก เหมือน คน ตรง บน ใต้ ข้าง
แบบ มาก หนึ่ง สอง ไหม ใคร อะไร แค่ เคย กำลัง ต้อง อยาก จน ทุก บาง ละ`;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `${STOP_WORDS_EN} ${STOP_WORDS_TH}`.split(/\s+/).filter(Boolean),
);

export type RecurringWord = {
  word: string;
  /** In how many dreams the word appears. */
  dreams: number;
  /** How often it appears in all of them. */
  times: number;
};

const HAS_LETTER = /\p{L}/u;
const segmenters = new Map<string, Intl.Segmenter>();
const THAI = /\p{Script=Thai}/u;

/**
 * The words of one text, lower-cased, by `Intl.Segmenter` word granularity (so Thai, written without spaces between
 * words, splits into words), without punctuation, numbers, stop words or one-letter Latin words.
 */
export function dreamWords(text: string, language: string): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: 'word' })));
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const word = segment.toLocaleLowerCase(language);
    if (!HAS_LETTER.test(word) || STOP_WORDS.has(word)) continue;
    if (!THAI.test(word) && word.length < 2) continue;
    words.push(word);
  }
  return words;
}

/**
 * The words and symbols that come back across dreams: those in at least `minDreams` dreams, most dreams first,
 * then most uses, then alphabetically (in the interface language), at most `limit`.
 */
export function recurringWords(
  entries: readonly Pick<DreamEntry, 'text'>[],
  language: string,
  { minDreams = 2, limit = 24 } = {},
): RecurringWord[] {
  const counts = new Map<string, RecurringWord>();
  for (const entry of entries) {
    const words = dreamWords(entry.text, language);
    const seen = new Set<string>();
    for (const word of words) {
      const count = counts.get(word) ?? { word, dreams: 0, times: 0 };
      count.times += 1;
      if (!seen.has(word)) {
        count.dreams += 1;
        seen.add(word);
      }
      counts.set(word, count);
    }
  }
  const collator = new Intl.Collator(language);
  return [...counts.values()]
    .filter((count) => count.dreams >= minDreams)
    .sort((a, b) => b.dreams - a.dreams || b.times - a.times || collator.compare(a.word, b.word))
    .slice(0, limit);
}

/** The phase a dream was captured under: as stored, or worked out from its date when the stored text is unknown. */
export function phaseOf(entry: Pick<DreamEntry, 'moonPhase' | 'date'>): MoonPhase {
  return isMoonPhase(entry.moonPhase) ? entry.moonPhase : moonPhase(new Date(entry.date));
}

export type PhaseLevels = {
  phase: MoonPhase;
  dreams: number;
  /** Averages with one decimal over the dreams that have the level; null when none has. */
  mood: number | null;
  intensity: number | null;
};

const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : null;

/** Mood and intensity by moon phase, in phase order from the new moon; every phase listed, empty ones too. */
export function levelsByMoonPhase(
  entries: readonly Pick<DreamEntry, 'moonPhase' | 'date' | 'mood' | 'intensity'>[],
): PhaseLevels[] {
  // The phase once per dream: working one out from a date is an astronomical computation.
  const phased = entries.map((entry) => ({ entry, phase: phaseOf(entry) }));
  return MOON_PHASE_NAMES.map((phase) => {
    const under = phased.filter((item) => item.phase === phase).map((item) => item.entry);
    return {
      phase,
      dreams: under.length,
      mood: average(under.flatMap((entry) => (entry.mood === undefined ? [] : [entry.mood]))),
      intensity: average(under.flatMap((entry) => (entry.intensity === undefined ? [] : [entry.intensity]))),
    };
  });
}

export type CategoryCards = {
  /** A dream category, or '' for dreams without one (or with a category this app does not know). */
  category: string;
  /** The cards drawn for readings asked about dreams of the category, most often first. */
  cards: { key: string; name: string; name_th: string; times: number }[];
  /** Linked readings whose card this device has not seen yet (asked, but not opened here once answered). */
  unseen: number;
};

/** For each category with linked readings, the cards that followed its dreams (docs/product.md §1.5.3). */
export function cardsAfterDreams(entries: readonly Pick<DreamEntry, 'category' | 'readings'>[]): CategoryCards[] {
  const order = [...DREAM_CATEGORIES, ''] as string[];
  const groups = new Map<string, CategoryCards>();
  for (const entry of entries) {
    if (!entry.readings?.length) continue;
    const category = order.includes(entry.category) ? entry.category : '';
    const group = groups.get(category) ?? { category, cards: [], unseen: 0 };
    for (const link of entry.readings) {
      if (!link.card) {
        group.unseen += 1;
        continue;
      }
      const known = group.cards.find((card) => card.key === link.card!.key);
      if (known) known.times += 1;
      else group.cards.push({ ...link.card, times: 1 });
    }
    groups.set(category, group);
  }
  return order.flatMap((category) => {
    const group = groups.get(category);
    if (!group) return [];
    group.cards.sort((a, b) => b.times - a.times || a.key.localeCompare(b.key));
    return [group];
  });
}
