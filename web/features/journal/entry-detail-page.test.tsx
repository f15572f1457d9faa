import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '#common/schemas/journal.ts';
import type { Question } from '#common/schemas/questions.ts';
import { journalEntryQueryOptions } from '#web/api/journal.ts';
import { categoriesQueryOptions, questionQueryOptions } from '#web/api/questions.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { journalEntry } from '#web/test/journal-entry.ts';
import { EntryDetailPage } from './entry-detail-page.tsx';

function renderDetail(stored: JournalEntry, seed: (client: QueryClient) => void = () => {}) {
  // No server in jsdom: the entry is seeded in the cache; any call fails as if offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(categoriesQueryOptions().queryKey, [
    { id: '1f0e8d5c-0000-4000-8000-000000000002', name: 'Personal Growth', name_th: 'การเติบโตภายใน' },
  ]);
  queryClient.setQueryData(journalEntryQueryOptions(stored.id).queryKey, stored);
  seed(queryClient);
  const router = createMemoryRouter([{ path: '/journal/:id', element: <EntryDetailPage /> }], {
    initialEntries: [`/journal/${stored.id}`],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('entry detail', () => {
  it('shows the entry under its own title, without Last edit when never edited', async () => {
    renderDetail(journalEntry());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ice and patience' })).toBeInTheDocument();
    expect(document.title).toBe('Ice and patience');
    expect(screen.getByText('Friday, February 14, 2025')).toBeInTheDocument();
    expect(screen.getByText('Personal Growth')).toBeInTheDocument();
    const meta = screen.getByTestId('entry-meta');
    expect(meta).toHaveTextContent(/^Created on Feb 14, 2025, .+ • Mood: 🌈 Hopeful$/);
    expect(meta).not.toHaveTextContent('Last edit');
    expect(screen.getByText('First line')).toBeInTheDocument();
    expect(screen.getByText('Second line')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Entry' })).toHaveAttribute(
      'href',
      '/journal?edit=9b2d7c1a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    );
    expect(screen.getByRole('link', { name: 'Back to Journal' })).toHaveAttribute('href', '/journal-list');
  });

  it('adds Last edit once the entry was updated', async () => {
    renderDetail(journalEntry({ updated_at: '2025-02-15T09:30:00.000Z' }));
    expect(await screen.findByTestId('entry-meta')).toHaveTextContent(' • Last edit: Feb 15, 2025');
  });

  it('shows the linked reading’s question and response when it loads', async () => {
    const reading: Question = {
      id: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
      question_text: 'Will the ice hold?',
      answer_text: 'You drew: The Ice Shelf\nIt holds.',
      status: 'answered',
      created_at: '2025-02-13T12:00:00.000Z',
      answered_at: '2025-02-13T12:00:02.000Z',
      spent_tokens: 1,
      category: null,
      card: { key: 'ice-shelf', name: 'The Ice Shelf', name_th: 'ชั้นน้ำแข็ง' },
    };
    renderDetail(
      journalEntry({ question_id: reading.id, card_key: 'ice-shelf', card_meaning: reading.answer_text }),
      (client) => client.setQueryData(questionQueryOptions(reading.id).queryKey, reading),
    );
    expect(await screen.findByRole('heading', { name: 'Original Question' })).toBeInTheDocument();
    expect(screen.getByText('Will the ice hold?')).toBeInTheDocument();
    expect(screen.getByText("Oracle's Response:")).toBeInTheDocument();
    expect(screen.getByText('Linked Reading')).toBeInTheDocument();
  });

  it('falls back to the stored card when the linked reading cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDetail(
      journalEntry({
        question_id: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
        card_key: 'ice-shelf',
        card_meaning: 'You drew: The Ice Shelf\nIt holds.',
        mini_reflection: 'Reflection on reading from February 13, 2025',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Linked Reading: The Ice Shelf' })).toBeInTheDocument();
    expect(screen.getByText('Reflection on reading from February 13, 2025')).toBeInTheDocument();
    // Logged by an effect, which runs once the failed state is on screen.
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('asks before deleting, and clicking outside does not dismiss the question', async () => {
    renderDetail(journalEntry());
    // The open dialog makes the page behind it inert (pointer-events: none), as in a browser.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: 'Delete Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Journal Entry' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this journal entry? This action cannot be undone.',
    );
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Delete Journal Entry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
