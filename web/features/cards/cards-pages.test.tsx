import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardDetail, CardList, CardPage as CardPageData, DailyCard, DailyHistory } from '#common/schemas/cards.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { CardPage } from './card-page.tsx';
import { LibraryPage } from './library-page.tsx';
import { TodayPage } from './today-page.tsx';
import { jsonResponse } from '#web/test/json-response.ts';

const slide: CardDetail = {
  key: 'the-slide',
  name: 'The Slide',
  keywords: ['play', 'ease', 'joy', 'flow'],
  themes: ['wellbeing', 'general'],
  message: 'Sometimes the quickest way down the hill is on your belly.',
  guidance: {
    love: 'Love guidance.',
    career: 'Career guidance.',
    wellbeing: 'Wellbeing guidance.',
    abundance: 'Abundance guidance.',
    growth: 'Growth guidance.',
    spirit: 'Spirit guidance.',
    family: 'Family guidance.',
    general: 'General guidance.',
  },
  affirmation: 'I let joy carry me.',
};

const deck: CardList = {
  cards: [
    { key: 'first-light', name: 'First Light', keywords: ['beginnings', 'hope'], themes: ['growth', 'general'] },
    { key: 'huddle', name: 'The Huddle', keywords: ['community', 'warmth'], themes: ['family', 'love'] },
    { key: 'the-slide', name: 'The Slide', keywords: ['play', 'joy'], themes: ['wellbeing', 'general'] },
  ],
};

/** A stand-in for the API at the network boundary: answers by method and path, and records every call. */
function serve(routes: Record<string, (init: RequestInit | undefined, url: URL) => Promise<Response>>) {
  const calls: Array<{ method: string; url: URL; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[`${method} ${url.pathname}`];
      return handler ? handler(init, url) : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  return calls;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/cards', element: <LibraryPage /> },
      { path: '/cards/today', element: <TodayPage /> },
      { path: '/cards/:key', element: <CardPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['cards']);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('card library', () => {
  it('shows every card with art, name and keywords; searches names and keywords; filters by theme', async () => {
    serve({ 'GET /api/cards': () => jsonResponse(deck) });
    const user = userEvent.setup();
    const router = renderAt('/cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Library' })).toBeInTheDocument();
    const list = await screen.findByTestId('card-library');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: /The Huddle community · warmth/ })).toHaveAttribute(
      'href',
      '/cards/huddle',
    );
    // The art sits in a box of its own 2:3 ratio, so nothing moves when it paints.
    expect(list.querySelector('.aspect-\\[2\\/3\\] svg')).not.toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'JOY');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('The Slide')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 cards')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=JOY');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'family');
    expect(within(screen.getByTestId('card-library')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('The Huddle')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
    expect(screen.getByText('No card matches your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(within(screen.getByTestId('card-library')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('speaks Thai', async () => {
    await i18n.changeLanguage('th');
    await loadNamespaces(['cards']);
    serve({ 'GET /api/cards': () => jsonResponse(deck) });
    renderAt('/cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'คลังไพ่' })).toBeInTheDocument();
    expect(await screen.findByText('แสดง 3 จาก 3 ใบ')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ครอบครัว' })).toBeInTheDocument();
  });
});

describe('card page', () => {
  const page: CardPageData = {
    card: slide,
    counts: { readings: 2, daily: 1, total: 3, last_drawn_at: '2026-03-10T08:00:00.000Z' },
    readings: [
      {
        id: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
        question_text: 'Shall I rest?',
        created_at: '2026-03-09T08:00:00Z',
      },
    ],
    journal_entries: [{ id: '9b2d7c1a-3e4f-4a5b-8c6d-7e8f9a0b1c2d', title: 'Sliding along', entry_date: '2026-03-10' }],
  };

  it('shows the whole card, the member’s counts and links to their readings and journal entries', async () => {
    serve({
      'GET /api/cards/the-slide': () => jsonResponse(page),
      'GET /api/cards/stats': () => jsonResponse({ top_cards: [], top_themes: [] }),
    });
    renderAt('/cards/the-slide');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Slide' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The Slide' })).toBeInTheDocument();
    expect(screen.getByText('play')).toBeInTheDocument();
    expect(screen.getByText(slide.message)).toBeInTheDocument();
    expect(screen.getByText('Family guidance.')).toBeInTheDocument();
    expect(screen.getByText('“I let joy carry me.”')).toBeInTheDocument();
    expect(screen.getByTestId('card-counts')).toHaveTextContent(
      'Drawn 3 times: 2 in readings, 1 as the card of the day. Last drawn on March 10, 2026.',
    );
    expect(screen.getByRole('link', { name: 'Shall I rest?' })).toHaveAttribute(
      'href',
      '/reading/6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
    );
    expect(screen.getByRole('link', { name: 'Sliding along' })).toHaveAttribute(
      'href',
      '/journal/9b2d7c1a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
    );
    expect(
      await screen.findByText('Draw a card of the day or ask a question, and your story will begin here.'),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown card', async () => {
    serve({});
    renderAt('/cards/no-such-card');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the library' })).toHaveAttribute('href', '/cards');
  });
});

