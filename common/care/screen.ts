import type { CareResult } from './screen-core.ts';
import { screenWith } from './screen-core.ts';
import { RULES_EN } from './rules-en.ts';
import { RULES_TH } from './rules-th.ts';

export { CARE_KINDS, type CareKind } from './kinds.ts';
export type { CareResult, CareRules } from './screen-core.ts';

const BOTH = { en: RULES_EN, th: RULES_TH };

/**
 * Screens free text (a question, a journal entry, a dream) for words of crisis: suicide or self-harm, abuse or
 * threat, a medical emergency. Both languages' rules always run, since members mix them. Pure: no I/O, no logging.
 * Answers the kind of help to offer, or null; emergency first, as it is the most urgent.
 */
export function screen(text: string): CareResult {
  return screenWith(text, BOTH);
}
