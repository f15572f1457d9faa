import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page.tsx';

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('promises weekly guidance and offers the two calls to action', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Gentle guidance from a penguin oracle');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/guidance delivered weekly/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask the Oracle' })).toHaveAttribute('href', '/ask');
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(document.title).toBe('Gentle weekly guidance · Penguin Oracle'));
  });

  it('walks through the four steps in order', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'How it works' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sign in',
      'Pick a category',
      'Ask your question',
      'Receive your reading',
    ]);
  });

  it('offers membership or tokens without showing any price', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Membership or tokens' });
    expect(within(section).getByText(/unlimited weekly guidance/i)).toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Token packs' })).toBeInTheDocument();
    expect(section.textContent).not.toMatch(/[$€£฿¥]|\d/);
  });

  it('explains that questions, journal and dreams stay private', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'Your privacy, kept close' });
    expect(within(section).getByText('Your questions and journal are private to you.')).toBeInTheDocument();
    expect(within(section).getByText(/Dream Catcher dreams never leave your device/)).toBeInTheDocument();
  });

  it("lists exactly three What's New items", async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: "What's New" });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Enhanced card animations');
    expect(within(items[1]!).getByRole('heading')).toHaveTextContent('Dream Catcher');
    expect(within(items[2]!).getByRole('heading')).toHaveTextContent('Mobile app');
    expect(within(items[2]!).getByText('Coming soon')).toBeInTheDocument();
  });
});
