import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

function renderMeter(password: string) {
  const { container } = render(<PasswordStrengthMeter id="strength" password={password} />);
  const text = container.querySelector('#strength');
  const filled = container.querySelectorAll('[data-filled="true"]').length;
  return { text, filled };
}

describe('password strength meter (docs/product.md §5.4)', () => {
  it.each([
    ['abcdefgh', 2, 'Weak'],
    ['abcdefgH', 3, 'Medium'],
    ['abcdefgH1', 4, 'Medium'],
    ['abcdefgH1!', 5, 'Strong'],
    ['abcdefgH1!xyz', 6, 'Strong'],
  ])('%j fills %i of 6 points and says %s', (password, points, level) => {
    const { text, filled } = renderMeter(password);
    expect(text).toHaveTextContent(`Password strength: ${level}`);
    expect(filled).toBe(points);
  });

  it('announces changes politely and keeps the bar out of the accessibility tree', () => {
    const { text } = renderMeter('abc');
    expect(text).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    expect(document.querySelector('[data-filled]')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('says nothing before anything is typed, with its live region already in place', () => {
    const { text, filled } = renderMeter('');
    expect(text).toBeEmptyDOMElement();
    expect(text).toHaveAttribute('aria-live', 'polite');
    expect(filled).toBe(0);
  });
});
