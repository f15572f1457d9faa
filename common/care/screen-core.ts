import { collapse, normalise } from './normalise.ts';
import type { CareKind } from './kinds.ts';
import { THAI } from './features.ts';
import { scores, strongest, type ModelTable } from './model.ts';
import { MODEL } from './model-params.ts';

export { LATIN, THAI } from './features.ts';

export type CareResult = { kind: CareKind } | null;

/**
 * A language's rules (docs/care.md): idiom masks removed first, then phrase rules `[kind, source, weak]`, then
 * co-occurrence rules over concept lexicons: `[kind, concept names, window, weak, unless]` matches when the concepts
 * occur in that order within `window` characters, unless the `unless` source matches around them (a pet, a plant,
 * a game: exclusions scoped to the phrase, not the whole text). Weak rules yield to a story (`story`) or to someone
 * else's past (both of `past`: "my brother used to self harm"). `words` reads the text as the language needs (Thai:
 * its words, with intensifiers masked).
 */
export type CareRules = {
  story: string;
  past: [string, string];
  words?: (text: string) => string;
  masks: string[];
  rules: Array<[CareKind, string, boolean?]>;
  concepts?: Record<string, string>;
  near?: Array<[CareKind, string[], number, boolean?, string?]>;
  /** The language's table of the screening model (model.ts), which judges beside the rules (screenWith). */
  model?: ModelTable;
};

type Near = { kind: CareKind; concepts: RegExp[]; window: number; weak: boolean; unless: RegExp | null };
type Compiled = {
  yields: RegExp[][];
  words?: (text: string) => string;
  masks: RegExp[];
  rules: Array<[CareKind, RegExp, boolean]>;
  near: Near[];
};

const compile = ({ story, past, words, masks, rules, concepts = {}, near = [] }: CareRules): Compiled => {
  const lexicons = new Map(
    Object.entries(concepts).map(([name, source]) => [name, new RegExp(collapse(source), 'gu')]),
  );
  return {
    yields: [[story], past].map((all) => all.map((source) => new RegExp(collapse(source), 'u'))),
    words,
    masks: masks.map((source) => new RegExp(collapse(source), 'gu')),
    rules: rules.map(([kind, source, weak]) => [kind, new RegExp(collapse(source), 'u'), weak === true]),
    near: near.map(([kind, names, window, weak, unless]) => ({
      kind,
      concepts: names.map((name) => {
        const found = lexicons.get(name);
        if (!found) throw new Error(`care rules: unknown concept ${name}`);
        return found;
      }),
      window,
      weak: weak === true,
      unless: unless ? new RegExp(collapse(unless), 'u') : null,
    })),
  };
};

type Span = [start: number, end: number];

function spans(text: string, concept: RegExp): Span[] {
  const found: Span[] = [];
  for (const match of text.matchAll(concept)) found.push([match.index, match.index + match[0].length]);
  return found;
}

// Around a co-occurrence, how far an exclusion ("if I'm late", "my cat") is looked for.
const UNLESS_BEFORE = 20;
const UNLESS_AFTER = 30;

/** Whether the concepts occur in order within the rule's window, with no exclusion around them. */
function nearMatch(text: string, rule: Near, cache: Map<RegExp, Span[]>): boolean {
  const hits = rule.concepts.map((concept) => {
    let found = cache.get(concept);
    if (!found) cache.set(concept, (found = spans(text, concept)));
    return found;
  });
  const walk = (i: number, first: number, from: number, last: number): boolean => {
    if (i === hits.length) {
      if (!rule.unless) return true;
      return !rule.unless.test(text.slice(Math.max(0, first - UNLESS_BEFORE), last + UNLESS_AFTER));
    }
    return hits[i]!.some(([start, end]) => {
      if (start < from) return false;
      const lo = i === 0 ? start : first;
      const hi = Math.max(last, end);
      return hi - lo <= rule.window && walk(i + 1, lo, start + 1, hi);
    });
  };
  return walk(0, 0, 0, 0);
}

// An everyday question closing a text, after a comma or a full stop (or, in Thai, a space): "…, should I change jobs?",
// "… แฟนจะกลับมาไหม". Group 1 is what comes before it.
const TRAILING_QUESTION =
  /^(.*?\S)\s*(?:[,.!;:]+\s*|(?<=[\u0e00-\u0e7f])\s+)[^,.!;:]*(?:\?|(?:ไหม|มั้ย|หรือเปล่า|ยังไง|อะไร)(?:คะ|ครับ|ค่ะ)?)\s*$/su;

