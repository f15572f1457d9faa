import { describe, expect, it } from 'vitest';
import {
  DEV_EN_ROUND_6,
  DEV_EN_ROUND_7,
  DEV_EN_ROUND_8,
  HELD_OUT_EN,
  HELD_OUT_EN_3,
  HELD_OUT_EN_4,
  HELD_OUT_EN_PART_4,
  HELD_OUT_EN_PART_5,
  HELD_OUT_EN_PART_6,
  TUNED_EN,
  TUNED_EN_EVERYDAY,
  TUNED_EN_ROUND_2,
  TUNED_EN_ROUND_3,
  TUNED_EN_ROUND_4,
  TUNED_EN_ROUND_5,
} from './fixture-en.ts';
import {
  DEV_TH_ROUND_6,
  DEV_TH_ROUND_7,
  DEV_TH_ROUND_8,
  HELD_OUT_TH,
  HELD_OUT_TH_2,
  HELD_OUT_TH_3,
  HELD_OUT_TH_PART_4,
  HELD_OUT_TH_PART_5,
  HELD_OUT_TH_PART_6,
  TUNED_TH,
  TUNED_TH_EVERYDAY,
  TUNED_TH_ROUND_2,
  TUNED_TH_ROUND_4,
  TUNED_TH_ROUND_5,
} from './fixture-th.ts';
import { INDEPENDENT_EN } from './fixture-independent-en.ts';
import { INDEPENDENT_TH } from './fixture-independent-th.ts';
import { BLIND_EN } from './fixture-blind-en.ts';
import { BLIND_TH } from './fixture-blind-th.ts';
import { BLIND_2_EN } from './fixture-blind-2-en.ts';
import { BLIND_2_TH } from './fixture-blind-2-th.ts';
import { BLIND_4_EN } from './fixture-blind-4-en.ts';
import { BLIND_4_TH } from './fixture-blind-4-th.ts';
import { BLIND_5_EN } from './fixture-blind-5-en.ts';
import { BLIND_5_TH } from './fixture-blind-5-th.ts';
import { BLIND_6_EN } from './fixture-blind-6-en.ts';
import { BLIND_6_TH } from './fixture-blind-6-th.ts';
import { BLIND_7_EN } from './fixture-blind-7-en.ts';
import { BLIND_8_EN } from './fixture-blind-8-en.ts';
import { BLIND_8_TH } from './fixture-blind-8-th.ts';
import { BLIND_9_EN } from './fixture-blind-9-en.ts';
import { BLIND_9_TH } from './fixture-blind-9-th.ts';
import { BLIND_10_EN } from './fixture-blind-10-en.ts';
import { BLIND_10_TH } from './fixture-blind-10-th.ts';
import { BLIND_11_EN } from './fixture-blind-11-en.ts';
import { BLIND_11_TH } from './fixture-blind-11-th.ts';
import { BLIND_12_EN } from './fixture-blind-12-en.ts';
import { BLIND_12_TH } from './fixture-blind-12-th.ts';
import { BLIND_13_EN } from './fixture-blind-13-en.ts';
import { BLIND_13_TH } from './fixture-blind-13-th.ts';
import { BLIND_14_EN } from './fixture-blind-14-en.ts';
import { BLIND_14_TH } from './fixture-blind-14-th.ts';
import { BLIND_15_EN } from './fixture-blind-15-en.ts';
import { BLIND_15_TH } from './fixture-blind-15-th.ts';
import { BLIND_16_EN } from './fixture-blind-16-en.ts';
import { BLIND_16_TH } from './fixture-blind-16-th.ts';
import { BLIND_17_EN } from './fixture-blind-17-en.ts';
import { BLIND_17_TH } from './fixture-blind-17-th.ts';
import { BLIND_18_EN } from './fixture-blind-18-en.ts';
import { BLIND_18_TH } from './fixture-blind-18-th.ts';
import { BLIND_19_EN } from './fixture-blind-19-en.ts';
import { BLIND_19_TH } from './fixture-blind-19-th.ts';
import { TRAINED_ON } from './model-params.ts';
import { digestOf, TRAINING_EN, TRAINING_OPTIONS, TRAINING_TH } from './training.ts';
import { normalise } from './normalise.ts';
import { RULES_EN } from './rules-en.ts';
import { RULES_TH } from './rules-th.ts';
import { screenWith } from './screen-core.ts';
import { CARE_KINDS, type CareKind, screen } from './screen.ts';

