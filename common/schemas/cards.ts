import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { THEMES } from '../oracle.ts';

// Messages are i18n keys (under `validation.`), so these schemas stay language-neutral.

// One formatter per time zone, built on first use: building one costs more than the rest of a card-of-the-day request.
// Only zones the runtime knows are kept, keyed in lower case as the runtime reads them ('asia/BANGKOK' is Bangkok), so
// the map holds at most the few hundred IANA zones.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  const key = zone.toLowerCase();
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * Whether the runtime knows `zone` as an IANA time zone ('Asia/Bangkok', 'UTC'). Offsets like '+07:00' are refused:
 * a member's day follows their zone's rules, daylight saving included.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone)) return false;
  try {
    dayFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The member's local day 'YYYY-MM-DD' at `instant` in `zone` (an IANA zone, checked by `isTimeZone`). */
export function localDay(instant: Date, zone: string): string {
  const parts = dayFormat(zone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const TimeZoneSchema = z
  .string()
  .max(64, 'validation.timeZoneInvalid')
  .refine(isTimeZone, 'validation.timeZoneInvalid');

/** `?tz=Area/City`: the member's time zone; without one the day is UTC's. */
export const TodayQuerySchema = z.object({ tz: TimeZoneSchema.optional() });
export type TodayQuery = z.infer<typeof TodayQuerySchema>;

/** A card key in a path: any short string; an unknown one answers 404. */
export const CardKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });

const ThemeSchema = z.enum(THEMES);

/** A card as the library lists it, in the request's language. */
export const CardSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  keywords: z.array(z.string()),
  themes: z.array(ThemeSchema),
});
export type CardSummary = z.infer<typeof CardSummarySchema>;

export const CardListSchema = z.object({ cards: z.array(CardSummarySchema) });
export type CardList = z.infer<typeof CardListSchema>;

/** The whole card: message, guidance for each category theme, affirmation. */
export const CardDetailSchema = CardSummarySchema.extend({
  message: z.string(),
  guidance: z.record(ThemeSchema, z.string()),
  affirmation: z.string(),
});
export type CardDetail = z.infer<typeof CardDetailSchema>;

/** GET /api/cards/{key}: the card and this member's story with it. */
export const CardPageSchema = z.object({
  card: CardDetailSchema,
  counts: z.object({
    readings: z.number().int(),
    daily: z.number().int(),
    total: z.number().int(),
    last_drawn_at: z.string().nullable(),
  }),
  readings: z.array(z.object({ id: z.uuid(), question_text: z.string(), created_at: z.string() })),
  journal_entries: z.array(z.object({ id: z.uuid(), title: z.string(), entry_date: z.string() })),
});
export type CardPage = z.infer<typeof CardPageSchema>;

/** GET /api/cards/today: the member's card of their local day, drawn on the first call. */
export const DailyCardSchema = z.object({
  day: z.string(),
  card: CardDetailSchema,
  note: z.string().nullable(),
  streak: z.number().int(),
});
export type DailyCard = z.infer<typeof DailyCardSchema>;

/** PUT /api/cards/today/note: one line; an empty note clears it. */
export const DailyNoteInputSchema = z.object({
  note: z
    .string('validation.dailyNoteInvalid')
    .trim()
    .max(LIMITS.dailyNoteMaxLength, 'validation.dailyNoteTooLong')
    .refine((value) => !/[\0\r\n\u2028\u2029]/.test(value), 'validation.dailyNoteOneLine'),
});
export type DailyNoteInput = z.input<typeof DailyNoteInputSchema>;

export const DailyHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  tz: TimeZoneSchema.optional(),
});
export type DailyHistoryQuery = z.infer<typeof DailyHistoryQuerySchema>;

export const DailyHistorySchema = z.object({
  items: z.array(
    z.object({ day: z.string(), card: CardSummarySchema.pick({ key: true, name: true }), note: z.string().nullable() }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  streak: z.number().int(),
});
export type DailyHistory = z.infer<typeof DailyHistorySchema>;

/** GET /api/cards/stats: "Your card story". */
export const CardStatsSchema = z.object({
  top_cards: z.array(z.object({ key: z.string(), name: z.string(), count: z.number().int() })),
  top_themes: z.array(z.object({ theme: ThemeSchema, count: z.number().int() })),
});
export type CardStats = z.infer<typeof CardStatsSchema>;
