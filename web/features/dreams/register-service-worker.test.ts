import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

let restoreReadyState = () => {};
afterEach(() => {
  restoreReadyState();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The document's loading state as the browser reports it. */
function pageIs(state: DocumentReadyState) {
  const spy = vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
  restoreReadyState = () => spy.mockRestore();
}

function stubWorkerContainer() {
  const register = vi.fn(() => Promise.resolve({}));
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, ready: new Promise(() => {}) } });
  return register;
}

describe('registerServiceWorker', () => {
  it('registers nothing outside production builds, so development never serves cached files', () => {
    const register = stubWorkerContainer();
    vi.stubEnv('PROD', false);
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers /sw.js in production once the page has loaded', () => {
    const register = stubWorkerContainer();
    vi.stubEnv('PROD', true);
    // Still loading: installing the worker must not compete with the first paint.
    pageIs('loading');
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
    // Once only: a second load event (none comes in a browser) registers nothing more.
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers /sw.js at once in production when the page had already loaded', () => {
    const register = stubWorkerContainer();
    vi.stubEnv('PROD', true);
    pageIs('complete');
    registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it("holds the browser's install offer from start-up, before any page with the button has loaded", () => {
    vi.stubEnv('PROD', false);
    registerServiceWorker();
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    // Held for our own "Install app" button rather than the browser's mini-bar.
    expect(offer.defaultPrevented).toBe(true);
  });
});
