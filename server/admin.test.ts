import { describe, expect, it } from 'vitest';
import { UsageError, runAdmin } from './admin.ts';
import { testAppForFile } from './test/app-for-file.ts';
import { TestClient, createMember, uniqueName } from './test/test-app.ts';

const app = testAppForFile();

const admin = (...args: string[]) => runAdmin(app.database.db, args);
const activeNames = async () =>
  (await new TestClient(app).get('/api/categories')).body.map((c: { name: string }) => c.name);

describe('npm run admin', () => {
  it('adds, renames, deactivates and activates categories, as members then see them', async () => {
    const name = uniqueName('Dreams');
    expect(await admin('categories', 'add', name, 'ความฝัน', 'spirit')).toEqual([
      expect.stringContaining(`Added ${name}`),
    ]);
    expect(await activeNames()).toContain(name);
    await admin('categories', 'rename', name, `${name} and Visions`, 'ความฝันและนิมิต');
    expect(await activeNames()).toContain(`${name} and Visions`);
    await admin('categories', 'deactivate', `${name} and Visions`);
    expect(await activeNames()).not.toContain(`${name} and Visions`);
    await admin('categories', 'activate', `${name} and Visions`);
    expect(await activeNames()).toContain(`${name} and Visions`);
    expect((await admin('categories', 'list')).join('\n')).toContain(`${name} and Visions / ความฝันและนิมิต`);
  });

  it('refuses a duplicate name, an unknown theme and an unknown category', async () => {
    await expect(admin('categories', 'add', 'Love & Relationships', 'ซ้ำ')).rejects.toThrow(/already exists/);
    await expect(admin('categories', 'add', 'New', 'ใหม่', 'weather')).rejects.toThrow(/Unknown theme/);
    await expect(admin('categories', 'deactivate', 'No Such Category')).rejects.toThrow(/No category/);
    await expect(admin('categories', 'explode')).rejects.toBeInstanceOf(UsageError);
  });

  it('grants tokens by email or username, recorded as an admin grant', async () => {
    const member = await createMember(app);
    expect(await admin('tokens', 'grant', member.email, '5')).toEqual([expect.stringContaining('balance 5')]);
    expect(await admin('tokens', 'grant', member.username.toUpperCase(), '2')).toEqual([
      expect.stringContaining('balance 7'),
    ]);
    expect((await member.client.get('/api/tokens')).body.tokens).toBe(7);
    await expect(admin('tokens', 'grant', member.email, '-1')).rejects.toBeInstanceOf(UsageError);
    await expect(admin('tokens', 'grant', 'nobody@example.com', '1')).rejects.toThrow(/No member/);
  });
});
