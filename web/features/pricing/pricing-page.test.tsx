import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingPage } from './pricing-page.tsx';

function renderPricing() {
  return render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
}

describe('PricingPage', () => {
  it('shows the monthly membership and the token pack', async () => {
    renderPricing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Membership (Monthly)' })).toBeInTheDocument();
    expect(screen.getByText(/unlimited weekly guidance/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Token Pack' })).toBeInTheDocument();
    expect(screen.getByText(/buy tokens for per-question readings/i)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing · Penguin Oracle'));
  });

  it('keeps both buttons disabled and labelled "Coming soon"', async () => {
    renderPricing();
    const buttons = await screen.findAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveTextContent('Coming soon');
      expect(button).toBeDisabled();
    }
    expect(screen.getByRole('button', { description: 'Membership (Monthly)' })).toBeDisabled();
    expect(screen.getByRole('button', { description: 'Token Pack' })).toBeDisabled();
  });

  it('shows no price, pack size or cost', async () => {
    const { container } = renderPricing();
    await screen.findByRole('heading', { level: 1 });
    expect(container.textContent).not.toMatch(/[$€£฿¥]|\d/);
  });
});
