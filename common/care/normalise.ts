/** Zero-width and invisible characters that can hide inside words. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;

/**
 * Normalises free text for screening: NFC, lower case, invisible characters removed, typographic quotes made plain,
 * spelled-out letters joined ("k i l l" → "kill"), runs of one repeated Latin letter collapsed to one ("diieee" →
 * "die", "killl" → "kil"; rules are collapsed the same way), Thai letters repeated three times or more collapsed
 * ("ตายยยย" → "ตาย"; a doubled Thai letter is often two words, as in ลูก|กิน), and whitespace squeezed.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´']/g, '')
    .replace(/\b(?:[a-z] ){2,}[a-z]\b/g, (letters) => letters.replace(/ /g, ''))
    .replace(/(?<=[a-z]) 2 (?=[a-z])/g, ' to ')
    .replace(/(\p{Script=Latin})\1+/gu, '$1')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/ๆ/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Collapses repeated Latin letters in a rule's source the way `normalise` does to the text. */
export function collapse(source: string): string {
  // Not after a backslash: `\\bbleeding` keeps its word boundary.
  return source.replace(/'\??/g, '').replace(/(?<!\\)(\p{Script=Latin})\1+/gu, '$1');
}
