// `npm run admin -- <area> <command> …`: the operator's tools (docs/product.md §6.3: categories are "added in the backend database").
import { THEMES, type Theme } from '#common/oracle.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { memberNamed } from './auth/repository.ts';
import {
  addCategory,
  allCategories,
  categoryByIdOrName,
  renameCategory,
  setCategoryActive,
} from './modules/categories/repository.ts';
import { careOfferStats } from './modules/care/repository.ts';
import { grantTokens } from './modules/tokens/repository.ts';

const USAGE = `Usage: npm run admin -- <command>

  categories list
  categories add <name> <thai name> [theme]      theme: ${THEMES.join(' | ')} (default general)
  categories rename <id|name> <new name> [new thai name]
  categories activate <id|name>
  categories deactivate <id|name>
  tokens grant <email|username> <count>
  care stats [days]                              help offered per day and kind (default 30 days; no text, no member)

Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: it holds the lock).`;

export class UsageError extends Error {}

/** Runs one admin command; answers the lines to print. Exported for tests. */
export async function runAdmin(db: Db, args: string[]): Promise<string[]> {
  const [area, command, ...rest] = args;
  if (area === 'categories') return categoriesCommand(db, command, rest);
  if (area === 'tokens' && command === 'grant') return grantCommand(db, rest);
  if (area === 'care' && command === 'stats') return careStatsCommand(db, rest);
  throw new UsageError(USAGE);
}

async function careStatsCommand(db: Db, [days = '30']: string[]): Promise<string[]> {
  const count = Number(days);
  if (!Number.isInteger(count) || count < 1 || count > 3650) throw new UsageError(USAGE);
  const rows = await careOfferStats(db, count);
  if (rows.length === 0) return [`No help offered in the last ${count} days.`];
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return [
    `Help offered in the last ${count} days: ${total}`,
    ...rows.map((row) => `${row.day}  ${row.kind.padEnd(10)}  ${row.count}`),
  ];
}

async function findCategory(db: Db, idOrName: string | undefined) {
  if (!idOrName) throw new UsageError(USAGE);
  const row = await categoryByIdOrName(db, idOrName);
  if (!row) throw new Error(`No category "${idOrName}".`);
  return row;
}

async function categoriesCommand(db: Db, command: string | undefined, rest: string[]): Promise<string[]> {
  switch (command) {
    case 'list': {
      const rows = await allCategories(db);
      return rows.map(
        (c) => `${c.id}  ${c.isActive ? 'active  ' : 'inactive'}  ${c.theme.padEnd(9)}  ${c.name} / ${c.nameTh}`,
      );
    }
    case 'add': {
      const [name, nameTh, theme = 'general'] = rest;
      if (!name?.trim() || !nameTh?.trim()) throw new UsageError(USAGE);
      if (!(THEMES as readonly string[]).includes(theme))
        throw new Error(`Unknown theme "${theme}". Use one of: ${THEMES.join(', ')}.`);
      const row = await addCategory(db, { name: name.trim(), nameTh: nameTh.trim(), theme: theme as Theme });
      if (!row) throw new Error(`A category named "${name}" already exists.`);
      return [`Added ${row.name} (${row.id}).`];
    }
    case 'rename': {
      const [target, name, nameTh] = rest;
      const row = await findCategory(db, target);
      if (!name?.trim()) throw new UsageError(USAGE);
      await renameCategory(db, row.id, { name: name.trim(), ...(nameTh?.trim() ? { nameTh: nameTh.trim() } : {}) });
      return [`Renamed ${row.name} to ${name.trim()}.`];
    }
    case 'activate':
    case 'deactivate': {
      const row = await findCategory(db, rest[0]);
      await setCategoryActive(db, row.id, command === 'activate');
      return [`${row.name} is now ${command === 'activate' ? 'active' : 'inactive'}.`];
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function grantCommand(db: Db, rest: string[]): Promise<string[]> {
  const [who, countText] = rest;
  const count = Number(countText);
  if (!who || !Number.isInteger(count) || count < 1 || count > 1_000_000) throw new UsageError(USAGE);
  const member = await memberNamed(db, who);
  if (!member) throw new Error(`No member "${who}".`);
  const balance = await db.transaction((tx) =>
    grantTokens(tx, { userId: member.id, tokens: count, kind: 'admin_grant' }),
  );
  return [`Granted ${count} tokens to ${member.email}; balance ${balance}.`];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
    for (const line of await runAdmin(database.db, process.argv.slice(2))) console.log(line);
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : `Error: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
