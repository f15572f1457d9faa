/** Formatting for the Profile and Token history pages, in the interface language, through Intl (th-TH shows Buddhist-era years). */
import { dateTimeFormat, numberFormat } from '#web/lib/intl.ts';

/** Amounts are stored in cents and always charged in US dollars, so a Thai page still shows dollars (docs/product.md §9.1). */
export function formatMoney(cents: number, language: string) {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export function formatNumber(value: number, language: string) {
  return numberFormat(language).format(value);
}

function format(iso: string, language: string, options: Intl.DateTimeFormatOptions) {
  const date = new Date(iso);
  // Intl throws on an invalid date; showing the raw value beats breaking the page.
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, options).format(date);
}

export function formatDate(iso: string, language: string) {
  return format(iso, language, { dateStyle: 'long' });
}

export function formatDateTime(iso: string, language: string) {
  return format(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The first `max` characters on one line, with an ellipsis when cut; never splits an emoji. */
export function preview(text: string | null | undefined, max: number) {
  const characters = Array.from((text ?? '').replace(/\s+/g, ' ').trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
