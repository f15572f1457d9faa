import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, preview } from './format.ts';

describe('formatMoney', () => {
  it('shows cents as dollars with 2 decimals', () => {
    expect(formatMoney(499, 'en')).toBe('$4.99');
    expect(formatMoney(1000, 'en')).toBe('$10.00');
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(123456, 'en')).toBe('$1,234.56');
  });

  it('still shows a dollar amount in Thai', () => {
    const text = formatMoney(499, 'th');
    expect(text).toContain('4.99');
    expect(text).toContain('$');
    expect(text).not.toContain('฿');
  });
});

describe('formatNumber', () => {
  it('groups digits in the interface language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'th')).toBe('12,345');
  });
});

describe('dates', () => {
  // Noon UTC stays on the same calendar day in every time zone a test machine is likely to use.
  const iso = '2025-03-05T12:00:00.000Z';

  it('uses the English calendar for en', () => {
    expect(formatDate(iso, 'en')).toBe('March 5, 2025');
    expect(formatDateTime(iso, 'en')).toContain('Mar 5, 2025');
  });

  it('uses th-TH, with Buddhist-era years, for Thai', () => {
    expect(formatDate(iso, 'th')).toBe('5 มีนาคม 2568');
    expect(formatDateTime(iso, 'th')).toContain('2568');
  });

  it('shows an unreadable date as it came instead of throwing', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDateTime('', 'th')).toBe('');
  });
});

describe('preview', () => {
  it('keeps a short text whole', () => {
    expect(preview('Will I find my way home?', 50)).toBe('Will I find my way home?');
    expect(preview('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });

  it('cuts to 50 characters and adds an ellipsis', () => {
    const result = preview('a'.repeat(51), 50);
    expect(result).toBe(`${'a'.repeat(50)}…`);
  });

  it('puts the preview on one line and trims the cut', () => {
    expect(preview('  first line\n\nsecond   line  ', 50)).toBe('first line second line');
    expect(preview(`${'a'.repeat(49)} tail`, 50)).toBe(`${'a'.repeat(49)}…`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const result = preview(`${'🐧'.repeat(51)}`, 50);
    expect(Array.from(result)).toHaveLength(51);
    expect(result.endsWith('🐧…')).toBe(true);
  });

  it('treats a missing text as empty', () => {
    expect(preview(null, 50)).toBe('');
    expect(preview(undefined, 50)).toBe('');
  });
});
