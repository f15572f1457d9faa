/**
 * Calls `callback` once, at the visitor's first pointer or key press anywhere on the page: code that no first
 * paint needs (menus, toasts) is fetched then, ahead of its first use, instead of with the page.
 * Returns the unsubscribe.
 */
export function atFirstInteraction(callback: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const run = () => {
    stop();
    callback();
  };
  const stop = () => {
    document.removeEventListener('pointerdown', run, options);
    document.removeEventListener('keydown', run, options);
  };
  document.addEventListener('pointerdown', run, options);
  document.addEventListener('keydown', run, options);
  return stop;
}
