import { watchInstall } from './device-protection.ts';

/** Asks the service worker to keep the hashed files this page loaded before the worker controlled it. */
function handOverLoadedAssets(worker: ServiceWorker | null | undefined) {
  if (!worker) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url, location.href);
      return parsed.origin === location.origin && parsed.pathname.startsWith('/assets/');
    });
  worker.postMessage({ type: 'cache-assets', urls });
}

/**
 * Installs /sw.js (web/public/sw.js) in production builds, so the app shell, and the Dream Catcher with its
 * log once visited, open offline. The app is network-first for pages, so a new release is never hidden. It also
 * starts listening for the browser's offer to install the app.
 */
export function registerServiceWorker() {
  // The browser's install offer may come before any page with an Install button has loaded.
  watchInstall();
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => handOverLoadedAssets(registration.active))
      .catch(() => {
        // No worker (private mode, an old browser): the app works as before, only not offline.
      });
  };
  // After load, so installing the worker never competes with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
