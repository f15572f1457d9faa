import { useCallback, useEffect } from 'react';
import type { CareResult } from '#common/care/screen.ts';

let loading: Promise<typeof import('#common/care/screen.ts')> | undefined;
// Its own small chunk, fetched only by the pages that screen on the device (the journal form, Dream Catcher).
const loadScreening = () => (loading ??= import('#common/care/screen.ts'));

/**
 * Screens text on the device with the shared module (common/care/screen.ts), loaded when the page opens so a save
 * never waits for it. Nothing is sent or kept; a failed load answers null (the save itself never depends on it).
 */
export function useScreening(): (text: string) => Promise<CareResult> {
  useEffect(() => {
    void loadScreening().catch(() => (loading = undefined));
  }, []);
  return useCallback(async (text: string) => {
    try {
      return (await loadScreening()).screen(text);
    } catch {
      loading = undefined;
      return null;
    }
  }, []);
}