// The curated rules alone, without the model (model.test.ts tests the model and how the two combine).
const RULES_ONLY = { en: { ...RULES_EN, model: undefined }, th: { ...RULES_TH, model: undefined } };
const byRules = (text: string) => screenWith(text, RULES_ONLY);

type Case = { text: string; label: CareKind | null };
const LABELS = { S: 'self_harm', A: 'abuse', E: 'emergency', '-': null } as const;

function parse(...blocks: string[]): Case[] {
  return blocks
    .join('\n')
    .split('\n')
    .filter((line) => /^[SAE-]\|/.test(line))
    .map((line) => ({ label: LABELS[line[0] as keyof typeof LABELS], text: line.slice(2) }));
}

type Scores = {
  recall: Record<CareKind | 'all', [number, number]>;
  falseAlarms: [number, number];
  missed: string[];
  alarms: string[];
};

function score(cases: Case[]): Scores {
  const recall = { all: [0, 0], self_harm: [0, 0], abuse: [0, 0], emergency: [0, 0] } as Scores['recall'];
  const falseAlarms: [number, number] = [0, 0];
  const missed: string[] = [];
  const alarms: string[] = [];
  for (const { text, label } of cases) {
    const result = screen(text);
    if (label) {
      for (const key of ['all', label] as const) {
        recall[key][1] += 1;
        if (result) recall[key][0] += 1;
      }
      if (!result) missed.push(`${label}: ${text}`);
    } else {
      falseAlarms[1] += 1;
      if (result) {
        falseAlarms[0] += 1;
        alarms.push(`${result.kind}: ${text}`);
      }
    }
  }
  return { recall, falseAlarms, missed, alarms };
}

const pct = ([hit, total]: [number, number]) => `${hit}/${total} (${((100 * hit) / Math.max(total, 1)).toFixed(1)} %)`;

function report(name: string, s: Scores): void {
  const kinds = CARE_KINDS.map((kind) => `${kind} ${pct(s.recall[kind])}`).join(', ');
  console.info(
    `${name}: recall ${pct(s.recall.all)} [${kinds}]; false alarms ${pct(s.falseAlarms)}` +
      (s.missed.length ? `\n  missed: ${s.missed.join(' | ')}` : '') +
      (s.alarms.length ? `\n  false alarms: ${s.alarms.join(' | ')}` : ''),
  );
}

// The blind sets of both languages, in the order they were written (the seventh, English only, is tested below): each
// was written by authors who saw neither the rules, the model nor any other fixture, and scored before it was read.
const BLIND_SETS = {
  blind: ['the first blind set', BLIND_EN, BLIND_TH],
  blind2: ['the second blind set', BLIND_2_EN, BLIND_2_TH],
  blind4: ['the fourth blind set', BLIND_4_EN, BLIND_4_TH],
  blind5: ['the fifth blind set', BLIND_5_EN, BLIND_5_TH],
  blind6: ['the sixth blind set', BLIND_6_EN, BLIND_6_TH],
  blind8: ['the eighth blind set', BLIND_8_EN, BLIND_8_TH],
  blind9: ['the ninth blind set', BLIND_9_EN, BLIND_9_TH],
  blind10: ['the tenth blind set', BLIND_10_EN, BLIND_10_TH],
  blind11: ['the eleventh blind set', BLIND_11_EN, BLIND_11_TH],
  blind12: ['the twelfth blind set', BLIND_12_EN, BLIND_12_TH],
  blind13: ['the thirteenth blind set', BLIND_13_EN, BLIND_13_TH],
  blind14: ['the fourteenth blind set', BLIND_14_EN, BLIND_14_TH],
  blind15: ['the fifteenth blind set', BLIND_15_EN, BLIND_15_TH],
  blind16: ['the sixteenth blind set', BLIND_16_EN, BLIND_16_TH],
  blind17: ['the seventeenth blind set', BLIND_17_EN, BLIND_17_TH],
  blind18: ['the eighteenth blind set', BLIND_18_EN, BLIND_18_TH],
  blind19: ['the nineteenth blind set', BLIND_19_EN, BLIND_19_TH],
} as const;

