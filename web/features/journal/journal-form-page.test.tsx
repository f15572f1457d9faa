import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Category, Question } from '#common/schemas/questions.ts';
import { journalEntryQueryOptions } from '#web/api/journal.ts';
import { categoriesQueryOptions, questionChoicesQueryOptions } from '#web/api/questions.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { journalEntry } from '#web/test/journal-entry.ts';
import { jsonResponse } from '#web/test/json-response.ts';
import { JournalFormPage } from './journal-form-page.tsx';
import { localDateString } from './journal-rules.ts';

const categories: Category[] = [
  { id: '1f0e8d5c-0000-4000-8000-000000000001', name: 'Career & Purpose', name_th: 'การงานและเป้าหมายชีวิต' },
  { id: '1f0e8d5c-0000-4000-8000-000000000002', name: 'Personal Growth', name_th: 'การเติบโตภายใน' },
];

const reading = (overrides: Partial<Question> = {}): Question => ({
  id: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
  question_text: 'What should I focus on at work this month?',
  answer_text: 'You drew: The Huddle\n\nWarmth shared is warmth multiplied.',
  status: 'answered',
  created_at: '2025-03-05T12:00:00.000Z',
  answered_at: '2025-03-05T12:00:02.000Z',
  spent_tokens: 1,
  category: categories[0]!,
  card: { key: 'huddle', name: 'The Huddle', name_th: 'การรวมกลุ่ม' },
  ...overrides,
});

