import { describe, expect, it } from 'vitest';
import { LIMITS } from '#common/limits.ts';
import { JournalFormSchema } from '#common/schemas/journal.ts';
import {
  type JournalFormValues,
  type LinkedReading,
  buildEntryPayload,
  cardFieldsFromReading,
  clampContent,
  fieldsFromLink,
  formatCalendarDate,
  localDateString,
  matchesSearch,
  missingRequired,
  readingLinkLabel,
  storedCardName,
  truncate,
} from './journal-rules.ts';

const reading = (overrides: Partial<LinkedReading> = {}): LinkedReading => ({
  id: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
  question_text: 'What should I focus on at work this month?',
  answer_text: 'You drew: The Huddle\n\nWarmth shared is warmth multiplied.',
  created_at: '2025-03-05T12:00:00.000Z',
  card: { key: 'huddle', name: 'The Huddle', name_th: 'การรวมกลุ่ม' },
  category: { id: 'c1', name: 'Career & Purpose', name_th: 'การงานและเป้าหมายชีวิต' },
  ...overrides,
});

const form = (overrides: Partial<JournalFormValues> = {}): JournalFormValues => ({
  entry_date: '2025-03-06',
  title: 'A quiet morning',
  category: 'Career & Purpose',
  mood: 'calm',
  question_id: '',
  content: 'I listened more than I spoke.',
  include_card: true,
  ...overrides,
});

const reflection = (date: string) => `Reflection on reading from ${date}`;

describe('the title rule when a reading is linked', () => {
  it('takes the card name after "drew:" and the reading’s category', () => {
    expect(fieldsFromLink(reading(), { title: '' })).toEqual({
      title: 'The Huddle',
      category: 'Career & Purpose',
    });
  });

  it('also finds the name after "card:" and "pulled:", whatever their case', () => {
    expect(fieldsFromLink(reading({ answer_text: 'Your CARD: Still Water.\nBreathe.' }), { title: '' }).title).toBe(
      'Still Water',
    );
    expect(fieldsFromLink(reading({ answer_text: 'I pulled: The Tide' }), { title: '' }).title).toBe('The Tide');
  });

  it('falls back to the first 50 characters of the question and an ellipsis', () => {
    const question = 'Will the long winter on the ice end before the spring migration begins?';
    expect(fieldsFromLink(reading({ answer_text: 'Be patient.', question_text: question }), { title: '' }).title).toBe(
      `${question.slice(0, 50)}…`,
    );
  });

  it('keeps a title the member already wrote', () => {
    expect(fieldsFromLink(reading(), { title: 'My own title' })).toEqual({ category: 'Career & Purpose' });
  });

  it('leaves the category alone for a reading without one', () => {
    expect(fieldsFromLink(reading({ category: null }), { title: 'x' })).toEqual({});
  });
});

describe('the entry payload', () => {
  it('stores the card, the full answer and the reflection when a reading is linked and included', () => {
    const linked = reading();
    const payload = buildEntryPayload(form({ question_id: linked.id }), cardFieldsFromReading(linked, reflection));
    expect(payload).toEqual({
      title: 'A quiet morning',
      content: 'I listened more than I spoke.',
      category: 'Career & Purpose',
      mood: 'calm',
      entry_date: '2025-03-06',
      question_id: linked.id,
      card_key: 'huddle',
      card_meaning: linked.answer_text,
      mini_reflection: 'Reflection on reading from 2025-03-05T12:00:00.000Z',
    });
  });

  it('uses the name the title rule finds when the reading names no card', () => {
    const linked = reading({ card: null, answer_text: 'You drew: Moon Watch\nRest now.' });
    const payload = buildEntryPayload(form({ question_id: linked.id }), cardFieldsFromReading(linked, reflection));
    expect(payload.card_key).toBe('Moon Watch');
    expect(payload.card_meaning).toBe('You drew: Moon Watch\nRest now.');
  });

  it('stores no card when the box is unticked, when nothing is linked, or when the reading has no answer yet', () => {
    const linked = reading();
    const card = cardFieldsFromReading(linked, reflection);
    const nulls = { card_key: null, card_meaning: null, mini_reflection: null };
    expect(buildEntryPayload(form({ question_id: linked.id, include_card: false }), card)).toMatchObject({
      question_id: linked.id,
      ...nulls,
    });
    expect(buildEntryPayload(form({ question_id: '' }), card)).toMatchObject({ question_id: null, ...nulls });
    expect(cardFieldsFromReading(reading({ answer_text: null }), reflection)).toBeNull();
  });

  it('trims the title', () => {
    expect(buildEntryPayload(form({ title: '  Dawn  ' }), null).title).toBe('Dawn');
  });
});

