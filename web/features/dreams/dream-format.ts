import { Compass, Eye, Ghost, House, type LucideIcon, Swords, Users } from 'lucide-react';
import type { DreamCategory, MoonPhase } from '#common/dreams.ts';
import { dateTimeFormat, numberFormat } from '#web/lib/intl.ts';

/** Today's date on the capture screen: 'Friday, November 21, 2025'. */
export function formatFullDate(date: Date, language: string) {
  return dateTimeFormat(language, { dateStyle: 'full' }).format(date);
}

export function formatDreamDate(iso: string, language: string) {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatShortDate(iso: string, language: string) {
  return dateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** docs/product.md §9.1: the average mood with one decimal. */
export function formatAverage(value: number, language: string) {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function formatSize(characters: number, language: string) {
  const megabytes = characters / (1024 * 1024);
  const [value, unit] = megabytes >= 0.1 ? [megabytes, 'megabyte'] : [characters / 1024, 'kilobyte'];
  return numberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/** The first `max` characters, with an ellipsis when cut. */
export function preview(text: string, max: number) {
  const value = text.trim();
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}

/** One lucide icon per docs/product.md §3.9 category. */
export const CATEGORY_ICONS: Record<DreamCategory, LucideIcon> = {
  journey: Compass,
  encounter: Users,
  conflict: Swords,
  visionary: Eye,
  mundane: House,
  nightmare: Ghost,
};

/** i18n keys (under `moonPhases`) of the stored English phase names. */
export const MOON_PHASE_KEYS: Record<MoonPhase, string> = {
  'New Moon': 'newMoon',
  'Waxing Crescent': 'waxingCrescent',
  'First Quarter': 'firstQuarter',
  'Waxing Gibbous': 'waxingGibbous',
  'Full Moon': 'fullMoon',
  'Waning Gibbous': 'waningGibbous',
  'Last Quarter': 'lastQuarter',
  'Waning Crescent': 'waningCrescent',
};

/** Saves `text` as a file through the browser's download; nothing is sent anywhere. */
export function downloadFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Today as YYYY-MM-DD, for file names. */
export function fileDate(date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
