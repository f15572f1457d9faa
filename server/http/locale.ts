import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';

/** The language of a request: the web app's own header first, then Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const explicit = request.headers['x-penguin-locale'];
  if (isLocale(explicit)) return explicit;
  const accepted = request.headers['accept-language']?.slice(0, 2).toLowerCase();
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE;
}