// The development sets: every part the rules were tuned on, including the parts once held out and the independent
// set (another author's, tuned on since 2026-11-25, so no longer independent). Held-out part 6 was never tuned on.
const SETS = {
  en: {
    dev: {
      tuned: parse(TUNED_EN, TUNED_EN_EVERYDAY, TUNED_EN_ROUND_2, TUNED_EN_ROUND_3, TUNED_EN_ROUND_4, TUNED_EN_ROUND_5),
      'once held out, parts 1-5': parse(
        HELD_OUT_EN,
        HELD_OUT_EN_3,
        HELD_OUT_EN_4,
        HELD_OUT_EN_PART_4,
        HELD_OUT_EN_PART_5,
      ),
      'once independent': parse(INDEPENDENT_EN),
      'rounds 6-8': parse(DEV_EN_ROUND_6, DEV_EN_ROUND_7, DEV_EN_ROUND_8),
    },
    heldOut: parse(HELD_OUT_EN_PART_6),
  },
  th: {
    dev: {
      tuned: parse(TUNED_TH, TUNED_TH_EVERYDAY, TUNED_TH_ROUND_2, TUNED_TH_ROUND_4, TUNED_TH_ROUND_5),
      'once held out, parts 1-5': parse(
        HELD_OUT_TH,
        HELD_OUT_TH_2,
        HELD_OUT_TH_3,
        HELD_OUT_TH_PART_4,
        HELD_OUT_TH_PART_5,
      ),
      'once independent': parse(INDEPENDENT_TH),
      'rounds 6-8': parse(DEV_TH_ROUND_6, DEV_TH_ROUND_7, DEV_TH_ROUND_8),
    },
    heldOut: parse(HELD_OUT_TH_PART_6),
  },
};

