/* Penguin Oracle service worker: the app shell offline, never a stale app after a release.
 *
 * - Pages (navigations) are network-first; offline, the cached index.html answers, so the SPA opens.
 * - /assets/* are hashed by Vite and immutable: cache-first, kept once fetched (routes, translations, fonts).
 * - /api and /dev are never touched, nor any other origin; dream data never passes through here.
 * Bump VERSION to drop every cache at the next visit.
 */
const VERSION = 'v1';
const PREFIX = 'penguin-oracle-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`;
const SHELL_PAGE = '/index.html';
const SHELL_FILES = ['/favicon.svg', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png'];
/** Old releases' chunks pile up in the asset cache: keep the newest this many. */
const MAX_ASSETS = 200;

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isPrivate = (url) =>
  url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/');

/** Caches the index page and the hashed entry files it names (the shell). */
async function cacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`shell ${response.status}`);
  const html = await response.clone().text();
  await shell.put(SHELL_PAGE, response);
  await Promise.all(SHELL_FILES.map((file) => shell.add(file).catch(() => undefined)));
  const entryFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cacheAssets(entryFiles);
}

async function cacheAssets(urls) {
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all(
    urls.map(async (raw) => {
      const url = new URL(raw, self.location.origin);
      if (!isAsset(url) || (await assets.match(url.href))) return;
      const response = await fetch(url.href).catch(() => undefined);
      if (response && response.ok) await assets.put(url.href, response);
    }),
  );
  await trim(assets);
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name !== SHELL_CACHE && name !== ASSET_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'cache-assets' && Array.isArray(data.urls)) {
    event.waitUntil(cacheAssets(data.urls.filter((url) => typeof url === 'string')));
  }
});

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') || '';
    // Every page path answers the same index.html: keep the newest copy for offline visits.
    if (response.ok && type.includes('text/html')) {
      const shell = await caches.open(SHELL_CACHE);
      await shell.put(SHELL_PAGE, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const assets = await caches.open(ASSET_CACHE);
  const cached = await assets.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await assets.put(request, response.clone());
    await trim(assets);
  }
  return response;
}

/** Icons and the manifest: the network when it answers, the shell cache offline. */
async function networkFirstFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (isAsset(url)) event.respondWith(cacheFirstAsset(request));
  else if (SHELL_FILES.includes(url.pathname)) event.respondWith(networkFirstFile(request));
});
