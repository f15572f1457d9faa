import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import type { DreamEntry } from './dream-entry.ts';
import { DreamLogPage } from './dream-log-page.tsx';
import { DREAM_STORAGE_KEY } from './dream-store.ts';

// Typing into a filter re-filters the whole log at each key; a busy machine is slow at it.
vi.setConfig({ testTimeout: 30_000 });

function renderLog() {
  return render(
    <MemoryRouter>
      <DreamLogPage />
      <Toaster />
    </MemoryRouter>,
  );
}

const image = (n: number) => ({ id: `img-${n}`, src: `data:image/webp;base64,AAA${n}`, name: `picture ${n}` });
const localNoon = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12).toISOString();

const dreams: Partial<DreamEntry>[] = [
  {
    id: 'flight',
    date: localNoon(2025, 3, 9),
    text: `Flying over the ice shelf. ${'The wind kept singing. '.repeat(12)}`,
    category: 'journey',
    mood: 9,
    intensity: 7,
    clarity: 8,
    images: [image(1), image(2), image(3), image(4), image(5)],
    moonPhase: 'Full Moon',
  },
  {
    id: 'seal',
    date: localNoon(2025, 3, 5),
    text: 'A seal asked me the way home',
    category: 'encounter',
    mood: 2,
    intensity: 4,
    clarity: 3,
    images: [],
    moonPhase: 'Waxing Crescent',
  },
  // Written by the earlier app: no mood (counted as 5) and a numeric id.
  {
    id: 1700000000000 as unknown as string,
    date: localNoon(2025, 3, 1),
    text: 'Queueing for fish',
    category: 'mundane',
  },
];

