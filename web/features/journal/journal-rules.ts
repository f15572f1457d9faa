import { LIMITS } from '#common/limits.ts';
import { CARDS, CARD_NAME_MARKERS, titleFromReading } from '#common/oracle.ts';
import {
  MOODS,
  type JournalEntry,
  type JournalEntryInput,
  type JournalFormValues,
  type Mood,
} from '#common/schemas/journal.ts';
import type { Category, Question } from '#common/schemas/questions.ts';
import { dateTimeFormat } from '#web/lib/intl.ts';

/** docs/product.md §9.1 previews and labels. */
export const JOURNAL_PREVIEW_LENGTH = 150;
export const CARD_MEANING_PREVIEW_LENGTH = 200;
export const LINK_LABEL_QUESTION_LENGTH = 60;
export const SKELETON_CARDS = 3;

/** The reading fields the journal uses (the link picker's and the detail page's reads). */
export type LinkedReading = Pick<Question, 'id' | 'question_text' | 'answer_text' | 'created_at' | 'card' | 'category'>;

/** What the journal form holds; `question_id` is '' for 'None', `mood` '' until one is chosen. */
export type { JournalFormValues };

/** The three fields a linked reading adds to an entry when 'Include this in my entry' is ticked. */
export type CardFields = Pick<JournalEntry, 'card_key' | 'card_meaning' | 'mini_reflection'>;

export const isMood = (value: string): value is Mood => (MOODS as readonly string[]).includes(value);

/** The first `max` characters (whole characters, so an emoji is never split), with an ellipsis when cut. */
export function truncate(text: string | null | undefined, max: number) {
  const value = (text ?? '').trim();
  const characters = Array.from(value);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : value;
}

/** docs/product.md §5.7: content is capped at 3000 characters by truncating what is typed or pasted. */
export function clampContent(value: string) {
  return value.slice(0, LIMITS.journalContentMaxLength);
}

/** The local calendar day as 'YYYY-MM-DD': the member's today, not UTC's. */
export function localDateString(date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A calendar date 'YYYY-MM-DD' in the interface language, read as that very day in every time zone. */
export function formatCalendarDate(value: string, language: string, dateStyle: 'medium' | 'long' | 'full' = 'long') {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return dateTimeFormat(language, { dateStyle, timeZone: 'UTC' }).format(date);
}

/** An instant (ISO time) as a date in the member's time zone. */
export function formatDay(iso: string, language: string, dateStyle: 'medium' | 'long' = 'long') {
  return dateTimeFormat(language, { dateStyle }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: string) {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** docs/product.md §9.1 link picker: the reading's date and the first 60 characters of its question, with an ellipsis if longer. */
export function readingLinkLabel(reading: Pick<LinkedReading, 'question_text' | 'created_at'>, language: string) {
  return `${formatDay(reading.created_at, language, 'medium')} – ${truncate(reading.question_text, LINK_LABEL_QUESTION_LENGTH)}`;
}

/**
 * docs/product.md §4.9 Journal: linking a reading pre-fills its category (the canonical English name) and, when the
 * title is empty, the title rule. Returns only the fields that change.
 */
export function fieldsFromLink(
  reading: Pick<LinkedReading, 'answer_text' | 'question_text' | 'category'>,
  current: Pick<JournalFormValues, 'title'>,
): Partial<Pick<JournalFormValues, 'title' | 'category'>> {
  const changes: Partial<Pick<JournalFormValues, 'title' | 'category'>> = {};
  if (reading.category) changes.category = reading.category.name;
  if (!current.title.trim()) changes.title = titleFromReading(reading.answer_text, reading.question_text);
  return changes;
}

/**
 * The card fields a linked reading stores: its card's key (or the name the title rule finds), the full
 * answer, and 'Reflection on reading from {date}'. A reading without an answer has nothing to include.
 */
export function cardFieldsFromReading(
  reading: Pick<LinkedReading, 'answer_text' | 'question_text' | 'created_at' | 'card'>,
  reflectionFor: (readingDate: string) => string,
): CardFields | null {
  const answer = reading.answer_text;
  if (!answer?.trim()) return null;
  return {
    card_key: reading.card?.key ?? titleFromReading(answer, reading.question_text),
    card_meaning: answer,
    mini_reflection: reflectionFor(reading.created_at),
  };
}

/**
 * The body of POST/PUT /api/journal from a valid form: with a linked reading and the box ticked it carries
 * the card fields, otherwise those three are null (docs/product.md §4.9 Journal).
 */
export function buildEntryPayload(values: JournalFormValues, card: CardFields | null): JournalEntryInput {
  const questionId = values.question_id || null;
  const include = Boolean(questionId && values.include_card && card);
  return {
    title: values.title.trim(),
    content: values.content,
    category: values.category,
    mood: values.mood as Mood,
    entry_date: values.entry_date,
    question_id: questionId,
    card_key: include ? card!.card_key : null,
    card_meaning: include ? card!.card_meaning : null,
    mini_reflection: include ? card!.mini_reflection : null,
  };
}

const REQUIRED_FIELDS = ['title', 'content', 'category', 'entry_date', 'mood'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** docs/product.md §5.7 Journal: title, content, category, date and mood must all be non-empty. */
export function missingRequired(values: JournalFormValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((name) => !values[name].trim());
}

/** docs/product.md §5.7: the list's text search runs in the browser on title and content, case-insensitively. */
export function matchesSearch(entry: Pick<JournalEntry, 'title' | 'content'>, search: string) {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return entry.title.toLocaleLowerCase().includes(needle) || entry.content.toLocaleLowerCase().includes(needle);
}

/** A stored category name in the interface language; a name no active category has is shown as stored. */
export function displayCategory(name: string, categories: Category[] | undefined, language: string) {
  const category = categories?.find((candidate) => candidate.name === name);
  if (!category) return name;
  return language === 'th' ? category.name_th : category.name;
}

const MARKER_LINE = new RegExp(
  `(?:${CARD_NAME_MARKERS.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[ \\t]*([^\\n]+)`,
  'i',
);

/**
 * The card name of a stored 'Linked Reading' panel: as the stored answer names it (so it matches the text
 * beneath), else the deck's name for a stored key, else the stored value itself.
 */
export function storedCardName(cardKey: string, cardMeaning: string | null) {
  const named = cardMeaning
    ? MARKER_LINE.exec(cardMeaning)?.[1]
        ?.trim()
        .replace(/[.\s]+$/, '')
    : undefined;
  if (named) return named;
  return CARDS.find((card) => card.key === cardKey)?.name ?? cardKey;
}
