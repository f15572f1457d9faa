import type { JournalEntry } from '#common/schemas/journal.ts';

/** One stored journal entry as the API answers it, for tests that seed the cache or stand in for the server. */
export const journalEntry = (overrides: Partial<JournalEntry> = {}): JournalEntry => ({
  id: '9b2d7c1a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  title: 'Ice and patience',
  content: 'First line\n\nSecond line',
  category: 'Personal Growth',
  mood: 'hopeful',
  entry_date: '2025-02-14',
  question_id: null,
  card_key: null,
  card_meaning: null,
  mini_reflection: null,
  created_at: '2025-02-14T08:00:00.000Z',
  updated_at: '2025-02-14T08:00:00.000Z',
  ...overrides,
});