function renderForm(url = '/journal', seed: (client: QueryClient) => void = () => {}) {
  // No server in jsdom: what the page shows is seeded in the cache; any call fails as if offline.
  const fetchSpy = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fetchSpy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(categoriesQueryOptions().queryKey, categories);
  queryClient.setQueryData(questionChoicesQueryOptions().queryKey, []);
  seed(queryClient);
  const router = createMemoryRouter(
    [
      { path: '/journal', element: <JournalFormPage /> },
      { path: '/journal-list', element: <p>journal list</p> },
      { path: '/journal/:id', element: <p>journal entry</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchSpy, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('journal form', () => {
  it('starts a new entry dated today, under one heading', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Journal' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'New Entry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(localDateString());
    expect(screen.getByRole('button', { name: 'Save Entry' })).toBeInTheDocument();
    expect(document.title).toBe('My Journal · Penguin Oracle');
  });

  it('stars Title, Category, Mood and Journal Entry as required, and only those', async () => {
    renderForm();
    await screen.findByRole('heading', { name: 'New Entry' });
    const starred = (label: string) =>
      screen.getAllByText(label, { selector: 'label' })[0]!.querySelector('[aria-hidden="true"]')?.textContent;
    for (const label of ['Title', 'Category', 'Mood', 'Journal Entry']) expect(starred(label), label).toBe('*');
    for (const label of ['Date', 'Link to a past reading (optional)']) expect(starred(label), label).toBeUndefined();
  });

  it('offers the 12 moods with emoji and label', async () => {
    renderForm();
    const mood = await screen.findByRole('combobox', { name: 'Mood' });
    const options = within(mood).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual([
      '😊 Happy',
      '😢 Sad',
      '😰 Anxious',
      '😌 Calm',
      '🤩 Excited',
      '😵 Overwhelmed',
      '🕊️ Peaceful',
      '😤 Frustrated',
      '🙏 Grateful',
      '😕 Confused',
      '🌈 Hopeful',
      '😔 Blue',
    ]);
  });

  it('counts content live and cuts it at 3000 characters', async () => {
    renderForm();
    const content = await screen.findByRole('textbox', { name: 'Journal Entry' });
    expect(screen.getByTestId('journal-counter')).toHaveTextContent('0/3000 characters');
    await userEvent.setup().type(content, 'Calm seas');
    expect(screen.getByTestId('journal-counter')).toHaveTextContent('9/3000 characters');
    // A paste arrives as one input event, as typing does.
    fireEvent.input(content, { target: { value: 'x'.repeat(3100) } });
    expect(content).toHaveValue('x'.repeat(3000));
    expect(screen.getByTestId('journal-counter')).toHaveTextContent('3000/3000 characters');
  });

  it('refuses to save while a required field is empty, without calling the server', async () => {
    const { fetchSpy } = renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Morning tide');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Mood is required.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/journal', expect.anything());
  });

  it('fills a new entry from a reading’s Save to Journal link', async () => {
    const linked = reading();
    renderForm(
      `/journal?questionId=${linked.id}&category=${encodeURIComponent('Career & Purpose')}&title=The%20Huddle`,
      (client) => client.setQueryData(questionChoicesQueryOptions().queryKey, [linked]),
    );
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('The Huddle');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Career & Purpose');
    expect(screen.getByRole('combobox', { name: 'Link to a past reading (optional)' })).toHaveValue(linked.id);
    const panel = screen.getByTestId('card-meaning-panel');
    expect(within(panel).getByText('Card: The Huddle')).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Include this in my entry' })).toBeChecked();
  });

  it('applies the title rule and the category when a reading is picked, and None clears the link', async () => {
    const unnamed = reading({
      id: '0c7a9a51-1b2c-4d3e-8f40-5a6b7c8d9e0f',
      card: null,
      answer_text: 'The card: Still Water\nBe still.',
      category: categories[1]!,
      question_text: 'q'.repeat(70),
    });
    renderForm('/journal', (client) => client.setQueryData(questionChoicesQueryOptions().queryKey, [unnamed]));
    const user = userEvent.setup();
    const link = await screen.findByRole('combobox', { name: 'Link to a past reading (optional)' });
    expect(within(link).getByRole('option', { name: `Mar 5, 2025 – ${'q'.repeat(60)}…` })).toBeInTheDocument();
    await user.selectOptions(link, unnamed.id);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Still Water');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Personal Growth');
    expect(screen.getByTestId('card-meaning-panel')).toBeInTheDocument();
    await user.selectOptions(link, 'None');
    expect(link).toHaveValue('');
    expect(screen.queryByTestId('card-meaning-panel')).not.toBeInTheDocument();
  });

  it('edits a stored entry', async () => {
    const entry = journalEntry({ content: 'Line one\nLine two' });
    renderForm(`/journal?edit=${entry.id}`, (client) =>
      client.setQueryData(journalEntryQueryOptions(entry.id).queryKey, entry),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Journal - Edit Entry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Entry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ice and patience');
    expect(screen.getByRole('combobox', { name: 'Mood' })).toHaveValue('hopeful');
    expect(screen.getByLabelText('Date')).toHaveValue('2025-02-14');
    expect(screen.getByTestId('journal-counter')).toHaveTextContent('17/3000 characters');
    expect(screen.getByRole('button', { name: 'Update Entry' })).toBeInTheDocument();
  });

  it('opens the saved entry with the help its words call for, as the server answered it, or the list without', async () => {
    const entry = journalEntry({ title: 'A hard night', content: 'Some nights I just want to die.', mood: 'sad' });
    for (const care of ['self_harm', null]) {
      const { router } = renderForm(`/journal?edit=${entry.id}`, (client) =>
        client.setQueryData(journalEntryQueryOptions(entry.id).queryKey, entry),
      );
      const fetchSpy = vi.fn(() => jsonResponse({ ...entry, care }));
      vi.stubGlobal('fetch', fetchSpy);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Update Entry' }));
      await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/journal'));
      expect(fetchSpy).toHaveBeenCalledWith(`/api/journal/${entry.id}`, expect.objectContaining({ method: 'PUT' }));
      if (care) {
        expect(router.state.location.pathname).toBe(`/journal/${entry.id}`);
        expect(router.state.location.state).toEqual({ care: 'self_harm' });
      } else {
        expect(router.state.location.pathname).toBe('/journal-list');
      }
      cleanup();
    }
  });
});
