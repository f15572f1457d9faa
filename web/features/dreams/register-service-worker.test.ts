import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

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
