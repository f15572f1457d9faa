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
});
