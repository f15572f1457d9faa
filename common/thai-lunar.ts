/**
 * The Thai lunar calendar (ปฏิทินจันทรคติไทย) as the official Thai calendars print it (docs/product.md, "Thai lunar
 * date"). Pure and dependency-free, shared by web and server.
 *
 * The rules:
 * - A lunar year has 12 months numbered 1-12 (1 = เดือนอ้าย, 2 = เดือนยี่), starting in November or December. Odd
 *   months have 29 days (15 waxing, 14 waning), even months 30 (15 and 15).
 * - ปีอธิกมาส (adhikamasa, 384 days) repeats month 8: a second month 8 of 30 days ("8-8", เดือน ๘ หลัง); the
 *   Buddhist holy days of months 3, 6 and 8 then move one month later (to 4, 7 and 8-8).
 * - ปีอธิกวาร (adhikavara, 355 days) gives month 7 a 30th day (แรม ๑๕ ค่ำ); a year is never both.
 * - วันพระ: the 8th and 15th waxing day, the 8th waning day and the month's last day.
 * - The animal year (ปีนักษัตร) changes on ขึ้น ๑ ค่ำ เดือน ๕, the start of the Chula Sakarat year.
 * Which years are adhikamasa or adhikavara comes from the Suriyayatra (สุริยยาตร์) reckoning as the court astrologers
 * apply it, and "has not been summed up in a fixed formula" (Thai Wikipedia, ปฏิทินจันทรคติไทย; J. C. Eade, The
 * Calendrical Systems of Mainland South-East Asia, Brill 1995). A bare implementation of the Suriyayatra year rules
 * (horakhun, avoman and tithi thresholds as in Eade) gave another year type than the printed calendar for 53 of the
 * 187 years 1914-2100 (among them 2012, 2016 and 2030-2032), so, to never give a wrong date, the year types below
 * are the published ones: the Thai lunar calendar B.E. 2300-2700 as tabulated by the `holidays` project
 * (github.com/vacanza/holidays, holidays/calendars/thai.py, from myhora.com's calendars and the Department of
 * Provincial Administration circular มท 0310.1/ว4 of 1996).
 * Dates outside the table answer a ThaiLunarRangeError, never a guess.
 */

/** Year types from the lunar year starting in late 1913 (Gregorian 1914) on: n normal, d adhikavara, m adhikamasa. */
const YEAR_TYPES = [
  'dmndmnmnnm', // 1914
  'ndmnmdnmnd', // 1924
  'mndmnmnnmn', // 1934
  'mdnmndmndm', // 1944
  'nnmdmnnmnd', // 1954
  'mnmnnmdnmd', // 1964
  'nmnmndmnnm', // 1974
  'nmndmndmnn', // 1984
  'mnmdnmdnmn', // 1994
  'mndmndmnmn', // 2004
  'nmdnmndmnm', // 2014
  'ndmnnmnmdn', // 2024
  'mdnmnnmnmd', // 2034
  'nmdnmnmndm', // 2044
  'ndmndmnnmn', // 2054
  'mnmdnmndmn', // 2064
  'mndmnnmnmd', // 2074
  'nmdnmnnmdn', // 2084
  'mnmdnmnm', // 2094
].join('');

const FIRST_LUNAR_YEAR = 1914;
/** ขึ้น ๑ ค่ำ เดือน ๑ of the first lunar year in the table: 28 November 1913. */
const FIRST_DAY = Date.UTC(1913, 10, 28) / 86_400_000;

export type ThaiLunarYearType = 'normal' | 'adhikavara' | 'adhikamasa';
const YEAR_TYPE_NAMES = { n: 'normal', d: 'adhikavara', m: 'adhikamasa' } as const;

const YEAR_LENGTH: Record<ThaiLunarYearType, number> = { normal: 354, adhikavara: 355, adhikamasa: 384 };

