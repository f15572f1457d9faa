import { collapse, normalise, thaiWords } from './normalise.ts';
import type { CareKind } from './kinds.ts';

export type CareResult = { kind: CareKind } | null;

/** A language's rules: idiom masks removed first, then `[kind, source, weak]`; weak rules yield to fiction. */
export type CareRules = { masks: string[]; rules: Array<[CareKind, string, boolean?]> };

type Compiled = { masks: RegExp[]; rules: Array<[CareKind, RegExp, boolean]> };

const compile = ({ masks, rules }: CareRules): Compiled => ({
  masks: masks.map((source) => new RegExp(collapse(source), 'gu')),
  rules: rules.map(([kind, source, weak]) => [kind, new RegExp(collapse(source), 'u'), weak === true]),
});

const compiledRules = new WeakMap<CareRules, Compiled>();
const compiled = (rules: CareRules): Compiled => {
  let found = compiledRules.get(rules);
  if (!found) compiledRules.set(rules, (found = compile(rules)));
  return found;
};

// Talk about a story, a film or a game: a keyword alone (suicide, murder, poison) is then about the story.
const FICTION =
  /\b(?:novel|story|stories|book|movie|film|character|series|episode|villain|hero|heroine|script|fanfic|plot|chapter|thriller|manga|anime)\b|นิยาย|ละคร|ซีรีส์|ซีรี่ส์|หนัง|ตัวละคร|นางเอก|พระเอก|ตัวร้าย|เรื่องสั้น|การ์ตูน|มังงะ|บทละคร|เกม/u;

// "หิวจะตาย", "เหนื่อยแทบตาย": ตาย after จะ/แทบ/จน/เกือบ is an intensifier unless the member wants (อยาก) to die.
const INTENSIFIER_BEFORE = new Set(['จะ', 'แทบ', 'จน', 'เกือบ', 'แทบจะ', 'จนจะ']);

function maskIntensifiers(words: string[]): string {
  return words
    .map((word, i) => {
      if (!word.startsWith('ตาย') || !INTENSIFIER_BEFORE.has(words[i - 1] ?? '')) return word;
      return words[i - 2]?.endsWith('อยาก') ? word : ' ~ ';
    })
    .join('');
}

function firstMatch(text: string, { masks, rules }: Compiled, fiction: boolean): CareKind | null {
  let masked = text;
  for (const mask of masks) masked = masked.replace(mask, ' ~ ');
  for (const [kind, rule, weak] of rules) {
    if (weak && fiction) continue;
    if (rule.test(masked)) return kind;
  }
  return null;
}

/** Thai letters: the Thai rules only run on text that has some. */
export const THAI = /[\u0e00-\u0e7f]/;
/** Latin letters: the English rules only matter for text that has some. */
export const LATIN = /[a-z]/i;

/**
 * Screens text with the rules given (screen.ts gives both languages; the browser loads each language's rules only for
 * text in its script). Pure: no I/O, no logging. Emergency first, as it is the most urgent.
 */
export function screenWith(text: string, rules: { en?: CareRules; th?: CareRules }): CareResult {
  const latin = normalise(text);
  const fiction = FICTION.test(latin);
  const found: CareKind[] = [];
  const en = rules.en ? firstMatch(latin, compiled(rules.en), fiction) : null;
  if (en) found.push(en);
  if (rules.th && THAI.test(latin)) {
    const th = firstMatch(maskIntensifiers(thaiWords(latin)), compiled(rules.th), fiction);
    if (th) found.push(th);
  }
  if (found.length === 0) return null;
  return { kind: found.includes('emergency') ? 'emergency' : found[0]! };
}
