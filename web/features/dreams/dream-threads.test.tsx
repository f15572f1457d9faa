import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { DreamCatcherPage } from './dream-catcher-page.tsx';
import type { DreamEntry } from './dream-entry.ts';
import { DreamLogPage } from './dream-log-page.tsx';
import { DREAM_STORAGE_KEY } from './dream-store.ts';

vi.setConfig({ testTimeout: 20_000 });

// docs/product.md §1.5.2 and §1.5.3: a dream's way to the ask page, its readings, and the patterns of its words.
const Q1 = '3f2b8c1e-7d4a-4e6b-9a10-1c2d3e4f5a61';
const Q2 = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c62';
const localNoon = (day: number) => new Date(2026, 10, day, 12).toISOString();

const base = { mood: 5, intensity: 5, clarity: 5, images: [] };
const englishDreams: DreamEntry[] = [
  {
    ...base,
    id: 'walrus',
    date: localNoon(20),
    text: 'A violet walrus sang under the frozen bridge.',
    category: 'visionary',
    mood: 8,
    intensity: 3,
    moonPhase: 'Full Moon',
    readings: [
      {
        questionId: Q1,
        askedAt: localNoon(20),
        card: { key: 'lantern', name: 'The Lantern', name_th: 'ตะเกียง' },
      },
      { questionId: Q2, askedAt: localNoon(21) },
    ],
  },
  {
    ...base,
    id: 'bridge',
    date: localNoon(18),
    text: 'The bridge was made of ice and a walrus waited.',
    category: 'journey',
    mood: 4,
    intensity: 9,
    moonPhase: 'Full Moon',
  },
  { ...base, id: 'fish', date: localNoon(12), text: 'Queueing for fish.', category: 'mundane', moonPhase: 'New Moon' },
];

const thaiDreams: DreamEntry[] = [
  { ...base, id: 't1', date: localNoon(20), text: 'ฉันฝันเห็นงูใหญ่ในแม่น้ำ', category: 'encounter', moonPhase: 'Full Moon' },
  { ...base, id: 't2', date: localNoon(19), text: 'งูสีขาวว่ายน้ำในแม่น้ำ', category: 'encounter', moonPhase: 'New Moon' },
  { ...base, id: 't3', date: localNoon(18), text: 'ฉันเดินบนสะพานข้ามแม่น้ำ', category: 'journey', moonPhase: 'New Moon' },
];

function Where() {
  const location = useLocation();
  return (
    <pre data-testid="where">
      {JSON.stringify({ path: location.pathname + location.search, state: location.state })}
    </pre>
  );
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
      { path: '/ask', element: <Where /> },
      { path: '/reading/:id', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const where = () => JSON.parse(screen.getByTestId('where').textContent!) as { path: string; state: unknown };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a dream card and its readings', () => {
  it('lists the readings asked about the dream, by card when this device saw it, and opens each', async () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(englishDreams));
    const user = renderAt('/dream-catcher-log', <DreamLogPage />);
    const readings = screen.getByTestId('dream-readings');
    expect(within(readings).getByRole('heading', { name: 'Readings from this dream' })).toBeVisible();
    const links = within(readings).getAllByRole('link');
    // Newest first; a reading this device has not seen answered is named by its date.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/reading/${Q2}`, `/reading/${Q1}`]);
    expect(links[0]).toHaveTextContent(/^Reading of Nov 21, 2026/);
    expect(links[1]).toHaveTextContent(/^The Lantern · Nov 20, 2026/);
    // Only the linked dream shows readings.
    expect(screen.getAllByTestId('dream-readings')).toHaveLength(1);
    await user.click(links[1]!);
    expect(where().path).toBe(`/reading/${Q1}`);
  });

  it('opens /ask from a card with the dream id in history state only, never in the URL', async () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(englishDreams));
    const user = renderAt('/dream-catcher-log', <DreamLogPage />);
    const ask = screen.getByRole('link', { name: /^Ask the oracle about the dream of Nov 18, 2026/ });
    expect(ask).toHaveAttribute('href', '/ask');
    ask.focus();
    await user.keyboard('{Enter}');
    expect(where()).toEqual({ path: '/ask', state: { fromDream: 'bridge' } });
  });

  it('offers to ask about the dream just captured', async () => {
    const user = renderAt('/dream-catcher', <DreamCatcherPage />);
    expect(screen.queryByTestId('captured-next')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Dream fragments' }), 'Penguins built a lighthouse');
    await user.click(screen.getByRole('button', { name: 'Capture Dream' }));
    const next = await screen.findByTestId('captured-next');
    expect(within(next).getByRole('heading', { name: 'Ask the oracle about this dream?' })).toBeVisible();
    expect(within(next).getByText(/Nothing of your dream is sent unless you put it in the question/)).toBeVisible();
    const id = (JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY)!) as DreamEntry[])[0]!.id;
    await user.click(within(next).getByRole('link', { name: 'Ask the oracle about this dream' }));
    expect(where()).toEqual({ path: '/ask', state: { fromDream: id } });
  });
});

