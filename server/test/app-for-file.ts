import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The real app for one test file (createTestApp(env)): built before the file's tests, closed after them. The
 * answer stands for that app inside the tests; touching it outside a test or hook is an error.
 */
export function testAppForFile(env: Record<string, string> = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  const live = (): TestApp => {
    if (!app) throw new Error('The test app is not built yet: use it inside a test or hook.');
    return app;
  };
  return new Proxy({} as TestApp, {
    get(_target, key) {
      const target = live();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (_target, key) => key in live(),
  });
}

/**
 * A web build for one test file, in a scratch folder removed after its tests: `files` by path under the build,
 * and for those named in `compressed` the brotli and gzip copies the real build writes beside them
 * (vite.config.ts). Answers the folder, for WEB_DIST.
 */
export function webBuildForFile(files: Record<string, string>, compressed: readonly string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'po-web-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (!compressed.includes(name)) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