const store = (entries: unknown) => localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(entries));
const cards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DreamLogPage', () => {
  it('shows the empty state with a way to capture the first dream', async () => {
    renderLog();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'No dreams captured yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Capture your first dream' })).toHaveAttribute('href', '/dream-catcher');
    expect(screen.getByRole('link', { name: 'Back to Member Area' })).toHaveAttribute('href', '/member');
    expect(screen.getByRole('link', { name: 'New Dream' })).toHaveAttribute('href', '/dream-catcher');
    expect(screen.queryByText('Total Dreams')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Dream Catcher Log · Penguin Oracle'));
  });

  it('shows stats: total, average mood with one decimal (missing mood = 5), categories', () => {
    store(dreams);
    renderLog();
    const stats = screen.getByRole('region', { name: 'Dream statistics' });
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Dreams')).toBe('3');
    expect(value('Avg Mood')).toBe('5.3');
    expect(value('Categories')).toBe('3');
  });

  it('shows dream cards newest first with title, date, moon phase, preview, thumbnails and levels', () => {
    store(dreams);
    renderLog();
    expect(cards()).toEqual(['Journey Dream', 'Encounter Dream', 'Mundane Dream']);
    const card = screen.getByRole('heading', { name: 'Journey Dream' }).closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(card).getByText('Full Moon')).toBeVisible();
    expect(within(card).getByText(/^Flying over the ice shelf/).textContent).toHaveLength(201);
    expect(within(card).getAllByRole('img')).toHaveLength(3);
    expect(within(card).getByLabelText('2 more images')).toHaveTextContent('+2');
    expect(within(card).getByTestId('level-mood')).toHaveTextContent('Mood9/10');
    expect(within(card).getByTestId('level-mood').querySelector('.bg-accent')).not.toBeNull();

    const seal = screen.getByRole('heading', { name: 'Encounter Dream' }).closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(seal).getByTestId('level-mood').querySelector('.bg-destructive')).not.toBeNull();
    expect(within(seal).getByTestId('level-clarity')).toHaveTextContent('Clarity3/10');
  });

  it('filters by text, category and by dates only when both are set, with a no-match state', async () => {
    const user = userEvent.setup();
    store(dreams);
    renderLog();
    await user.type(screen.getByLabelText('Search'), 'SEAL');
    expect(cards()).toEqual(['Encounter Dream']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(cards()).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('Category'), 'Mundane');
    expect(cards()).toEqual(['Mundane Dream']);
    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');

    fireEvent.input(screen.getByLabelText('From Date'), { target: { value: '2025-03-04' } });
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('Dates apply once both are set.')).toBeVisible();
    fireEvent.input(screen.getByLabelText('To Date'), { target: { value: '2025-03-06' } });
    expect(cards()).toEqual(['Encounter Dream']);

    await user.type(screen.getByLabelText('Search'), 'penguin');
    expect(
      screen.getByRole('heading', {
        name: 'No dreams match your current filters. Try adjusting your search criteria.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create new dream entry' })).toHaveAttribute('href', '/dream-catcher');
  });

  it('keeps its filters in the URL, so a reload or Back finds them, and drops a value it cannot use', async () => {
    const user = userEvent.setup();
    store(dreams);
    const router = createMemoryRouter([{ path: '/dream-log', element: <DreamLogPage /> }], {
      initialEntries: ['/dream-log?category=mundane&from=not-a-date'],
    });
    render(<RouterProvider router={router} />);
    expect(cards()).toEqual(['Mundane Dream']);
    expect(screen.getByLabelText('Category')).toHaveValue('mundane');
    expect(screen.getByLabelText('From Date')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    await user.type(screen.getByLabelText('Search'), 'seal');
    expect(cards()).toEqual(['Encounter Dream']);
    expect(router.state.location.search).toBe('?from=not-a-date&q=seal');
    await act(() => router.navigate(-1));
    expect(cards()).toEqual(['Mundane Dream']);
  });

  it('opens patterns: dreams per category, levels over time and dreams by moon phase', async () => {
    const user = userEvent.setup();
    store(dreams);
    renderLog();
    const toggle = screen.getByRole('button', { name: 'View Patterns' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Patterns' })).toHaveAttribute('aria-expanded', 'true');

    const categories = screen.getByTestId('chart-categories');
    expect(within(categories).getByText('Journey').nextElementSibling?.nextElementSibling).toHaveTextContent('1');
    expect(within(categories).getByText('Nightmare').nextElementSibling?.nextElementSibling).toHaveTextContent('0');
    const moon = screen.getByTestId('chart-moon');
    expect(within(moon).getAllByRole('listitem')).toHaveLength(8);
    expect(within(moon).getByText('Full Moon').nextElementSibling?.nextElementSibling).toHaveTextContent('1');
    const levels = screen.getByTestId('chart-levels');
    expect(within(levels).getByRole('table')).toBeInTheDocument();
    expect(within(levels).getAllByRole('row')).toHaveLength(4);
    expect(levels.querySelectorAll('polyline')).toHaveLength(3);
  });

  it('deletes a dream after confirmation, with SPEC’s toast', async () => {
    const user = userEvent.setup();
    store(dreams);
    renderLog();
    const seal = screen.getByRole('heading', { name: 'Encounter Dream' }).closest<HTMLElement>('[data-slot="card"]')!;
    await user.click(within(seal).getByRole('button', { name: /^Delete the dream of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this dream?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Dream deleted')).toBeInTheDocument();
    expect(screen.getByText('Your dream entry has been removed from the log.')).toBeInTheDocument();
    expect(cards()).toEqual(['Journey Dream', 'Mundane Dream']);
    const ids = (JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY)!) as { id: unknown }[]).map((dream) => dream.id);
    expect(ids).toEqual(['flight', 1700000000000]);
  });

  it('follows another tab adding a dream', () => {
    renderLog();
    act(() => {
      store([dreams[1]]);
      window.dispatchEvent(new StorageEvent('storage', { key: DREAM_STORAGE_KEY }));
    });
    expect(cards()).toEqual(['Encounter Dream']);
  });

  it('shows a corrupt value with export and reset, and never overwrites it silently', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:raw');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    localStorage.setItem(DREAM_STORAGE_KEY, 'definitely not json');
    renderLog();
    expect(screen.getByRole('heading', { name: 'Your saved dreams could not be read' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No dreams captured yet' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download raw data' }));
    expect(click).toHaveBeenCalled();
    expect(localStorage.getItem(DREAM_STORAGE_KEY)).toBe('definitely not json');

    await user.click(screen.getByRole('button', { name: 'Reset dream log' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(localStorage.getItem(DREAM_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'No dreams captured yet' })).toBeVisible();
    vi.unstubAllGlobals();
  });

  it('imports a backup, skipping dreams already in the log', async () => {
    const user = userEvent.setup();
    store([dreams[0]]);
    renderLog();
    const backup = JSON.stringify({ format: 'penguin-oracle-dreams', version: 1, dreams: [dreams[0], dreams[1]] });
    await user.upload(
      screen.getByLabelText('Import dreams'),
      new File([backup], 'dreams.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Added: 1. Already in your log: 1.')).toBeInTheDocument();
    expect(cards()).toEqual(['Journey Dream', 'Encounter Dream']);
  });

  it('refuses a bad backup with a clear message and changes nothing', async () => {
    const user = userEvent.setup();
    store([dreams[1]]);
    const before = localStorage.getItem(DREAM_STORAGE_KEY);
    renderLog();
    await user.upload(
      screen.getByLabelText('Import dreams'),
      new File([JSON.stringify([dreams[0], { id: 'x' }])], 'dreams.json', { type: 'application/json' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dream 2 in this file is not valid, so nothing was imported.',
    );
    expect(localStorage.getItem(DREAM_STORAGE_KEY)).toBe(before);
  });
});
