import { useEffect, useState } from 'react';
import { atFirstInteraction } from '#web/lib/first-interaction.ts';

type Sonner = typeof import('sonner');

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const waiting = new Set<(sonner: Sonner) => void>();

/** sonner is not part of the first load: it comes at the first interaction, or with the first toast. */
function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const show of waiting) show(sonner);
      return sonner;
    },
    (error: unknown) => {
      loading = undefined; // offline: the next toast tries again
      throw error;
    },
  );
  return loading;
}

function prefetch() {
  loadSonner().catch(() => {});
}

export function Toaster() {
  const [sonner, setSonner] = useState(loaded);
  useEffect(() => {
    if (sonner) return;
    waiting.add(setSonner);
    const stop = atFirstInteraction(prefetch);
    return () => {
      waiting.delete(setSonner);
      stop();
    };
  }, [sonner]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="top-center"
      closeButton
      richColors
      toastOptions={{ classNames: { toast: 'font-sans', description: 'text-sm' } }}
    />
  );
}

function show(kind: 'success' | 'error', title: string, description: string | undefined) {
  loadSonner().then(
    (sonner) => sonner.toast[kind](title, { description }),
    () => {
      // offline before sonner was ever fetched: the toast cannot be shown
    },
  );
}

/** SPEC §8: errors are destructive toasts with a title and a description. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};
