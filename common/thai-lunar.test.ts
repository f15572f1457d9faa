import { describe, expect, it } from 'vitest';
import { nextFullMoon } from './dreams.ts';
import {
  civilDate,
  formatThaiLunarDate,
  THAI_LUNAR_RANGE,
  thaiHolyDayDate,
  thaiLunarDate,
  ThaiLunarRangeError,
  thaiLunarMonthLengths,
  thaiLunarYearType,
  toThaiDigits,
} from './thai-lunar.ts';

/**
 * Published dates of the lunar holidays, written out as data (not computed by the module under test).
 * Sources: for 2020-2026, the Thai cabinet's yearly public-holiday announcements as reported (for example
 * nationthailand.com, 2022-12-15, for 2023: Makha Bucha 6 March, Visakha Bucha 3 June, Asarnha Bucha 1 August;
 * kapook.com, 2026-01-27: the 15th waxing day of month 3 is 2 February 2026, and Makha Bucha falls on the 15th waxing
 * day of month 4). 2027-2030 are not announced yet: those dates follow the published B.E. 2300-2700 year-type table
 * (vacanza/holidays, holidays/calendars/thai.py, after myhora.com), worked out by a separate script from that table,
 * so they check the month arithmetic rather than the table.
 */
const PUBLISHED: Record<number, [makha: string, visakha: string, asalha: string, loyKrathong: string]> = {
  2020: ['2020-02-08', '2020-05-06', '2020-07-05', '2020-10-31'],
  2021: ['2021-02-26', '2021-05-26', '2021-07-24', '2021-11-19'],
  2022: ['2022-02-16', '2022-05-15', '2022-07-13', '2022-11-08'],
  2023: ['2023-03-06', '2023-06-03', '2023-08-01', '2023-11-27'],
  2024: ['2024-02-24', '2024-05-22', '2024-07-20', '2024-11-15'],
  2025: ['2025-02-12', '2025-05-11', '2025-07-10', '2025-11-05'],
  2026: ['2026-03-03', '2026-05-31', '2026-07-29', '2026-11-24'],
  2027: ['2027-02-21', '2027-05-20', '2027-07-18', '2027-11-13'],
  2028: ['2028-02-10', '2028-05-08', '2028-07-06', '2028-11-01'],
  2029: ['2029-02-27', '2029-05-27', '2029-07-25', '2029-11-20'],
  2030: ['2030-02-17', '2030-05-16', '2030-07-14', '2030-11-09'],
};

