import { describe, expect, it } from 'vitest';
import { dateTimeFormat, intlLocale, numberFormat } from './intl.ts';

describe('intl', () => {
  it('formats in the interface language, Thai dates in the Buddhist era', () => {
    expect(intlLocale('th')).toBe('th-TH');
    expect(intlLocale('en')).toBe('en-US');
    const day = new Date(Date.UTC(2025, 2, 4));
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('March 4, 2025');
    expect(dateTimeFormat('th', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toContain('2568');
    expect(numberFormat('th').format(12345)).toBe('12,345');
  });

  it('builds a formatter once per language and options', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(dateTimeFormat('th', { dateStyle: 'medium' })).toBe(dateTimeFormat('th', { dateStyle: 'medium' }));
    expect(dateTimeFormat('th', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('th', { dateStyle: 'long' }));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('th', { dateStyle: 'medium' }));
  });
});
