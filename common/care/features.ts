import { normalise } from './normalise.ts';

/** Thai letters: the Thai rules only run on text that has some. */
export const THAI = /[\u0e00-\u0e7f]/;
/** Latin letters: the English rules only matter for text that has some. */
export const LATIN = /[a-z]/i;

const THAI_RUN = /^[\u0e00-\u0e7f]+$/;
const segmenter =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('th', { granularity: 'word' })
    : null;

/**
 * The words of a text as the screening model reads them (docs/care.md): normalised, Latin words as they are, Thai
 * split into words with Intl.Segmenter('th') after dropping the spaces inside Thai (they carry no meaning there).
 */
export function words(text: string): string[] {
  const plain = normalise(text).replace(/(?<=[\u0e00-\u0e7f]) (?=[\u0e00-\u0e7f])/g, '');
  const found: string[] = [];
  for (const token of plain.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
    if (!THAI_RUN.test(token) || !segmenter) {
      found.push(token);
      continue;
    }
    for (const part of segmenter.segment(token)) if (part.isWordLike) found.push(part.segment);
  }
  return found;
}

// Words that deny what follows ("I do not want to die", "ไม่อยากตาย"): the next few words are read as denied.
const NEGATIONS = new Set([
  'not',
  'dont',
  'never',
  'no',
  'doesnt',
  'didnt',
  'wont',
  'cant',
  'isnt',
  'ไม่',
  'ไม่ได้',
  'ไม่เคย',
  'อย่า',
]);
const DENIED_SPAN = 3;

/**
 * The words of a text with denial marked: up to three words after a negation get a leading "!" ("i dont !want !to
 * !die"), so that the model learns denied wishes apart from wishes.
 */
export function markedWords(text: string): string[] {
  let denied = 0;
  return words(text).map((word) => {
    if (NEGATIONS.has(word)) {
      denied = DENIED_SPAN;
      return word;
    }
    if (denied === 0) return word;
    denied--;
    return `!${word}`;
  });
}

/**
 * The features of a text: each word, each pair of neighbouring words, and each word with the word two places on,
 * so that "want to die" and "want to not be here" both give the model "want … die"-like pairs. A set: a feature
 * counts once however often it occurs.
 */
export function features(text: string): Set<string> {
  const list = markedWords(text);
  const found = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    found.add(list[i]!);
    if (i + 1 < list.length) found.add(`${list[i]} ${list[i + 1]}`);
    if (i + 2 < list.length) found.add(`${list[i]} _ ${list[i + 2]}`);
  }
  return found;
}
