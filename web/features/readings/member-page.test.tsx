import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '#common/schemas/questions.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { answerPreview } from './format.ts';
import { MemberPage } from './member-page.tsx';
import { jsonResponse } from '#web/test/json-response.ts';

const answered: Question = {
  id: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
  question_text: 'Should I take the new job?',
  answer_text: 'You drew: The Slide\n\nWhy waddle when you can glide?\n\nAffirmation: “I let joy carry me.”',
  status: 'answered',
  created_at: '2026-03-10T08:00:00.000Z',
  answered_at: '2026-03-10T08:00:05.000Z',
  spent_tokens: 1,
  category: null,
  card: { key: 'the-slide', name: 'The Slide', name_th: 'สไลด์' },
};

const today = {
  day: '2026-03-11',
  card: {
    key: 'huddle',
    name: 'The Huddle',
    keywords: ['community', 'warmth'],
    themes: ['family'],
    message: 'Together is warmer.',
    guidance: {},
    affirmation: 'I belong.',
  },
  note: null,
  streak: 3,
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['member', 'reading', 'cards']);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/questions/recent') return jsonResponse([answered]);
      if (path === '/api/cards/today') return jsonResponse(today);
      if (path === '/api/cards/stats') {
        return jsonResponse({
          top_cards: [{ key: 'the-slide', name: 'The Slide', count: 4 }],
          top_themes: [{ theme: 'career', count: 3 }],
        });
      }
      return Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMemberPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/member', element: <MemberPage /> }], { initialEntries: ['/member'] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('member area', () => {
  it('shows the card of the day with its streak and a link to it', async () => {
    renderMemberPage();
    const panel = (await screen.findByRole('heading', { name: 'Card of the day' })).closest('section')!;
    expect(await within(panel).findByTestId('today-card-name')).toHaveTextContent('The Huddle');
    expect(within(panel).getByText('Streak: 3 days in a row')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open today’s card' })).toHaveAttribute('href', '/cards/today');
  });

  it('shows each recent answer’s question above a preview whose card line stands on its own', async () => {
    renderMemberPage();
    const question = await screen.findByTestId('recent-question');
    expect(question).toHaveTextContent('Should I take the new job?');
    const preview = question.nextElementSibling!;
    expect(preview.textContent).toMatch(/^You drew: The Slide\nWhy waddle when you can glide\?/);
  });

  it('tells the member’s card story', async () => {
    renderMemberPage();
    const story = (await screen.findByRole('heading', { name: 'Your card story' })).closest('section')!;
    expect(await within(story).findByRole('link', { name: /The Slide 4 times/ })).toHaveAttribute(
      'href',
      '/cards/the-slide',
    );
    expect(within(story).getByText('Career')).toBeInTheDocument();
    expect(within(story).getByText('3 questions')).toBeInTheDocument();
  });
});

describe('answer previews', () => {
  it('put the card line and the message on lines of their own, cut at the limit', () => {
    expect(answerPreview(answered.answer_text, 40)).toBe('You drew: The Slide\nWhy waddle when you…');
    expect(answerPreview(null, 10)).toBe('');
  });
});
