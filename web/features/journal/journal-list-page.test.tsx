import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalListItem } from '#common/schemas/journal.ts';
import type { Category } from '#common/schemas/questions.ts';
import { journalListQueryOptions } from '#web/api/journal.ts';
import { categoriesQueryOptions } from '#web/api/questions.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { JournalListPage } from './journal-list-page.tsx';

// Typing into the search re-filters the list at each key; a busy machine is slow at it.
vi.setConfig({ testTimeout: 30_000 });

const categories: Category[] = [
  { id: '1f0e8d5c-0000-4000-8000-000000000001', name: 'Career & Purpose', name_th: 'การงานและเป้าหมายชีวิต' },
  { id: '1f0e8d5c-0000-4000-8000-000000000002', name: 'Personal Growth', name_th: 'การเติบโตภายใน' },
];

const item = (overrides: Partial<JournalListItem>): JournalListItem => ({
  id: '9b2d7c1a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  title: 'Entry',
  content: 'Content',
  category: 'Personal Growth',
  entry_date: '2025-02-14',
  created_at: '2025-02-14T08:00:00.000Z',
  question_id: null,
  mood: 'calm',
  ...overrides,
});

const entries = [
  item({
    id: '9b2d7c1a-3e4f-4a5b-8c6d-000000000001',
    title: 'Morning Tide',
    content: 'w'.repeat(160),
    category: 'Career & Purpose',
    entry_date: '2025-03-06',
    question_id: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
  }),
  item({ id: '9b2d7c1a-3e4f-4a5b-8c6d-000000000002', title: 'Snow day', content: 'The ICE held firm.' }),
];

function renderList({ list, fetch }: { list?: JournalListItem[]; fetch?: () => Promise<Response> } = {}) {
  // No server in jsdom: the list is seeded in the cache, or calls fail (or hang) as if offline.
  vi.stubGlobal('fetch', vi.fn(fetch ?? (() => Promise.reject(new TypeError('Failed to fetch')))));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(categoriesQueryOptions().queryKey, categories);
  if (list) queryClient.setQueryData(journalListQueryOptions({}).queryKey, list);
  const router = createMemoryRouter([{ path: '/journal-list', element: <JournalListPage /> }], {
    initialEntries: ['/journal-list'],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('journal list', () => {
  it('shows each entry with its date, category, link badge, title and a 150-character preview', async () => {
    renderList({ list: entries });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Journal' })).toBeInTheDocument();
    expect(screen.getByText('Your spiritual journey documented')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Morning Tide' })).toHaveAttribute(
      'href',
      '/journal/9b2d7c1a-3e4f-4a5b-8c6d-000000000001',
    );
    expect(within(first!).getByText('March 6, 2025')).toBeInTheDocument();
    expect(within(first!).getByText('Career & Purpose')).toBeInTheDocument();
    expect(within(first!).getByText('Linked Reading')).toBeInTheDocument();
    expect(within(first!).getByText(`${'w'.repeat(150)}…`)).toBeInTheDocument();
    expect(within(second!).queryByText('Linked Reading')).not.toBeInTheDocument();
    expect(within(second!).getByText('The ICE held firm.')).toBeInTheDocument();
  });

  it('searches titles and content in the browser, ignoring case', async () => {
    const router = renderList({ list: entries });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'ice');
    expect(screen.getByRole('link', { name: 'Snow day' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Morning Tide' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=ice');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(screen.getByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
    expect(screen.getByText('No entries match your current filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getAllByRole('link', { name: /Morning Tide|Snow day/ })).toHaveLength(2);
  });

  it('lists All Categories first', async () => {
    renderList({ list: entries });
    const select = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Categories', 'Career & Purpose', 'Personal Growth']);
  });

  it('invites the first entry when there is none', async () => {
    renderList({ list: [] });
    expect(await screen.findByRole('heading', { name: 'No entries yet' })).toBeInTheDocument();
    expect(screen.getByText('After a reading, tap Save to Journal or create one now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first entry' })).toHaveAttribute('href', '/journal');
  });

  it('shows three skeleton cards while loading', async () => {
    renderList({ fetch: () => new Promise<Response>(() => {}) });
    expect(await screen.findByText('Loading your journal…')).toBeInTheDocument();
    expect(screen.getAllByTestId('journal-skeleton')).toHaveLength(3);
  });
});
