/**
 * Number and date formatting in the interface language, through Intl (th-TH shows Buddhist-era years). Each formatter is built once per locale and
 * options: building one costs far more than using it (the first one even loads the locale's data), and lists and
 * the header format on every render.
 */

/** The Intl locale of an interface language; th-TH shows Buddhist-era years, as Thai members expect. */
export function intlLocale(language: string) {
  return language.startsWith('th') ? 'th-TH' : 'en-US';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, language: string, options: object | undefined, build: () => F): F {
  const key = `${intlLocale(language)} ${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, language, options, () => new Intl.NumberFormat(intlLocale(language), options));
}

export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(intlLocale(language), options));
}
