import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageNumbers } from './pager.tsx';

describe('pageNumbers', () => {
  it('starts at 1 on the first pages', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('centres six numbers on a middle page', () => {
    expect(pageNumbers(10, 20)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(pageNumbers(5, 20)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('ends at the last page on the last pages', () => {
    expect(pageNumbers(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pageNumbers(18, 20)).toEqual([15, 16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than six', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows all six of exactly six pages, wherever the current page is', () => {
    for (let current = 1; current <= 6; current++) expect(pageNumbers(current, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows six of seven pages, always including the current one', () => {
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(5, 7)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(7, 7)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('clamps a current page outside 1..totalPages, and has nothing for no pages', () => {
    expect(pageNumbers(0, 10)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(99, 10)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});

describe('Pager', () => {
  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows Previous, Next and the page numbers, marking the current page', () => {
    render(<Pager page={4} totalPages={9} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    const numbers = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pager page={1} totalPages={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager page={2} totalPages={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={4} totalPages={9} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[5], [3], [6]]);
  });
});
