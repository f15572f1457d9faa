import { describe, expect, it } from 'vitest';
import {
  averageMood,
  isDreamCategory,
  LUNAR_CYCLE_DAYS,
  moodTone,
  moonAge,
  moonPhase,
  REFERENCE_NEW_MOON,
  sliderLabel,
  sliderValue,
} from './dreams.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAfterReference = (days: number) => new Date(REFERENCE_NEW_MOON + days * DAY);

describe('moonPhase', () => {
  it('names real new moons and quarters as New Moon, First Quarter and Last Quarter', () => {
    expect(moonPhase(new Date('2024-01-11T11:57:00Z'))).toBe('New Moon');
    expect(moonPhase(new Date('2025-01-29T12:36:00Z'))).toBe('New Moon');
    expect(moonPhase(new Date('2026-01-18T19:52:00Z'))).toBe('New Moon');
    expect(moonPhase(new Date('2025-10-29T16:21:00Z'))).toBe('First Quarter');
    expect(moonPhase(new Date('2024-02-02T23:18:00Z'))).toBe('Last Quarter');
  });

  it('calls the night after the 25 January 2024 full moon Full Moon (SPEC band 15-17 days)', () => {
    expect(moonPhase(new Date('2024-01-26T18:00:00Z'))).toBe('Full Moon');
  });

  it('applies the SPEC §4 thresholds on the age in days', () => {
    const cases: [number, string][] = [
      [0, 'New Moon'],
      [1.99, 'New Moon'],
      [2, 'Waxing Crescent'],
      [6.99, 'Waxing Crescent'],
      [7, 'First Quarter'],
      [9.99, 'First Quarter'],
      [10, 'Waxing Gibbous'],
      [14.99, 'Waxing Gibbous'],
      [15, 'Full Moon'],
      [16.99, 'Full Moon'],
      [17, 'Waning Gibbous'],
      [21.99, 'Waning Gibbous'],
      [22, 'Last Quarter'],
      [24.99, 'Last Quarter'],
      [25, 'Waning Crescent'],
      [29.5, 'Waning Crescent'],
    ];
    for (const [days, phase] of cases) expect(moonPhase(daysAfterReference(days)), `${days} days`).toBe(phase);
  });

  it('repeats every 29.53 days, before the reference date too', () => {
    expect(moonAge(daysAfterReference(LUNAR_CYCLE_DAYS * 3 + 16))).toBeCloseTo(16, 6);
    expect(moonAge(daysAfterReference(-1))).toBeCloseTo(LUNAR_CYCLE_DAYS - 1, 6);
    expect(moonPhase(daysAfterReference(-1))).toBe('Waning Crescent');
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
