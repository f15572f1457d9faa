/**
 * Our CSP forbids eval: zod must never probe `new Function` (it would on its first parse; the browser then reports
 * a securitypolicyviolation, caught by zod, but noise that would hide a real violation). zod keeps its global
 * configuration in `globalThis.__zod_globalConfig` (zod/v4/core/core.js, shared with `z.config()`), so this sets
 * `jitless` there without importing zod: zod's code belongs to the form pages, not to the first load.
 * zod-jitless.test.ts checks that the installed zod honours it.
 */
export function makeZodJitless() {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  // In place: zod holds on to this very object once loaded.
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