/** Day number (days since 1970-01-01) of ขึ้น ๑ ค่ำ เดือน ๑ for every lunar year of the table, and one past the end. */
const YEAR_STARTS: number[] = [FIRST_DAY];
for (const code of YEAR_TYPES) {
  YEAR_STARTS.push(YEAR_STARTS.at(-1)! + YEAR_LENGTH[YEAR_TYPE_NAMES[code as keyof typeof YEAR_TYPE_NAMES]]);
}

/** The first and last Gregorian dates (YYYY-MM-DD) the module answers for. */
export const THAI_LUNAR_RANGE = { first: isoOf(FIRST_DAY), last: isoOf(YEAR_STARTS.at(-1)! - 1) } as const;

/** Thrown for a date outside THAI_LUNAR_RANGE or not a real calendar date. */
export class ThaiLunarRangeError extends RangeError {
  constructor(date: string) {
    super(`Thai lunar date out of range: ${date} (known from ${THAI_LUNAR_RANGE.first} to ${THAI_LUNAR_RANGE.last})`);
    this.name = 'ThaiLunarRangeError';
  }
}

/** The twelve animal years, ปีชวด (rat) first. */
export const THAI_YEAR_ANIMALS = [
  { id: 'rat', th: 'ชวด' },
  { id: 'ox', th: 'ฉลู' },
  { id: 'tiger', th: 'ขาล' },
  { id: 'rabbit', th: 'เถาะ' },
  { id: 'naga', th: 'มะโรง' },
  { id: 'snake', th: 'มะเส็ง' },
  { id: 'horse', th: 'มะเมีย' },
  { id: 'goat', th: 'มะแม' },
  { id: 'monkey', th: 'วอก' },
  { id: 'rooster', th: 'ระกา' },
  { id: 'dog', th: 'จอ' },
  { id: 'pig', th: 'กุน' },
] as const;
export type ThaiYearAnimal = (typeof THAI_YEAR_ANIMALS)[number]['id'];

/** The Buddhist holy days and festivals of the lunar calendar, with their Thai and English names. */
export const THAI_HOLY_DAYS = [
  { id: 'makhaBucha', th: 'วันมาฆบูชา', en: 'Makha Bucha' },
  { id: 'visakhaBucha', th: 'วันวิสาขบูชา', en: 'Visakha Bucha' },
  { id: 'asalhaBucha', th: 'วันอาสาฬหบูชา', en: 'Asalha Bucha' },
  { id: 'khaoPhansa', th: 'วันเข้าพรรษา', en: 'Buddhist Lent begins (Khao Phansa)' },
  { id: 'okPhansa', th: 'วันออกพรรษา', en: 'End of Buddhist Lent (Ok Phansa)' },
  { id: 'loyKrathong', th: 'วันลอยกระทง', en: 'Loy Krathong' },
] as const;
export type ThaiHolyDay = (typeof THAI_HOLY_DAYS)[number]['id'];

export interface ThaiLunarDate {
  /** The Gregorian date asked for, YYYY-MM-DD. */
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  phase: 'waxing' | 'waning';
  /** 1-15 waxing; 1-14 or 1-15 waning. */
  day: number;
  /** 1-12; the repeated month of an adhikamasa year is 8 with `secondEighth`. */
  month: number;
  /** True in the second month 8 (เดือน ๘ หลัง, "8-8"). */
  secondEighth: boolean;
  /** 29 or 30. */
  monthLength: number;
  /** The Gregorian year in which this lunar year's months 2-12 fall (its month 1 starts in the year before). */
  lunarYear: number;
  yearType: ThaiLunarYearType;
  animal: ThaiYearAnimal;
  /** วันพระ: the 8th and 15th waxing, the 8th waning and the month's last day. */
  holy: boolean;
  holyDays: ThaiHolyDay[];
}

/** The months of a lunar year in order, with their lengths. */
function monthsOf(type: ThaiLunarYearType) {
  const months: { month: number; secondEighth: boolean; length: number }[] = [];
  for (let month = 1; month <= 12; month++) {
    const length = month % 2 === 0 || (month === 7 && type === 'adhikavara') ? 30 : 29;
    months.push({ month, secondEighth: false, length });
    if (month === 8 && type === 'adhikamasa') months.push({ month: 8, secondEighth: true, length: 30 });
  }
  return months;
}

