import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DREAM_STORAGE_KEY, dreamOfReading, linkReadingToDream } from '#web/lib/dream-threads.ts';
import { i18n, loadNamespaces } from '#web/lib/i18n.ts';
import { FromDreamNote } from './from-dream-note.tsx';

// docs/product.md §1.5.2: the reading page names the dream it came from only where that dream is stored.
const Q1 = '3f2b8c1e-7d4a-4e6b-9a10-1c2d3e4f5a61';
const Q2 = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c62';
const lantern = { key: 'lantern', name: 'The Lantern', name_th: 'ตะเกียง' };
const dream = { id: 'walrus', date: '2026-11-20T12:00:00.000Z', text: 'A violet walrus', category: '', images: [] };

const renderNote = (questionId: string, card: typeof lantern | null = null) =>
  render(
    <MemoryRouter>
      <FromDreamNote questionId={questionId} card={card} />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await loadNamespaces(['reading']);
  localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([dream]));
  linkReadingToDream(dream.id, Q1);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('From your dream of …', () => {
  it('shows the dream’s date and leads to the dream log on the device holding the link', () => {
    renderNote(Q1);
    const link = screen.getByRole('link', { name: 'From your dream of November 20, 2026' });
    expect(link).toHaveAttribute('href', '/dream-catcher-log');
  });

  it('shows nothing for a reading of no dream here (another device, or the dream deleted)', () => {
    renderNote(Q2);
    expect(screen.queryByTestId('from-dream')).toBeNull();
    // Seen once, then the dream is deleted while the reading page is closed: the next visit shows nothing.
    const { unmount } = renderNote(Q1);
    expect(screen.getByTestId('from-dream')).toBeVisible();
    unmount();
    localStorage.setItem(DREAM_STORAGE_KEY, '[]');
    renderNote(Q1);
    expect(screen.queryByTestId('from-dream')).toBeNull();
  });

  it('follows a link written while the page is open, and remembers the card once answered', async () => {
    const { rerender } = renderNote(Q2);
    expect(screen.queryByTestId('from-dream')).toBeNull();
    act(() => void linkReadingToDream(dream.id, Q2));
    expect(screen.getByTestId('from-dream')).toBeVisible();
    rerender(
      <MemoryRouter>
        <FromDreamNote questionId={Q2} card={lantern} />
      </MemoryRouter>,
    );
    expect(dreamOfReading(Q2)?.link.card).toEqual(lantern);
    expect(dreamOfReading(Q1)?.link.card).toBeUndefined();
  });

  it('speaks Thai', async () => {
    await act(() => i18n.changeLanguage('th'));
    await loadNamespaces(['reading']);
    renderNote(Q1);
    expect(screen.getByTestId('from-dream')).toHaveTextContent(/^จากความฝันของคุณเมื่อ 20 พฤศจิกายน 2569$/);
  });
});
