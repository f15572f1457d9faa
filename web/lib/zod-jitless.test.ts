import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless.ts';

describe('makeZodJitless', () => {
  it('turns zod jitless, so zod never probes eval, without importing zod first', async () => {
    makeZodJitless();
    const { config, object, string } = await import('zod');
    const { util } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    expect(object({ name: string() }).parse({ name: 'Pip' })).toEqual({ name: 'Pip' });
    expect(util.allowsEval.value).toBe(false);
  });
});