describe('card of the day', () => {
  const today: DailyCard = { day: '2026-03-11', card: slide, note: null, streak: 2 };
  const history = (note: string | null): DailyHistory => ({
    items: [
      { day: '2026-03-11', card: { key: 'the-slide', name: 'The Slide' }, note },
      { day: '2026-03-10', card: { key: 'huddle', name: 'The Huddle' }, note: null },
    ],
    total: 2,
    page: 1,
    page_size: 30,
    streak: 2,
  });

  it('shows today’s card with its streak, saves a one-line note in the member’s zone, and lists the past days', async () => {
    let note: string | null = null;
    const calls = serve({
      'GET /api/cards/today': () => jsonResponse({ ...today, note }),
      'PUT /api/cards/today/note': (init) => {
        note = (JSON.parse(String(init?.body)) as { note: string }).note;
        return jsonResponse({ ...today, note });
      },
      'GET /api/cards/daily': () => jsonResponse(history(note)),
    });
    const user = userEvent.setup();
    renderAt('/cards/today');
    expect(await screen.findByTestId('today-card-name')).toHaveTextContent('The Slide');
    expect(screen.getByText('Your card for Wednesday, March 11, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Streak: 2 days in a row').length).toBeGreaterThan(0);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calls.find((c) => c.url.pathname === '/api/cards/today')?.url.searchParams.get('tz')).toBe(zone);

    const historyList = await screen.findByTestId('daily-history');
    expect(within(historyList).getByRole('link', { name: /The Huddle/ })).toHaveAttribute('href', '/cards/huddle');

    const field = screen.getByRole('textbox', { name: 'Your note for today' });
    expect(field).toHaveAttribute('maxLength', '200');
    expect(field).toHaveAccessibleDescription(/200/);
    await user.type(field, 'Slow down and play');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ note: 'Slow down and play' });
    expect(put?.url.searchParams.get('tz')).toBe(zone);
    await waitFor(() => expect(within(historyList).getByText('Slow down and play')).toBeInTheDocument());
  });

  it('shows the Thai lunar date of the card’s day in Thai, with its holy day', async () => {
    await i18n.changeLanguage('th');
    await loadNamespaces(['cards', 'lunar']);
    const loyKrathong = { ...today, day: '2026-11-24' };
    serve({
      'GET /api/cards/today': () => jsonResponse(loyKrathong),
      'GET /api/cards/daily': () => jsonResponse(history(null)),
    });
    renderAt('/cards/today');
    const lunar = await screen.findByTestId('lunar-date');
    expect(lunar).toHaveTextContent('ขึ้น ๑๕ ค่ำ เดือน ๑๒');
    expect(lunar).toHaveTextContent('วันลอยกระทง');
  });

  it('says so when the note is refused', async () => {
    serve({
      'GET /api/cards/today': () => jsonResponse(today),
      'PUT /api/cards/today/note': () => jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many' } }, 429),
      'GET /api/cards/daily': () => jsonResponse(history(null)),
    });
    const user = userEvent.setup();
    renderAt('/cards/today');
    await user.type(await screen.findByRole('textbox', { name: 'Your note for today' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