describe('dream patterns on the device', () => {
  it('shows recurring words, mood and intensity by moon phase and the cards after dreams; a word filters the log', async () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(englishDreams));
    const user = renderAt('/dream-catcher-log', <DreamLogPage />);
    await user.click(screen.getByRole('button', { name: 'View Patterns' }));

    const words = screen.getByTestId('chart-words');
    expect(within(words).getByText('Words that come back')).toBeVisible();
    expect(
      within(words)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'bridge, in 2 dreams. Show the dreams with this word',
      'walrus, in 2 dreams. Show the dreams with this word',
    ]);

    const moon = screen.getByRole('table', { name: 'Mood and intensity by moon phase' });
    const full = within(moon).getByRole('row', { name: /Full Moon/ });
    expect(
      within(full)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '6.0', '6.0']);
    const waxing = within(moon).getByRole('row', { name: /Waxing Crescent/ });
    expect(
      within(waxing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '—', '—']);

    const cards = screen.getByTestId('chart-dream-cards');
    expect(within(cards).getByText('Visionary')).toBeVisible();
    expect(within(cards).getByRole('link', { name: 'The Lantern' })).toHaveAttribute('href', '/cards/lantern');
    expect(within(cards).getByText('1 reading not yet opened on this device')).toBeVisible();

    // Keyboard: the word is a button; Enter filters the log by it and lands on the list.
    within(words)
      .getByRole('button', { name: /^walrus/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Showing 2 of 3')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('walrus');
    expect(screen.getByRole('heading', { name: 'Your dreams' })).toHaveFocus();
  });

  it('says when no word comes back yet and no card followed a dream', async () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([englishDreams[2]]));
    const user = renderAt('/dream-catcher-log', <DreamLogPage />);
    await user.click(screen.getByRole('button', { name: 'View Patterns' }));
    expect(screen.getByText('No word comes back in two dreams yet.')).toBeVisible();
    expect(screen.getByText(/Ask the oracle about a dream, and the cards drawn for it will show here/)).toBeVisible();
  });

  it('splits Thai dreams into words, leaves out common Thai words, and filters by a Thai word', async () => {
    await act(() => i18n.changeLanguage('th'));
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(thaiDreams));
    const user = renderAt('/dream-catcher-log', <DreamLogPage />);
    await user.click(await screen.findByRole('button', { name: 'ดูรูปแบบความฝัน' }));
    const words = screen.getByTestId('chart-words');
    expect(within(words).getByText('คำที่กลับมาซ้ำ')).toBeVisible();
    const labels = within(words)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels[0]).toBe('แม่น้ำ ปรากฏใน 3 ความฝัน แสดงความฝันที่มีคำนี้');
    expect(labels).toContain('งู ปรากฏใน 2 ความฝัน แสดงความฝันที่มีคำนี้');
    const shown = labels.map((label) => label!.split(' ')[0]);
    expect(shown).not.toContain('ฉัน');
    expect(shown).not.toContain('ใน');
    expect(screen.getByRole('table', { name: 'อารมณ์และความเข้มข้นตามข้างขึ้นข้างแรม' })).toBeVisible();

    await user.click(within(words).getByRole('button', { name: /^งู / }));
    expect(await screen.findByText('แสดง 2 จาก 3 รายการ')).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveValue('งู');
  });
});
