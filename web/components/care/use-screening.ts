import { useCallback, useEffect } from 'react';
import type { CareResult, CareRules } from '#common/care/screen-core.ts';

// Small chunks fetched only by the page that screens on the device (Dream Catcher: dreams never leave it): the core, and
// each language's rules only for text in its script, so a page loads the core and one language (docs/care.md).
const cache = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let found = cache.get(key) as Promise<T> | undefined;
  if (!found) {
    found = load();
    cache.set(key, found);
    found.catch(() => cache.delete(key));
  }
  return found;
}
const loadCore = () => once('core', () => import('#common/care/screen-core.ts'));
const loadEnglish = () => once('en', () => import('#common/care/rules-en.ts').then((m) => m.RULES_EN));
const loadThai = () => once('th', () => import('#common/care/rules-th.ts').then((m) => m.RULES_TH));

/**
 * Screens text on the device with the shared module (common/care/screen-core.ts), loaded when the page opens (with
 * the rules of the interface language) so a save rarely waits. Nothing is sent or kept; a failed load answers null
 * (the save itself never depends on it).
 */
export function useScreening(language: string): (text: string) => Promise<CareResult> {
  useEffect(() => {
    void loadCore().catch(() => undefined);
    void (language === 'th' ? loadThai() : loadEnglish()).catch(() => undefined);
  }, [language]);
  return useCallback(async (text: string) => {
    try {
      const core = await loadCore();
      const [en, th] = await Promise.all([
        core.LATIN.test(text) ? loadEnglish() : undefined,
        core.THAI.test(text) ? loadThai() : undefined,
      ]);
      return core.screenWith(text, { en: en as CareRules | undefined, th: th as CareRules | undefined });
    } catch {
      return null;
    }
  }, []);
}