describe('thaiLunarDate', () => {
  it('reads 24 November 2026 as Tuesday, ขึ้น ๑๕ ค่ำ เดือน ๑๒, ปีมะเมีย, วันพระ and Loy Krathong', () => {
    expect(thaiLunarDate('2026-11-24')).toEqual({
      date: '2026-11-24',
      weekday: 2,
      phase: 'waxing',
      day: 15,
      month: 12,
      secondEighth: false,
      monthLength: 30,
      lunarYear: 2026,
      yearType: 'adhikamasa',
      animal: 'horse',
      holy: true,
      holyDays: ['loyKrathong'],
    });
  });

  for (const [year, [makha, visakha, asalha, loy]] of Object.entries(PUBLISHED)) {
    it(`places the ${year} holy days on their published dates`, () => {
      const lunarYear = Number(year);
      expect(thaiHolyDayDate('makhaBucha', lunarYear)).toBe(makha);
      expect(thaiHolyDayDate('visakhaBucha', lunarYear)).toBe(visakha);
      expect(thaiHolyDayDate('asalhaBucha', lunarYear)).toBe(asalha);
      expect(thaiHolyDayDate('loyKrathong', lunarYear)).toBe(loy);
      for (const [date, id] of [
        [makha, 'makhaBucha'],
        [visakha, 'visakhaBucha'],
        [asalha, 'asalhaBucha'],
        [loy, 'loyKrathong'],
      ] as const) {
        const lunar = thaiLunarDate(date);
        expect(lunar.holyDays).toEqual([id]);
        expect(lunar).toMatchObject({ phase: 'waxing', day: 15, holy: true });
      }
      // Khao Phansa is the day after Asalha Bucha; Ok Phansa one lunar month (29 days) before Loy Krathong.
      expect(thaiHolyDayDate('khaoPhansa', lunarYear)).toBe(shift(asalha, 1));
      expect(thaiHolyDayDate('okPhansa', lunarYear)).toBe(shift(loy, -29));
    });
  }

  it('moves the holy days a month later in a leap-month year and names the second month 8', () => {
    // 2026 repeats month 8: 2 February is the 15th waxing of month 3, not Makha Bucha.
    expect(thaiLunarDate('2026-02-02')).toMatchObject({ month: 3, phase: 'waxing', day: 15, holyDays: [] });
    expect(thaiLunarDate('2026-03-03')).toMatchObject({ month: 4, day: 15, holyDays: ['makhaBucha'] });
    expect(thaiLunarDate('2026-06-29')).toMatchObject({ month: 8, secondEighth: false, day: 15, holyDays: [] });
    expect(thaiLunarDate('2026-07-29')).toMatchObject({ month: 8, secondEighth: true, holyDays: ['asalhaBucha'] });
    expect(thaiLunarDate('2026-07-30')).toMatchObject({ phase: 'waning', day: 1, holyDays: ['khaoPhansa'] });
  });

  it('ends odd months on the 14th waning day and even months on the 15th, both วันพระ', () => {
    // Month 11 of 2026 ends on 9 November (29 days), month 12 on 9 December (30 days).
    expect(thaiLunarDate('2026-11-09')).toMatchObject({ month: 11, phase: 'waning', day: 14, holy: true });
    expect(thaiLunarDate('2026-11-10')).toMatchObject({ month: 12, phase: 'waxing', day: 1, holy: false });
    expect(thaiLunarDate('2026-12-09')).toMatchObject({ month: 12, phase: 'waning', day: 15, holy: true });
    expect(thaiLunarDate('2026-12-10')).toMatchObject({ month: 1, day: 1, lunarYear: 2027 });
    expect(thaiLunarDate('2026-11-17')).toMatchObject({ phase: 'waxing', day: 8, holy: true });
    expect(thaiLunarDate('2026-12-02')).toMatchObject({ phase: 'waning', day: 8, holy: true });
    expect(thaiLunarDate('2026-11-18')).toMatchObject({ holy: false });
  });

  it('gives month 7 a 30th day in a leap-day year (2025), never in others', () => {
    expect(thaiLunarYearType(2025)).toBe('adhikavara');
    const seventhEnd = thaiLunarDate('2025-06-25');
    expect(seventhEnd).toMatchObject({ month: 7, phase: 'waning', day: 15, monthLength: 30, holy: true });
    expect(thaiLunarDate('2024-07-05')).toMatchObject({ month: 7, phase: 'waning', day: 14, monthLength: 29 });
  });

  it('has the published month lengths and year lengths', () => {
    const normal = [29, 30, 29, 30, 29, 30, 29, 30, 29, 30, 29, 30];
    const leapDay = [29, 30, 29, 30, 29, 30, 30, 30, 29, 30, 29, 30];
    const leapMonth = [29, 30, 29, 30, 29, 30, 29, 30, 30, 29, 30, 29, 30];
    expect(thaiLunarMonthLengths(2022)).toEqual(normal);
    expect(thaiLunarMonthLengths(2024)).toEqual(normal);
    expect(thaiLunarMonthLengths(2020)).toEqual(leapDay);
    expect(thaiLunarMonthLengths(2025)).toEqual(leapDay);
    expect(thaiLunarMonthLengths(2023)).toEqual(leapMonth);
    expect(thaiLunarMonthLengths(2026)).toEqual(leapMonth);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    for (let year = 1914; year <= 2101; year++) {
      expect([354, 355, 384]).toContain(sum(thaiLunarMonthLengths(year)));
    }
  });

  it('changes the animal year on ขึ้น ๑ ค่ำ เดือน ๕', () => {
    expect(thaiLunarDate('2026-03-18')).toMatchObject({ month: 4, animal: 'snake' });
    expect(thaiLunarDate('2026-03-19')).toMatchObject({ month: 5, day: 1, animal: 'horse' });
    expect(thaiLunarDate('2020-06-01').animal).toBe('rat');
    expect(thaiLunarDate('2031-06-01').animal).toBe('pig');
  });

  it('answers every day from 1914 to 2100 with a consistent day count', () => {
    let previous = thaiLunarDate(THAI_LUNAR_RANGE.first);
    expect(previous).toMatchObject({ month: 1, phase: 'waxing', day: 1, lunarYear: 1914 });
    for (let time = Date.parse(THAI_LUNAR_RANGE.first) + DAY; time <= Date.parse('2100-12-31'); time += DAY) {
      const next = thaiLunarDate(new Date(time).toISOString().slice(0, 10));
      const expected =
        previous.phase === 'waxing' && previous.day < 15
          ? { phase: 'waxing', day: previous.day + 1 }
          : previous.phase === 'waxing'
            ? { phase: 'waning', day: 1 }
            : previous.day + 15 < previous.monthLength
              ? { phase: 'waning', day: previous.day + 1 }
              : { phase: 'waxing', day: 1 };
      expect(next, next.date).toMatchObject(expected);
      expect(next.weekday).toBe((previous.weekday + 1) % 7);
      previous = next;
    }
  });

  it('keeps every ขึ้น ๑๕ ค่ำ from 1914 to 2100 within a day before or two after the true full moon in Bangkok', () => {
    // The rule-based calendar is not the astronomical one, but a wrong year type would drift it by a day each year
    // and a lost leap month by a whole month.
    const offsets = new Set<number>();
    for (let time = Date.parse(THAI_LUNAR_RANGE.first); time <= Date.parse('2100-12-31'); time += DAY) {
      const lunar = thaiLunarDate(new Date(time).toISOString().slice(0, 10));
      if (lunar.phase !== 'waxing' || lunar.day !== 15) continue;
      const fullMoon = civilDate(nextFullMoon(new Date(time - 4 * DAY)), 'Asia/Bangkok');
      const offset = (Date.parse(fullMoon) - time) / DAY;
      expect(offset, lunar.date).toBeGreaterThanOrEqual(-1);
      expect(offset, lunar.date).toBeLessThanOrEqual(2);
      offsets.add(offset);
    }
    expect([...offsets].sort()).toEqual([-1, 0, 1, 2]);
  });

  it('refuses dates outside its table or not on the calendar with a clear error', () => {
    expect(() => thaiLunarDate('1900-01-01')).toThrow(ThaiLunarRangeError);
    expect(() => thaiLunarDate('1913-11-27')).toThrow(/out of range: 1913-11-27 \(known from 1913-11-28/);
    expect(() => thaiLunarDate('2102-01-01')).toThrow(ThaiLunarRangeError);
    expect(() => thaiLunarDate('2026-02-30')).toThrow(ThaiLunarRangeError);
    expect(() => thaiLunarDate('24/11/2026')).toThrow(ThaiLunarRangeError);
    expect(() => thaiLunarYearType(1913)).toThrow(ThaiLunarRangeError);
    expect(thaiLunarDate('2100-12-31').lunarYear).toBe(2101);
  });
});

describe('civilDate', () => {
  it('takes the date in the given time zone', () => {
    const instant = new Date('2026-11-24T20:00:00Z');
    expect(civilDate(instant, 'Asia/Bangkok')).toBe('2026-11-25');
    expect(civilDate(instant, 'America/New_York')).toBe('2026-11-24');
  });
});

describe('formatThaiLunarDate', () => {
  it('writes the date as a Thai calendar does, with Thai or Arabic numerals, and in English', () => {
    const loyKrathong = thaiLunarDate('2026-11-24');
    expect(formatThaiLunarDate(loyKrathong, { language: 'th' })).toBe('วันอังคาร ขึ้น ๑๕ ค่ำ เดือน ๑๒ ปีมะเมีย');
    expect(formatThaiLunarDate(loyKrathong, { language: 'th', numerals: 'arabic' })).toBe(
      'วันอังคาร ขึ้น 15 ค่ำ เดือน 12 ปีมะเมีย',
    );
    expect(formatThaiLunarDate(loyKrathong, { language: 'th', weekday: false, year: false })).toBe('ขึ้น ๑๕ ค่ำ เดือน ๑๒');
    expect(formatThaiLunarDate(loyKrathong, { language: 'en' })).toBe('Tuesday, 15th waxing day of the 12th month');
    expect(formatThaiLunarDate(loyKrathong, { language: 'en', weekday: false, year: true })).toBe(
      '15th waxing day of the 12th month, year of the Horse',
    );
  });

  it('names the second month 8 and the waning days', () => {
    const khaoPhansa = thaiLunarDate('2026-07-30');
    expect(formatThaiLunarDate(khaoPhansa, { language: 'th' })).toBe('วันพฤหัสบดี แรม ๑ ค่ำ เดือน ๘๘ ปีมะเมีย');
    expect(formatThaiLunarDate(khaoPhansa, { language: 'en' })).toBe(
      'Thursday, 1st waning day of the second 8th month',
    );
    expect(formatThaiLunarDate(thaiLunarDate('2026-11-26'), { language: 'en', weekday: false })).toBe(
      '2nd waning day of the 12th month',
    );
  });
});

describe('toThaiDigits', () => {
  it('writes Thai digits', () => {
    expect(toThaiDigits('ขึ้น 15 ค่ำ เดือน 12')).toBe('ขึ้น ๑๕ ค่ำ เดือน ๑๒');
    expect(toThaiDigits(2569)).toBe('๒๕๖๙');
  });
});

const DAY = 86_400_000;
function shift(iso: string, days: number) {
  return new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);
}
