import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'po-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database directory', () => {
  it('is created on first start, migrated, and keeps data across a restart', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(`insert into categories (name, name_th) values ('Love', 'ความรัก')`);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.execute(`select name from categories`);
    expect((rows as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name)).toContain('Love');
    await second.close();
  });

  it('is locked against a second server while one runs, and free again after it closes', async () => {
    const dataDir = tempDir();
    const running = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by process/);
    await running.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
