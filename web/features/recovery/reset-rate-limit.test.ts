import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptsLeft, minutesUntilAllowed, recordAttempt } from './reset-rate-limit.ts';

const MINUTE = 60_000;
const START = Date.UTC(2025, 0, 1, 12, 0, 0);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('password-reset rate limit (docs/product.md §9.2)', () => {
  it('allows 3 attempts per email, then none', () => {
    expect(attemptsLeft('pingu@example.com', START)).toBe(3);
    expect(minutesUntilAllowed('pingu@example.com', START)).toBe(0);
    recordAttempt('pingu@example.com', START);
    recordAttempt('pingu@example.com', START + MINUTE);
    expect(attemptsLeft('pingu@example.com', START + MINUTE)).toBe(1);
    recordAttempt('pingu@example.com', START + 2 * MINUTE);
    expect(attemptsLeft('pingu@example.com', START + 2 * MINUTE)).toBe(0);
  });

  it('counts an email regardless of case and surrounding spaces', () => {
    recordAttempt('Pingu@Example.COM', START);
    recordAttempt(' pingu@example.com ', START);
    expect(attemptsLeft('PINGU@example.com', START)).toBe(1);
  });

  it('keeps emails apart', () => {
    for (let i = 0; i < 3; i++) recordAttempt('pingu@example.com', START);
    expect(attemptsLeft('pinga@example.com', START)).toBe(3);
  });

  it('frees an attempt once it is 15 minutes old', () => {
    recordAttempt('pingu@example.com', START);
    recordAttempt('pingu@example.com', START + 5 * MINUTE);
    recordAttempt('pingu@example.com', START + 6 * MINUTE);
    expect(attemptsLeft('pingu@example.com', START + 15 * MINUTE - 1)).toBe(0);
    expect(attemptsLeft('pingu@example.com', START + 15 * MINUTE)).toBe(1);
    expect(attemptsLeft('pingu@example.com', START + 21 * MINUTE)).toBe(3);
  });

  it('tells the minutes to wait, rounded up', () => {
    for (let i = 0; i < 3; i++) recordAttempt('pingu@example.com', START);
    expect(minutesUntilAllowed('pingu@example.com', START)).toBe(15);
    expect(minutesUntilAllowed('pingu@example.com', START + 1)).toBe(15);
    expect(minutesUntilAllowed('pingu@example.com', START + 14 * MINUTE)).toBe(1);
    expect(minutesUntilAllowed('pingu@example.com', START + 14.5 * MINUTE)).toBe(1);
    expect(minutesUntilAllowed('pingu@example.com', START + 15 * MINUTE)).toBe(0);
  });

  it('waits for the attempt that must leave the window when more than 3 were kept', () => {
    recordAttempt('pingu@example.com', START);
    recordAttempt('pingu@example.com', START + 4 * MINUTE);
    recordAttempt('pingu@example.com', START + 8 * MINUTE);
    recordAttempt('pingu@example.com', START + 9 * MINUTE);
    // START leaves at 15 min, but three remain until START + 4 min leaves at 19 min.
    expect(minutesUntilAllowed('pingu@example.com', START + 10 * MINUTE)).toBe(9);
  });

  it.each([
    ['not json', '{'],
    ['an array', '[1, 2, 3]'],
    ['null', 'null'],
    ['a wrong shape', '{"pingu@example.com": "often"}'],
    ['wrong entries', '{"pingu@example.com": [null, "x", {}]}'],
  ])('tolerates corrupt storage: %s', (_name, stored) => {
    sessionStorage.setItem('penguin-oracle.password-reset-attempts', stored);
    expect(attemptsLeft('pingu@example.com', START)).toBe(3);
    expect(minutesUntilAllowed('pingu@example.com', START)).toBe(0);
    recordAttempt('pingu@example.com', START);
    expect(attemptsLeft('pingu@example.com', START)).toBe(2);
  });

  it('keeps the usable entries of partly corrupt storage', () => {
    sessionStorage.setItem(
      'penguin-oracle.password-reset-attempts',
      JSON.stringify({ 'pingu@example.com': [START, 'x', START] }),
    );
    expect(attemptsLeft('pingu@example.com', START)).toBe(1);
  });

  it('works on when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => recordAttempt('pingu@example.com', START)).not.toThrow();
    expect(attemptsLeft('pingu@example.com', START)).toBe(3);
    expect(minutesUntilAllowed('pingu@example.com', START)).toBe(0);
  });
});
