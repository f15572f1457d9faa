import { describe, expect, it } from 'vitest';
import { features, markedWords, words } from './features.ts';
import { scores, strongest } from './model.ts';
import { screenWith, type CareRules } from './screen-core.ts';
import { screen } from './screen.ts';

describe('features', () => {
  it('splits Latin words as they are and Thai with Intl.Segmenter, ignoring spaces inside Thai', () => {
    expect(words("I DON'T want to  diiie!")).toEqual(['i', 'dont', 'want', 'to', 'die']);
    expect(words('อยาก ตาย')).toEqual(['อยาก', 'ตาย']);
    expect(words('เครียดมาก I want')).toEqual(['เครียด', 'มาก', 'i', 'want']);
  });

  it('marks the three words after a negation as denied', () => {
    expect(markedWords('i dont want to die today')).toEqual(['i', 'dont', '!want', '!to', '!die', 'today']);
    expect(markedWords('ไม่อยากตาย')).toEqual(['ไม่', '!อยาก', '!ตาย']);
  });

  it('gives each word, each pair of neighbours and each word with the one two places on, once', () => {
    expect([...features('want to die want')]).toEqual([
      'want',
      'want to',
      'want _ die',
      'to',
      'to die',
      'to _ want',
      'die',
      'die want',
    ]);
  });
});

// A made-up model: "sad" points to self-harm, "hits" to abuse, "burning" to emergency; "movie" pulls back.
const MODEL = { bias: [-10, -10, -10], threshold: 5, veto: -20, closing: 10 } as const;
const TABLE = ['sad\t30 0 0', 'hits\t0 30 0', 'burning\t0 0 50', 'movie\t-40 -40 -40'].join('\n');
const strongestOf = (text: string, tables = [TABLE]) => strongest(scores(text, MODEL, tables));

describe('scores', () => {
  it('adds the bias and the weights of the features a text has, in quarters, per kind', () => {
    expect(scores('so sad', MODEL, [TABLE])).toEqual([20, -10, -10]);
    expect(strongestOf('so sad')).toEqual({ kind: 'self_harm', score: 20 });
    expect(strongestOf('he hits me')).toEqual({ kind: 'abuse', score: 20 });
    expect(strongestOf('sad and burning')).toEqual({ kind: 'emergency', score: 40 });
    expect(strongestOf('a sad movie')).toEqual({ kind: 'self_harm', score: -20 });
  });

  it('adds the tables of every language given, and counts a feature once however often it occurs', () => {
    expect(scores('sad sad sad', MODEL, [TABLE])).toEqual([20, -10, -10]);
    expect(scores('sad เศร้า', MODEL, [TABLE, 'เศร้า\t5 0 0'])).toEqual([25, -10, -10]);
  });
});

describe('the rules and the model together', () => {
  const rules = (model: string): CareRules => ({
    story: '\\bnovel\\b',
    past: ['\\bused to\\b', '\\bbrother\\b'],
    masks: [],
    rules: [['abuse', '\\bpunches me\\b']],
    model,
  });
  // The shipped model's bias, threshold and veto apply; these weights dwarf them.
  const lonely = 'lonely\t200 0 0';
  const fine = 'fine\t-200 -200 -200';

  it('lets the model alone offer help only when no rule matched and its score is strong', () => {
    expect(screenWith('so lonely', { en: rules(lonely) })).toEqual({ kind: 'self_harm' });
    expect(screenWith('so lonely', { en: rules('') })).toBeNull();
    expect(screenWith('he punches me, so lonely', { en: rules(lonely) })).toEqual({ kind: 'abuse' });
  });

  it('lets a rule stand unless the model is sure the text is everyday', () => {
    expect(screenWith('he punches me', { en: rules('') })).toEqual({ kind: 'abuse' });
    expect(screenWith('he punches me in the game, all fine', { en: rules(fine) })).toBeNull();
  });

  it('does not let an everyday question closing the text overrule a rule the model upholds before it', () => {
    const table = `${fine}\npunches\t0 100 0`;
    expect(screenWith('he punches me, will things be fine?', { en: rules(table) })).toEqual({ kind: 'abuse' });
    // The rule matched before the question, but the model does not lean to crisis on that part alone.
    expect(screenWith('he punches me, will things be fine?', { en: rules(fine) })).toBeNull();
    expect(screenWith('he punches me, all fine', { en: rules(table) })).toBeNull();
    expect(screenWith('he punches me in the game, all fine. will I win?', { en: rules(table) })).toBeNull();
  });

  it("lets the model judge a story or someone else's past itself, where the weak rules yield", () => {
    expect(screenWith('in my novel she is so lonely', { en: rules(lonely) })).toEqual({ kind: 'self_harm' });
    expect(screenWith('my brother used to be so lonely', { en: rules(lonely) })).toEqual({ kind: 'self_harm' });
    const stories = `${lonely}\nnovel\t-400 -400 -400`;
    expect(screenWith('in my novel she is so lonely', { en: rules(stories) })).toBeNull();
  });

  it('catches unseen crisis wording with the shipped model, and lets denials and everyday words pass', () => {
    for (const text of [
      'honestly whats the point of me anymore, everyone would cope fine',
      'i keep googling how long it takes to bleed out',
      'เหนื่อยกับทุกอย่าง อยากหลับไปเลยไม่ต้องตื่น',
      // A crisis, then an everyday question to the oracle: the question must not outvote it.
      'I want to end my life, should I change jobs?',
      'thinking about suicide, will my love life improve?',
      'ไม่อยากมีชีวิตอยู่แล้ว ควรเปลี่ยนงานไหม',
    ]) {
      expect(screen(text), text).toEqual({ kind: 'self_harm' });
    }
    for (const text of [
      'i dont want to die without seeing paris, will i travel this year',
      'this deadline is killing me, will my boss notice',
      'ไม่อยากตายก่อนได้เจอหลาน ลูกสาวจะมีลูกไหม',
    ]) {
      expect(screen(text), text).toBeNull();
    }
  });
});

// The app's own words: every other sentence of the interface trained the model as everyday (fixture-train-neutral-*),
// the other half, chosen the same way here, measures false alarms on plain text (docs/care.md).
describe("the interface's own words", () => {
  const CRISIS_WORDS =
    /suicid|self-harm|ฆ่าตัวตาย|ทำร้ายตัวเอง|1323|1669|help line|สายด่วน|อันตราย|danger|hurt|threat|emergency|ฉุกเฉิน|ขู่/i;
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

  // Vite reads the files at build time: common/ stays free of node:fs, even in its tests.
  const interfaceFiles = import.meta.glob<Record<string, unknown>>('../../web/i18n/*/*.json', {
    eager: true,
    import: 'default',
  });

  it.each(['en', 'th'])('raise no help in %s, but for at most 1 in 100 of the half never trained on', (language) => {
    const all = Object.keys(interfaceFiles)
      .filter((file) => file.includes(`/i18n/${language}/`) && !file.includes('care'))
      .sort()
      .flatMap((file) => strings(interfaceFiles[file]));
    const texts = [
      ...new Set(
        all.map((text) =>
          text
            .replace(/\{\{[^}]+\}\}/g, '')
            .replace(/[`\\$]/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      ),
    ].filter((text) => text.length > 8 && !CRISIS_WORDS.test(text));
    const unseen = texts.filter((_, i) => i % 2 === 1);
    const alarms = unseen.filter((text) => screen(text));
    expect(unseen.length).toBeGreaterThan(250);
    expect(alarms.length, alarms.join(' | ')).toBeLessThanOrEqual(unseen.length / 100);
  });
});