/** What a text says before the everyday question closing it ("I want to end my life" in "…, should I change jobs?"). */
export const beforeClosingQuestion = (text: string): string | null => TRAILING_QUESTION.exec(text)?.[1] ?? null;

const compiledRules = new WeakMap<CareRules, Compiled>();
const compiled = (rules: CareRules): Compiled => {
  let found = compiledRules.get(rules);
  if (!found) compiledRules.set(rules, (found = compile(rules)));
  return found;
};

function firstMatch(text: string, { masks, rules, near }: Compiled, fiction: boolean): CareKind | null {
  let masked = text;
  for (const mask of masks) masked = masked.replace(mask, ' ~ ');
  // The first kind found, unless an emergency is found too: it is the most urgent.
  let first: CareKind | null = null;
  for (const [kind, rule, weak] of rules) {
    if ((weak && fiction) || (first && kind !== 'emergency')) continue;
    if (rule.test(masked)) {
      if (kind === 'emergency') return kind;
      first ??= kind;
    }
  }
  const cache = new Map<RegExp, Span[]>();
  for (const rule of near) {
    if ((rule.weak && fiction) || (first && rule.kind !== 'emergency')) continue;
    if (nearMatch(masked, rule, cache)) {
      if (rule.kind === 'emergency') return rule.kind;
      first ??= rule.kind;
    }
  }
  return first;
}

type Languages = { en?: CareRules; th?: CareRules };
const languagesOf = (plain: string, rules: Languages): CareRules[] =>
  [rules.en, THAI.test(plain) ? rules.th : undefined].flatMap((r) => (r ? [r] : []));

// A story, a film, a game, or someone else's past: a keyword alone (suicide, overdose) is then about them.
const storyIn = (plain: string, languages: Compiled[]): boolean =>
  languages.some(({ yields }) => yields.some((all) => all.every((rule) => rule.test(plain))));

/** Whether a text tells a story or someone else's past, as the rules given read it (the trainer's cross-validation). */
export const toldAsStory = (text: string, rules: Languages): boolean => {
  const plain = normalise(text);
  return storyIn(plain, languagesOf(plain, rules).map(compiled));
};

/**
 * Screens text with the rules given (screen.ts gives both languages; the browser loads each language's rules only for
 * text in its script), with the model trained on the labelled questions (docs/care.md, "The model"): a rule that
 * matched stands unless the model is sure the text is everyday; with no rule, the model's word alone is enough when
 * it is strong. Pure: no I/O, no logging. Emergency first, as it is the most urgent.
 */
export function screenWith(text: string, rules: Languages): CareResult {
  const plain = normalise(text);
  const given = languagesOf(plain, rules);
  const languages = given.map(compiled);
  const fiction = storyIn(plain, languages);
  const matched = (part: string): CareKind[] =>
    languages.flatMap((language) => firstMatch(language.words ? language.words(part) : part, language, fiction) ?? []);
  const found = matched(plain);
  const tables = given.flatMap((r) => (r.model ? [r.model] : []));
  const model = tables.length > 0 ? strongest(scores(text, MODEL, tables)) : null;
  if (found.length > 0) {
    // The model overrules a rule when it is sure the text is everyday. An everyday question closing the text ("I want
    // to end my life, should I change jobs?") does not vote on a crisis told before it: a rule that matched there
    // stands when the model, reading that part alone, leans clearly to crisis.
    const before = beforeClosingQuestion(text);
    const toldBefore =
      before !== null &&
      matched(normalise(before)).length > 0 &&
      strongest(scores(before, MODEL, tables)).score > MODEL.closing;
    if (model && model.score <= MODEL.veto && !toldBefore) return null;
    return { kind: found.includes('emergency') ? 'emergency' : found[0]! };
  }
  // The model judges stories and someone else's past itself: it was trained on many, and yielding to them as the weak
  // rules do cost recall for no fewer false alarms (docs/care.md, ADR 0021).
  return model && model.score > MODEL.threshold ? { kind: model.kind } : null;
}
