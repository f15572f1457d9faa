import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '#common/schemas/questions.ts';
import { questionQueryOptions } from '#web/api/questions.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { ReadingPage } from './reading-page.tsx';

const id = '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11';
const reading = (story: Question['card_story']): Question => ({
  id,
  question_text: 'Should I take the new job?',
  answer_text: 'You drew: The Slide\n\nWhy waddle when you can glide?',
  status: 'answered',
  created_at: '2026-03-10T08:00:00.000Z',
  answered_at: '2026-03-10T08:00:05.000Z',
  spent_tokens: 1,
  category: null,
  card: { key: 'the-slide', name: 'The Slide', name_th: 'ไถลลื่นบนหิมะ' },
  card_story: story,
});

function renderReading(question: Question) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(questionQueryOptions(id).queryKey, question);
  const router = createMemoryRouter([{ path: '/reading/:id', element: <ReadingPage /> }], {
    initialEntries: [`/reading/${id}`],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['reading']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading page card story', () => {
  it('tells how often the card came, linking to the card', async () => {
    renderReading(reading({ times: 3 }));
    const story = await screen.findByTestId('card-story');
    expect(story).toHaveTextContent('The Slide has come to you 3 times in the past month.');
    expect(screen.getByRole('link', { name: 'The Slide has come to you 3 times in the past month.' })).toHaveAttribute(
      'href',
      '/cards/the-slide',
    );
  });

  it('says nothing the first time a card comes', async () => {
    renderReading(reading(null));
    expect(await screen.findByText('Why waddle when you can glide?')).toBeInTheDocument();
    expect(screen.queryByTestId('card-story')).not.toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    await i18n.changeLanguage('th');
    await loadNamespaces(['reading']);
    renderReading(reading({ times: 2 }));
    expect(await screen.findByTestId('card-story')).toHaveTextContent('ไพ่ “ไถลลื่นบนหิมะ” มาหาคุณแล้ว 2 ครั้งในเดือนที่ผ่านมา');
  });
});