/** Lengths of the months of the lunar year `lunarYear` (Gregorian numbering), in order: 12 or 13 of 29 or 30 days. */
export function thaiLunarMonthLengths(lunarYear: number): number[] {
  return monthsOf(yearType(lunarYear)).map((month) => month.length);
}

/** The type of the lunar year `lunarYear`; throws ThaiLunarRangeError outside the table. */
export function thaiLunarYearType(lunarYear: number): ThaiLunarYearType {
  return yearType(lunarYear);
}

function yearType(lunarYear: number): ThaiLunarYearType {
  const code = YEAR_TYPES[lunarYear - FIRST_LUNAR_YEAR];
  if (!Number.isInteger(lunarYear) || !code) throw new ThaiLunarRangeError(String(lunarYear));
  return YEAR_TYPE_NAMES[code as keyof typeof YEAR_TYPE_NAMES];
}

/** The holy day of the year falling on this lunar date, the festivals moving a month later in adhikamasa years. */
function holyDaysOn(type: ThaiLunarYearType, month: number, secondEighth: boolean, phase: string, day: number) {
  const leap = type === 'adhikamasa';
  // Asalha Bucha and Khao Phansa fall in the last month 8 of the year: the second one in an adhikamasa year.
  const lastEighth = month === 8 && secondEighth === leap;
  const days: ThaiHolyDay[] = [];
  if (phase === 'waxing' && day === 15) {
    if (month === (leap ? 4 : 3)) days.push('makhaBucha');
    if (month === (leap ? 7 : 6)) days.push('visakhaBucha');
    if (lastEighth) days.push('asalhaBucha');
    if (month === 11) days.push('okPhansa');
    if (month === 12) days.push('loyKrathong');
  }
  if (phase === 'waning' && day === 1 && lastEighth) days.push('khaoPhansa');
  return days;
}

function isoOf(dayNumber: number) {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The Thai lunar date of a Gregorian calendar date given as 'YYYY-MM-DD' (a civil date: take it in the member's
 * time zone with `civilDate`). Throws ThaiLunarRangeError outside THAI_LUNAR_RANGE or for an impossible date.
 */
export function thaiLunarDate(isoDate: string): ThaiLunarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const dayNumber = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000 : NaN;
  if (!match || !Number.isInteger(dayNumber) || isoOf(dayNumber) !== isoDate) throw new ThaiLunarRangeError(isoDate);
  if (dayNumber < YEAR_STARTS[0]! || dayNumber >= YEAR_STARTS.at(-1)!) throw new ThaiLunarRangeError(isoDate);

  let index = 0;
  while (YEAR_STARTS[index + 1]! <= dayNumber) index++;
  const lunarYear = FIRST_LUNAR_YEAR + index;
  const type = yearType(lunarYear);
  let offset = dayNumber - YEAR_STARTS[index]!;
  const months = monthsOf(type);
  let current = months[0]!;
  for (const month of months) {
    current = month;
    if (offset < month.length) break;
    offset -= month.length;
  }
  const phase = offset < 15 ? 'waxing' : 'waning';
  const day = phase === 'waxing' ? offset + 1 : offset - 14;
  const lastDay = offset === current.length - 1;
  // The Chula Sakarat year (and its animal) begins with month 5; months 1-4 still belong to the one before.
  const chulaSakarat = lunarYear - (current.month >= 5 ? 638 : 639);
  return {
    date: isoDate,
    weekday: (((dayNumber + 4) % 7) + 7) % 7,
    phase,
    day,
    month: current.month,
    secondEighth: current.secondEighth,
    monthLength: current.length,
    lunarYear,
    yearType: type,
    animal: THAI_YEAR_ANIMALS[(((chulaSakarat + 10) % 12) + 12) % 12]!.id,
    holy: day === 8 || (phase === 'waxing' && day === 15) || lastDay,
    holyDays: holyDaysOn(type, current.month, current.secondEighth, phase, day),
  };
}

