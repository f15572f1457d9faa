import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#common/locales.ts';
import { setApiLocale } from './api-client.ts';

/** docs/product.md §1: the choice is kept in localStorage under this key. */
export const LANGUAGE_STORAGE_KEY = 'language';

// One JSON file per language and area (web/i18n/<lng>/<namespace>.json), loaded on demand,
// so only the active language reaches the browser.
const resources = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/*/*.json');
export const NAMESPACES = Object.keys(resources)
  .filter((file) => file.startsWith(`../i18n/${DEFAULT_LOCALE}/`))
  .map((file) => file.slice(`../i18n/${DEFAULT_LOCALE}/`.length, -'.json'.length));

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = resources[`../i18n/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`missing ${language}/${namespace}`), null);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

export function storedLanguage(): Locale {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function applyLanguage(language: string) {
  document.documentElement.lang = language;
  setApiLocale(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this visit
  }
}

let markInitialized: () => void = () => {};
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});

/**
 * Loads namespaces of the active language; a page's route asks for its own beside its code, so both download
 * together. The download starts at once, even before i18next has started (the same module is then reused).
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  startDownloads(i18n.resolvedLanguage ?? storedLanguage(), namespaces);
  return initialized.then(() => i18n.loadNamespaces([...namespaces]));
}

/** Starts downloading namespaces' files; the backend reuses the same modules when i18next reads them. */
function startDownloads(language: string, namespaces: readonly string[]) {
  for (const namespace of namespaces) {
    resources[`../i18n/${language}/${namespace}.json`]?.().catch(() => {
      // reported by the backend when i18next asks for it
    });
  }
}

/**
 * Starts i18next with the saved language (docs/product.md §1) and keeps storage and <html lang> in step. Loads the given
 * namespaces first (every one unless told); the others load when a page asks for them (`loadNamespaces`, or a
 * component's useTranslation, which suspends until its namespace is there).
 */
export async function initI18n(language: Locale = storedLanguage(), namespaces: readonly string[] = NAMESPACES) {
  // i18next reads its first namespaces a task later, after whatever else start-up queued: start them now.
  startDownloads(language, namespaces);
  i18n.on('languageChanged', applyLanguage);
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en', 'th'],
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  markInitialized();
  return i18n;
}

export { i18n };
