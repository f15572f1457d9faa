import { describe, expect, it } from 'vitest';
import {
  averageMood,
  isDreamCategory,
  MOON_PHASE_NAMES,
  moodTone,
  moonElongation,
  moonIllumination,
  moonPhase,
  nextFullMoon,
  nextNewMoon,
  sliderLabel,
  sliderValue,
} from './dreams.ts';
import { civilDate } from './thai-lunar.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Published syzygies 2020-2030 (UTC): the full moons of lunar eclipses and the new moons of solar eclipses, from
 * F. Espenak's "Phases of the Moon 2001-2100" (astropixels.com) and the NASA Eclipse Web Site. The test compares
 * them to the day in Bangkok time, and to two hours: an eclipse's published time is its greatest eclipse, which can
 * be up to an hour from the exact syzygy.
 */
const FULL_MOONS = [
  '2020-01-10T19:21Z',
  '2021-05-26T11:14Z',
  '2022-11-08T11:02Z',
  '2023-10-28T20:24Z',
  '2024-03-25T07:00Z',
  '2025-03-14T06:55Z',
  '2025-09-07T18:09Z',
  '2026-03-03T11:38Z',
  '2026-11-24T14:53Z',
  '2027-02-20T23:23Z',
  '2029-06-26T03:22Z',
  '2030-06-15T18:33Z',
];
const NEW_MOONS = [
  '2020-06-21T06:41Z',
  '2021-12-04T07:43Z',
  '2022-04-30T20:28Z',
  '2023-04-20T04:12Z',
  '2024-04-08T18:21Z',
  '2024-10-02T18:49Z',
  '2025-03-29T10:58Z',
  '2026-08-12T17:37Z',
  '2027-08-02T10:05Z',
  '2028-07-22T02:02Z',
  '2029-01-14T17:24Z',
  '2030-06-01T06:21Z',
  '2030-11-25T06:46Z',
];
const bangkokDay = (date: Date) => civilDate(date, 'Asia/Bangkok');

describe('the true moon', () => {
  it('finds the published full moons to the day in Bangkok and names them Full Moon', () => {
    for (const published of FULL_MOONS.map((iso) => new Date(iso))) {
      const found = nextFullMoon(new Date(published.getTime() - 3 * DAY));
      expect(bangkokDay(found), published.toISOString()).toBe(bangkokDay(published));
      expect(Math.abs(found.getTime() - published.getTime())).toBeLessThan(2 * HOUR);
      expect(moonPhase(published)).toBe('Full Moon');
      expect(moonIllumination(published)).toBeGreaterThan(0.99);
    }
  });

  it('finds the published new moons to the day in Bangkok and names them New Moon', () => {
    for (const published of NEW_MOONS.map((iso) => new Date(iso))) {
      const found = nextNewMoon(new Date(published.getTime() - 3 * DAY));
      expect(bangkokDay(found), published.toISOString()).toBe(bangkokDay(published));
      expect(Math.abs(found.getTime() - published.getTime())).toBeLessThan(2 * HOUR);
      expect(moonPhase(published)).toBe('New Moon');
      expect(moonIllumination(published)).toBeLessThan(0.01);
    }
  });

  it('calls the evening of 24 November 2026 in Bangkok Full Moon (the fixed 29.53-day cycle said Waxing Gibbous)', () => {
    expect(moonPhase(new Date('2026-11-24T13:00:00Z'))).toBe('Full Moon');
  });

  it('names the quarters, and the phases in order through a month, each centred on its moment', () => {
    expect(moonPhase(new Date('2025-10-29T16:21:00Z'))).toBe('First Quarter');
    expect(moonPhase(new Date('2024-02-02T23:18:00Z'))).toBe('Last Quarter');
    const newMoon = new Date('2024-04-08T18:21Z').getTime();
    const seen: string[] = [];
    for (let time = newMoon; time < newMoon + 27 * DAY; time += 6 * HOUR) {
      const phase = moonPhase(new Date(time));
      if (seen.at(-1) !== phase) seen.push(phase);
    }
    expect(seen).toEqual(MOON_PHASE_NAMES);
    // 22.5° of elongation is about 1.8 days: a day after the full moon it is still Full Moon, 2.5 days after not.
    const fullMoon = new Date('2024-04-23T23:49Z').getTime();
    expect(moonPhase(new Date(fullMoon + DAY))).toBe('Full Moon');
    expect(moonPhase(new Date(fullMoon + 2.5 * DAY))).toBe('Waning Gibbous');
    expect(moonElongation(new Date(fullMoon))).toBeCloseTo(180, 0);
  });

  it('gives the illuminated fraction: half at the quarters', () => {
    expect(moonIllumination(new Date('2025-10-29T16:21:00Z'))).toBeCloseTo(0.5, 1);
    expect(moonIllumination(new Date('2024-02-02T23:18:00Z'))).toBeCloseTo(0.5, 1);
  });
});

describe('sliderLabel', () => {
  it('gives the SPEC labels for 1-3, 4-7 and 8-10', () => {
    const bands = (slider: 'mood' | 'intensity' | 'clarity') =>
      Array.from({ length: 10 }, (_, index) => sliderLabel(slider, index + 1));
    expect(bands('mood')).toEqual([
      ...Array<string>(3).fill('heavy'),
      ...Array<string>(4).fill('neutral'),
      ...Array<string>(3).fill('light'),
    ]);
    expect(bands('intensity')).toEqual([
      ...Array<string>(3).fill('gentle'),
      ...Array<string>(4).fill('moderate'),
      ...Array<string>(3).fill('intense'),
    ]);
    expect(bands('clarity')).toEqual([
      ...Array<string>(3).fill('foggy'),
      ...Array<string>(4).fill('partial'),
      ...Array<string>(3).fill('vivid'),
    ]);
  });
});

describe('averageMood', () => {
  it('averages to one decimal, counting a missing mood as 5', () => {
    expect(averageMood([{ mood: 8 }, { mood: 3 }, {}])).toBe(5.3);
    expect(averageMood([{ mood: 7 }, { mood: 8 }])).toBe(7.5);
    expect(averageMood([{}])).toBe(5);
  });

  it('treats a mood that is not a number from 1 to 10 as missing', () => {
    expect(averageMood([{ mood: '9' }, { mood: 42 }, { mood: 2 }])).toBe(4);
  });

  it('is null without dreams', () => {
    expect(averageMood([])).toBeNull();
  });
});

describe('moodTone', () => {
  it('is destructive up to 3, primary up to 7 and accent above', () => {
    expect([1, 3, 4, 7, 8, 10].map(moodTone)).toEqual([
      'destructive',
      'destructive',
      'primary',
      'primary',
      'accent',
      'accent',
    ]);
  });
});

describe('sliderValue and isDreamCategory', () => {
  it('keep only values an entry may hold', () => {
    expect(sliderValue(5)).toBe(5);
    expect(sliderValue(0)).toBeUndefined();
    expect(sliderValue(Number.NaN)).toBeUndefined();
    expect(isDreamCategory('nightmare')).toBe(true);
    expect(isDreamCategory('daydream')).toBe(false);
  });
});