describe('required fields', () => {
  it('lists every empty required field', () => {
    expect(missingRequired(form())).toEqual([]);
    expect(missingRequired(form({ title: '   ', mood: '', content: '' }))).toEqual(['title', 'content', 'mood']);
  });

  it('judges the form with the shared schema and its message keys', () => {
    // Each field's first message, as the form shows it.
    const validateForm = (values: JournalFormValues) => {
      const result = JournalFormSchema.safeParse(values);
      if (result.success) return null;
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return errors;
    };
    expect(validateForm(form())).toBeNull();
    expect(validateForm(form({ title: '', mood: '', category: '', entry_date: '', content: ' ' }))).toEqual({
      title: 'validation.journalTitleRequired',
      content: 'validation.journalContentRequired',
      category: 'validation.journalCategoryRequired',
      mood: 'validation.journalMoodRequired',
      entry_date: 'validation.journalDateRequired',
    });
    expect(validateForm(form({ entry_date: '2025-02-30' }))).toEqual({ entry_date: 'validation.journalDateInvalid' });
  });
});

describe('content limit', () => {
  it('cuts content at 3000 characters', () => {
    expect(clampContent('a'.repeat(3100))).toHaveLength(LIMITS.journalContentMaxLength);
    expect(clampContent('short')).toBe('short');
  });
});

describe('previews and labels', () => {
  it('cuts at the limit and adds an ellipsis only when longer', () => {
    expect(truncate('a'.repeat(150), 150)).toBe('a'.repeat(150));
    expect(truncate('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}…`);
    expect(truncate('b'.repeat(201), 200)).toBe(`${'b'.repeat(200)}…`);
    expect(truncate(null, 10)).toBe('');
  });

  it('never splits an emoji', () => {
    expect(truncate('🐧🐧🐧', 2)).toBe('🐧🐧…');
  });

  it('labels a reading with its date and the first 60 characters of its question', () => {
    const long = 'q'.repeat(61);
    expect(readingLinkLabel({ question_text: long, created_at: '2025-03-05T12:00:00.000Z' }, 'en')).toBe(
      `Mar 5, 2025 – ${'q'.repeat(60)}…`,
    );
    expect(readingLinkLabel({ question_text: 'Short?', created_at: '2025-03-05T12:00:00.000Z' }, 'en')).toBe(
      'Mar 5, 2025 – Short?',
    );
  });

  it('labels in Thai with Buddhist-era years', () => {
    expect(readingLinkLabel({ question_text: 'งาน', created_at: '2025-03-05T12:00:00.000Z' }, 'th')).toMatch(/2568/);
  });

  it('shows a calendar date as that very day, whatever the time zone', () => {
    expect(formatCalendarDate('2025-01-01', 'en')).toBe('January 1, 2025');
    expect(formatCalendarDate('2025-12-31', 'th')).toContain('2568');
  });

  it('knows today in the member’s own calendar', () => {
    expect(localDateString(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
    expect(localDateString(new Date(2025, 11, 31, 0, 1))).toBe('2025-12-31');
  });

  it('names a stored card as its stored answer does, else by the deck, else as stored', () => {
    expect(storedCardName('huddle', 'ไพ่ที่คุณจั่วได้: การรวมกลุ่ม\nข้อความ')).toBe('การรวมกลุ่ม');
    expect(storedCardName('huddle', 'No marker here.')).toBe('The Huddle');
    expect(storedCardName('Something else', null)).toBe('Something else');
  });
});

describe('text search', () => {
  const entry = { title: 'Morning Tide', content: 'The ICE held firm today.' };

  it('matches title or content, ignoring case', () => {
    expect(matchesSearch(entry, 'tide')).toBe(true);
    expect(matchesSearch(entry, 'ice held')).toBe(true);
    expect(matchesSearch(entry, 'MORNING')).toBe(true);
    expect(matchesSearch(entry, 'storm')).toBe(false);
  });

  it('matches everything when the search is blank', () => {
    expect(matchesSearch(entry, '   ')).toBe(true);
  });
});
