import { dateTimeFormat } from '#web/lib/intl.ts';

/** Dates in the interface language; th-TH shows Buddhist-era years, as Thai members expect. */
export function formatDateTime(iso: string, language: string) {
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function formatDate(iso: string, language: string) {
  return dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** The first `max` characters, with an ellipsis when cut. */
export function preview(text: string | null | undefined, max: number) {
  const value = (text ?? '').trim();
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}

/**
 * A reading's preview: its paragraphs on lines of their own (show it with `white-space: pre-line`), so the card's
 * line ("You drew: The Slide") never runs into the message.
 */
export function answerPreview(text: string | null | undefined, max: number) {
  const lines = (text ?? '')
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
  return preview(lines, max);
}