/** The civil date (YYYY-MM-DD) of the instant `date` in `timeZone` (the member's, by default the device's). */
export function civilDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(date)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Gregorian dates (YYYY-MM-DD) of a holy day in the lunar year `lunarYear`. */
export function thaiHolyDayDate(holyDay: ThaiHolyDay, lunarYear: number): string {
  const index = lunarYear - FIRST_LUNAR_YEAR;
  yearType(lunarYear);
  for (let dayNumber = YEAR_STARTS[index]!; dayNumber < YEAR_STARTS[index + 1]!; dayNumber++) {
    const iso = isoOf(dayNumber);
    if (thaiLunarDate(iso).holyDays.includes(holyDay)) return iso;
  }
  throw new ThaiLunarRangeError(String(lunarYear));
}

const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';

/** Writes the Arabic digits of `text` as Thai digits (๐-๙). */
export function toThaiDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => THAI_DIGITS[Number(digit)]!);
}

const THAI_WEEKDAYS = ['วันอาทิตย์', 'วันจันทร์', 'วันอังคาร', 'วันพุธ', 'วันพฤหัสบดี', 'วันศุกร์', 'วันเสาร์'];
const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ENGLISH_ANIMALS: Record<ThaiYearAnimal, string> = {
  rat: 'Rat',
  ox: 'Ox',
  tiger: 'Tiger',
  rabbit: 'Rabbit',
  naga: 'Naga',
  snake: 'Snake',
  horse: 'Horse',
  goat: 'Goat',
  monkey: 'Monkey',
  rooster: 'Rooster',
  dog: 'Dog',
  pig: 'Pig',
};

export interface ThaiLunarFormatOptions {
  /** 'th' writes the date as a Thai calendar prints it; 'en' spells it out in English. */
  language: 'th' | 'en';
  /** Thai text only: Thai digits (๑๕, the default) or Arabic digits (15). */
  numerals?: 'thai' | 'arabic';
  /** With the weekday (default true). */
  weekday?: boolean;
  /** With the animal year (default: true in Thai, false in English). */
  year?: boolean;
}

function englishOrdinal(value: number) {
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(value);
  return `${value}${{ one: 'st', two: 'nd', few: 'rd' }[rule as 'one'] ?? 'th'}`;
}

/**
 * A lunar date as text: 'วันอังคาร ขึ้น ๑๕ ค่ำ เดือน ๑๒ ปีมะเมีย' in Thai, 'Tuesday, 15th waxing day of the 12th month'
 * in English. The second month 8 reads 'เดือน ๘๘' / 'the second 8th month'.
 */
export function formatThaiLunarDate(lunar: ThaiLunarDate, options: ThaiLunarFormatOptions): string {
  const withWeekday = options.weekday ?? true;
  if (options.language === 'en') {
    const month = `${lunar.secondEighth ? 'second ' : ''}${englishOrdinal(lunar.month)}`;
    const text = `${englishOrdinal(lunar.day)} ${lunar.phase} day of the ${month} month`;
    const year = options.year ? `, year of the ${ENGLISH_ANIMALS[lunar.animal]}` : '';
    return `${withWeekday ? `${ENGLISH_WEEKDAYS[lunar.weekday]}, ` : ''}${text}${year}`;
  }
  const month = lunar.secondEighth ? '88' : String(lunar.month);
  const parts = [
    withWeekday ? THAI_WEEKDAYS[lunar.weekday] : '',
    `${lunar.phase === 'waxing' ? 'ขึ้น' : 'แรม'} ${lunar.day} ค่ำ เดือน ${month}`,
    (options.year ?? true) ? `ปี${THAI_YEAR_ANIMALS.find((animal) => animal.id === lunar.animal)!.th}` : '',
  ];
  const text = parts.filter(Boolean).join(' ');
  return options.numerals === 'arabic' ? text : toThaiDigits(text);
}
