import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether this browser keeps the dreams safe, and what would make it safer (docs/product.md, protected storage):
 * persistent storage granted or not, an install offer held, the app installed, or iPhone/iPad Safari, where only
 * the Home Screen lifts the 7-day rule. The one place for this state: the header's menu and both dream pages read it.
 */
export type DeviceProtection = {
  /** navigator.storage.persisted(); undefined until first read, null where the browser has no such API. */
  persisted: boolean | null | undefined;
  /** The browser offered installation (`beforeinstallprompt`) and the app is not installed. */
  canInstall: boolean;
  installed: boolean;
  /** iPhone or iPad Safari, not opened from the Home Screen: show the Share → Add to Home Screen steps. */
  iosSafari: boolean;
};

/** The event Chromium fires when the app can be installed (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: InstallPromptEvent | null = null;
let state: DeviceProtection = { persisted: undefined, canInstall: false, installed: false, iosSafari: false };
let watching = false;
let askedThisVisit = false;
const listeners = new Set<() => void>();

function set(change: Partial<DeviceProtection>) {
  const next = { ...state, ...change };
  next.canInstall = deferredPrompt !== null && !next.installed;
  if ((Object.keys(next) as (keyof DeviceProtection)[]).every((key) => next[key] === state[key])) return;
  state = next;
  for (const listener of listeners) listener();
}

function standalone() {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
}

function isIosSafari() {
  const agent = navigator.userAgent;
  // iPadOS reports itself as a Mac; its touch screen gives it away.
  const ios = /iPad|iPhone|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent);
}

/**
 * Starts listening for the browser's install offer. Called as early as possible (registerServiceWorker, at start-up),
 * because the offer may come before any page that shows the button has loaded. Safe to call again.
 */
export function watchInstall() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini-bar.
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
    // Offered only while not installed (again, after an uninstall).
    set({ installed: false });
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    set({ installed: true });
  });
  if (typeof matchMedia === 'function') {
    matchMedia('(display-mode: standalone)').addEventListener?.('change', () => set({ installed: standalone() }));
  }
  sense();
}

/** What the page itself can tell: opened as an installed app, or in iPhone/iPad Safari. */
function sense() {
  const installed = standalone() || state.installed;
  set({ installed, iosSafari: !installed && isIosSafari() });
}

/** Shows the browser's install dialog; the offer can be used once, so it is dropped whatever the answer. */
export async function installApp() {
  const prompt = deferredPrompt;
  if (!prompt) return;
  deferredPrompt = null;
  set({});
  await prompt.prompt();
  const choice = await prompt.userChoice.catch(() => null);
  if (choice?.outcome === 'accepted') set({ installed: true });
}

const storageManager = () =>
  typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persisted === 'function'
    ? navigator.storage
    : null;

/** Reads whether this origin's storage is persistent. */
export async function checkPersisted() {
  sense();
  const storage = storageManager();
  if (!storage) return set({ persisted: null });
  set({ persisted: await storage.persisted().catch(() => false) });
}

/**
 * Asks the browser to keep this origin's storage under pressure and past Safari's 7-day rule. Chromium answers from
 * its own signals (installed, bookmarked, visited often), Firefox may ask the member, Safari 17+ decides itself.
 */
export async function requestPersistence() {
  sense();
  const storage = storageManager();
  if (!storage || typeof storage.persist !== 'function') return set({ persisted: null });
  if (await storage.persisted().catch(() => false)) return set({ persisted: true });
  // Firefox may ask the member first: say how things stand meanwhile.
  set({ persisted: false });
  set({ persisted: await storage.persist().catch(() => false) });
}

function subscribe(listener: () => void) {
  watchInstall();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function useDeviceProtection(): DeviceProtection {
  return useSyncExternalStore(subscribe, getState, getState);
}

/** The header's menu item: a function to install the app while the browser offers it, else null. */
export function useInstallOffer(): (() => void) | null {
  const { canInstall } = useDeviceProtection();
  return canInstall ? () => void installApp() : null;
}

/** On a Dream Catcher page: learns whether storage is protected, and once per visit asks for it if not. */
export function useProtectOnVisit() {
  useEffect(() => {
    if (askedThisVisit) {
      void checkPersisted();
      return;
    }
    askedThisVisit = true;
    void requestPersistence();
  }, []);
}