// Measured on 2026-11-26 with the rules and the model together (docs/care.md): crisis caught per kind and false
// alarms, as counts. Raise them when the screening improves; never lower them below what it achieves.
const FLOORS = {
  en: {
    dev: { self_harm: 367, abuse: 138, emergency: 114, falseAlarms: 0 }, // of 367, 138, 114 and 512 everyday
    heldOut: { self_harm: 22, abuse: 7, emergency: 8, falseAlarms: 0 }, // of 22, 8, 8 and 32 everyday
    blind: { self_harm: 80, abuse: 30, emergency: 20, falseAlarms: 0 }, // of 80, 30, 20 and 130 everyday
    blind2: { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind4: { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind5: { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind6: { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind8: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind9: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind10: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 3 }, // of 144, 48, 48 and 240 everyday
    blind11: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind12: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind13: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind14: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind15: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 1 }, // of 144, 48, 48 and 240 everyday
    blind16: { self_harm: 128, abuse: 46, emergency: 44, falseAlarms: 3 }, // of 144, 48, 48 and 240 everyday
    blind17: { self_harm: 128, abuse: 46, emergency: 47, falseAlarms: 6 }, // of 144, 48, 48 and 240 everyday
    blind18: { self_harm: 122, abuse: 43, emergency: 46, falseAlarms: 5 }, // of 144, 48, 48 and 240 everyday
    blind19: { self_harm: 126, abuse: 45, emergency: 45, falseAlarms: 1 }, // of 144, 48, 48 and 240 everyday
  },
  th: {
    dev: { self_harm: 294, abuse: 116, emergency: 97, falseAlarms: 0 }, // of 294, 116, 97 and 432 everyday
    heldOut: { self_harm: 22, abuse: 8, emergency: 8, falseAlarms: 0 }, // of 22, 8, 8 and 27 everyday
    blind: { self_harm: 80, abuse: 30, emergency: 20, falseAlarms: 0 }, // of 80, 30, 20 and 130 everyday
    blind2: { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind4: { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind5: { self_harm: 72, abuse: 23, emergency: 23, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind6: { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 }, // of 72, 24, 24 and 120 everyday
    blind8: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 1 }, // of 144, 48, 48 and 240 everyday
    blind9: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 2 }, // of 144, 48, 48 and 240 everyday
    blind10: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind11: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind12: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind13: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind14: { self_harm: 144, abuse: 47, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind15: { self_harm: 144, abuse: 48, emergency: 48, falseAlarms: 0 }, // of 144, 48, 48 and 240 everyday
    blind16: { self_harm: 128, abuse: 43, emergency: 44, falseAlarms: 2 }, // of 144, 48, 48 and 240 everyday
    blind17: { self_harm: 123, abuse: 46, emergency: 43, falseAlarms: 2 }, // of 144, 48, 48 and 240 everyday
    blind18: { self_harm: 132, abuse: 45, emergency: 48, falseAlarms: 4 }, // of 144, 48, 48 and 240 everyday
    blind19: { self_harm: 141, abuse: 48, emergency: 44, falseAlarms: 1 }, // of 144, 48, 48 and 240 everyday
  },
};

type Floors = Record<CareKind, number> & { falseAlarms: number };

/** Scores a set, prints its figures and holds them to their floors. */
function expectFloors(name: string, cases: Case[], floors: Floors): void {
  const s = score(cases);
  report(name, s);
  for (const kind of CARE_KINDS) expect(s.recall[kind][0], `${kind} caught`).toBeGreaterThanOrEqual(floors[kind]);
  expect(s.falseAlarms[0], 'false alarms').toBeLessThanOrEqual(floors.falseAlarms);
}

// English only, written to measure the self-injury rule on wording nobody had read (docs/care.md); trained on since.
it('keeps the measured figures on the seventh blind set (English)', () => {
  // of 72, 24, 24 and 120 everyday
  expectFloors('en blind7', parse(BLIND_7_EN), { self_harm: 72, abuse: 24, emergency: 24, falseAlarms: 0 });
});

it('ships a model trained on the training sets and options of today (npm run care:train after changing them)', () => {
  expect(digestOf([...TRAINING_EN, ...TRAINING_TH], TRAINING_OPTIONS)).toBe(TRAINED_ON);
});

describe.each(['en', 'th'] as const)('screening the %s fixture', (language) => {
  const { dev, heldOut } = SETS[language];
  const all = [...Object.values(dev).flat(), ...heldOut];

  it('holds at least 150 questions, about half of them everyday ones, each once, with a held-out part', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((c) => c.label === null).length / all.length).toBeGreaterThanOrEqual(0.45);
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    // The team's questions are each written once (the other author's set may repeat a few of them).
    const team = all.filter((c) => !dev['once independent'].includes(c));
    expect(new Set(team.map((c) => c.text)).size).toBe(team.length);
  });

  it('keeps the measured recall per kind and false alarms on the development sets (at most 1 in 40)', () => {
    for (const [name, cases] of Object.entries(dev)) report(`${language} dev: ${name}`, score(cases));
    const s = score(Object.values(dev).flat());
    report(`${language} dev, all`, s);
    const floors = FLOORS[language].dev;
    for (const kind of CARE_KINDS) {
      expect(s.recall[kind][0], `${kind} caught`).toBeGreaterThanOrEqual(floors[kind]);
      expect(s.recall[kind][0] / s.recall[kind][1], `${kind} recall`).toBeGreaterThanOrEqual(0.95);
    }
    expect(s.falseAlarms[0], 'false alarms').toBeLessThanOrEqual(floors.falseAlarms);
    expect(s.falseAlarms[0] / s.falseAlarms[1], 'false-alarm rate').toBeLessThanOrEqual(1 / 40);
  }, 60_000); // about a thousand questions: generous on a busy machine

  // Never tuned on when first scored. The held-out part and the sixteenth to nineteenth blind sets are still never
  // trained on, and their floors are the model shipped (docs/care.md). Blind sets 1 to 15 were trained on after they
  // were scored (training.ts), so their floors now guard against forgetting.
  it.each([
    ['the held-out part', 'heldOut', heldOut] as const,
    ...Object.entries(BLIND_SETS).map(
      ([part, [name, en, th]]) => [name, part as keyof typeof BLIND_SETS, parse(language === 'en' ? en : th)] as const,
    ),
  ])('keeps the measured figures on %s', (_name, part, cases) => {
    expectFloors(`${language} ${part}`, cases, FLOORS[language][part]);
  });
});

describe('screen', () => {
  it('names the kind of help: self-harm, abuse, emergency', () => {
    expect(screen('I want to kill myself')).toEqual({ kind: 'self_harm' });
    expect(screen('my husband hits me')).toEqual({ kind: 'abuse' });
    expect(screen('I took too many pills')).toEqual({ kind: 'emergency' });
    expect(screen('ไม่อยากมีชีวิตอยู่แล้ว')).toEqual({ kind: 'self_harm' });
    expect(screen('Will I get the job?')).toBeNull();
  });

  it('puts an emergency first when words point to both', () => {
    expect(screen('I want to die so I took too many pills')).toEqual({ kind: 'emergency' });
  });

  it('sees through zero-width characters, case, spacing, repeated letters and Thai without spaces', () => {
    expect(screen('I WANT TO K\u200bILL   MYSELF')).toEqual({ kind: 'self_harm' });
    expect(screen('i want to diiiiieeee')).toEqual({ kind: 'self_harm' });
    expect(screen('อยาก ตาย ยย')).toEqual({ kind: 'self_harm' });
    expect(screen('ไม่อยาก มี ชีวิต อยู่')).toEqual({ kind: 'self_harm' });
  });

  it('reads Thai intensifiers and idioms as everyday words', () => {
    for (const text of ['หิวจะตาย', 'ร้อนจะตาย', 'ฆ่าเวลารอเครื่อง', 'ควรจบความสัมพันธ์นี้ไหม', 'อยากรู้จะตาย']) {
      expect(screen(text), text).toBeNull();
    }
  });

  it('combines words of intent and of ending life found near each other, in order, unless negated', () => {
    expect(byRules('honestly I would love to just lie down and not wake up')).toEqual({ kind: 'self_harm' });
    expect(byRules('I want to stop being alive')).toEqual({ kind: 'self_harm' });
    expect(byRules('I do not want to stop being alive')).toBeNull();
    expect(byRules('I would love to lie down and not wake up until noon')).toBeNull();
    expect(byRules('ครอบครัวคงสบายขึ้นถ้าไม่มีฉัน')).toEqual({ kind: 'self_harm' });
    expect(byRules('my chest feels tight and heavy')).toEqual({ kind: 'emergency' });
  });

  it('looks for exclusions only around the words that matched, not in the whole text', () => {
    expect(byRules('my chest feels tight before my exam')).toBeNull();
    expect(byRules('ถ้าไม่มีฉันไปเที่ยวสักอาทิตย์ ครอบครัวคงสบายขึ้น')).toBeNull();
    expect(byRules('I want to stop being alive. We adopted a puppy last year and my dog is lovely.')).toEqual({
      kind: 'self_harm',
    });
  });

  it('reads slang, typos and missing apostrophes, and keeps idioms, hair dye and parties everyday', () => {
    for (const text of ['wanna kms tbh', 'i wnat to dei', 'i dont wanna wake up tmrw', 'i started cutting again']) {
      expect(screen(text), text).toEqual({ kind: 'self_harm' });
    }
    expect(screen('he wont let me leave the apartment')).toEqual({ kind: 'abuse' });
    expect(screen('my baby isnt breathing')).toEqual({ kind: 'emergency' });
    for (const text of ['i want to dye my hair red', 'อายแทบตายที่ปาร์ตี้', 'my phone is about to die lol']) {
      expect(screen(text), text).toBeNull();
    }
  });

  it("lets a keyword about someone else's past, or a story, pass", () => {
    expect(screen('my brother used to self harm as a teen, will his new job work out')).toBeNull();
    expect(screen('i self harm when i am stressed')).toEqual({ kind: 'self_harm' });
    expect(screen('เมื่อก่อนน้องเคยทำร้ายตัวเอง ตอนนี้ดีขึ้นแล้ว')).toBeNull();
  });

  it('screens mixed languages whatever the interface language', () => {
    expect(screen('เครียดมาก I want to end my life')).toEqual({ kind: 'self_harm' });
  });
});

describe('normalise', () => {
  it('applies NFC, lower case, single spaces, and drops apostrophes ("don\u2019t", "dont" and "don\'t" read alike)', () => {
    expect(normalise('  Don\u2019t   CAFE\u0301 ')).toBe('dont café');
    expect(normalise("he'll")).toBe(normalise('hell'));
  });
});
