import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server.ts';
import { freePort, ROOT, sleep, stopChild } from './test/process-helpers.ts';

// The build's compiled server (ADR 0016), built into a directory of its own inside the repository (its imports of
// node_modules resolve from there; dist/server may be in use by the end-to-end suite), started as `npm run serve`
// starts it, on a fresh embedded data directory.
const outDir = path.join(ROOT, 'dist', `server-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'po-compiled-'));

beforeAll(async () => {
  await buildServer(outDir);
}, 60_000);
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm run build → npm run serve)', () => {
  it('is one module with the migrations beside it, starts on a new data directory and answers', async () => {
    const main = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    // Our code, common/ and the packages are inside (ADR 0018); PGlite, which reads its own files, stays an import.
    expect(main).not.toMatch(/from ["']#(?:common|server)\//);
    expect(main).not.toMatch(/from ["']fastify["']/);
    expect(main).toMatch(/import\(["']@electric-sql\/pglite["']\)/);
    expect(fs.readdirSync(path.join(outDir, 'migrations')).filter((f) => f.endsWith('.sql')).length).toBe(
      fs.readdirSync(path.join(ROOT, 'server', 'db', 'migrations')).filter((f) => f.endsWith('.sql')).length,
    );

    const port = await freePort();
    const output: string[] = [];
    const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      let health: Response | undefined;
      for (let waited = 0; !health?.ok; waited += 100) {
        if (child.exitCode !== null) throw new Error(`the compiled server exited: ${output.join('')}`);
        if (waited > 100_000) throw new Error(`the compiled server did not start: ${output.join('')}`);
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health?.ok) await sleep(100);
      }
      // The migrations ran: the default categories are there, read through the API.
      const categories = await fetch(`http://127.0.0.1:${port}/api/categories`);
      expect(categories.status).toBe(200);
      expect(((await categories.json()) as unknown[]).length).toBeGreaterThan(0);
      const unknown = await fetch(`http://127.0.0.1:${port}/api/no-such-thing`);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { error: { code: string } }).error.code).toBeTruthy();
    } finally {
      await stopChild(child);
    }
    expect(child.exitCode).toBe(0);
  }, 150_000);
});
