import { z } from 'zod';
import { CARE_KINDS } from '../care/kinds.ts';
import { LIMITS } from '../limits.ts';

// Messages are i18n keys (under `validation.`), so these schemas stay language-neutral.

/** The moods of docs/product.md §3.7, in that order; their labels are translated in the web app. */
export const MOODS = [
  'happy',
  'sad',
  'anxious',
  'calm',
  'excited',
  'overwhelmed',
  'peaceful',
  'frustrated',
  'grateful',
  'confused',
  'hopeful',
  'blue',
] as const;
export type Mood = (typeof MOODS)[number];

/** The emoji shown beside each mood's label (docs/product.md §3.7). */
export const MOOD_EMOJI: Record<Mood, string> = {
  happy: '😊',
  sad: '😢',
  anxious: '😰',
  calm: '😌',
  excited: '🤩',
  overwhelmed: '😵',
  peaceful: '🕊️',
  frustrated: '😤',
  grateful: '🙏',
  confused: '😕',
  hopeful: '🌈',
  blue: '😔',
};

export const JOURNAL_LIMITS = {
  titleMaxLength: 200,
  categoryMaxLength: 100,
  cardKeyMaxLength: 100,
  // card_meaning holds the reading's full answer (docs/product.md §4.9 Journal).
  cardMeaningMaxLength: 20_000,
  miniReflectionMaxLength: 1000,
} as const;

/**
 * A real calendar day as 'YYYY-MM-DD' (2026-02-30 is refused). Year 0000 is refused too: PostgreSQL
 * has no year zero.
 */
export const CalendarDateSchema = z.iso
  .date('validation.journalDateInvalid')
  .refine((value) => !value.startsWith('0000'), 'validation.journalDateInvalid');

// PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 instead of a 500.
const noNul = (value: string) => !value.includes('\0');

/** A required, trimmed text: missing, blank and too long each have their own message. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong).refine(noNul, 'validation.textInvalid');

const optionalText = (max: number) =>
  z.string().max(max, 'validation.textTooLong').refine(noNul, 'validation.textInvalid').nullable().optional();

/**
 * The journal form and the body of POST /api/journal and PUT /api/journal/:id (docs/product.md §5.7 Journal:
 * title, content, category, date and mood are required; content at most 3000 characters).
 */
export const JournalEntryInputSchema = z.object({
  title: requiredText(
    JOURNAL_LIMITS.titleMaxLength,
    'validation.journalTitleRequired',
    'validation.journalTitleTooLong',
  ),
  content: requiredText(
    LIMITS.journalContentMaxLength,
    'validation.journalContentRequired',
    'validation.journalContentTooLong',
  ),
  category: requiredText(
    JOURNAL_LIMITS.categoryMaxLength,
    'validation.journalCategoryRequired',
    'validation.journalCategoryTooLong',
  ),
  mood: z.enum(MOODS, 'validation.journalMoodRequired'),
  entry_date: z
    .string('validation.journalDateRequired')
    .min(1, 'validation.journalDateRequired')
    .pipe(CalendarDateSchema),
  question_id: z.uuid('validation.journalLinkInvalid').nullable().optional(),
  card_key: optionalText(JOURNAL_LIMITS.cardKeyMaxLength),
  card_meaning: optionalText(JOURNAL_LIMITS.cardMeaningMaxLength),
  mini_reflection: optionalText(JOURNAL_LIMITS.miniReflectionMaxLength),
});
export type JournalEntryInput = z.input<typeof JournalEntryInputSchema>;
export type JournalEntryValues = z.output<typeof JournalEntryInputSchema>;

/**
 * The journal form (web) as it holds its fields: no mood and no linked reading yet are '', and the box 'Include this
 * in my entry'. Judged by the entry's own rules, so the form says what the server would.
 */
export const JournalFormSchema = z.object({
  ...JournalEntryInputSchema.pick({ title: true, content: true, category: true, entry_date: true }).shape,
  mood: z.union([z.literal(''), z.enum(MOODS)]).pipe(JournalEntryInputSchema.shape.mood),
  question_id: z
    .string()
    .transform((id) => id || null)
    .pipe(JournalEntryInputSchema.shape.question_id.unwrap()),
  include_card: z.boolean(),
});
export type JournalFormValues = z.input<typeof JournalFormSchema>;

/** One journal entry as the member sees it; field names follow docs/product.md §3.6, times are ISO strings. */
export const JournalEntrySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  mood: z.string(),
  entry_date: z.string(),
  question_id: z.uuid().nullable(),
  card_key: z.string().nullable(),
  card_meaning: z.string().nullable(),
  mini_reflection: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/**
 * An entry just saved, with the kind of help its words call for (docs/care.md): the form shows the help card under
 * it. Screened on every save, never stored.
 */
export const JournalSavedSchema = JournalEntrySchema.extend({ care: z.enum(CARE_KINDS).nullable() });
export type JournalSaved = z.infer<typeof JournalSavedSchema>;

/** A row of the journal list (docs/product.md §7.8 Journal entries: List). */
export const JournalListItemSchema = JournalEntrySchema.pick({
  id: true,
  title: true,
  content: true,
  category: true,
  entry_date: true,
  created_at: true,
  question_id: true,
  mood: true,
});
export type JournalListItem = z.infer<typeof JournalListItemSchema>;

// An empty query value (`?category=&from=`) means "no filter", as the list's cleared filters send it.
const emptyMeansAll = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]).optional();

/** GET /api/journal filters: equality on category, entry_date on or after `from` and on or before `to`. */
export const JournalListQuerySchema = z.object({
  category: emptyMeansAll(
    z.string().trim().max(JOURNAL_LIMITS.categoryMaxLength, 'validation.journalCategoryTooLong').refine(noNul),
  ),
  from: emptyMeansAll(CalendarDateSchema),
  to: emptyMeansAll(CalendarDateSchema),
});
export type JournalListQuery = z.infer<typeof JournalListQuerySchema>;
