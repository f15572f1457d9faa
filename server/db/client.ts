import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute(sql`…`)`: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An `ilike` pattern matching text that contains `text` as typed: its `%`, `_` and `\\` match themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a Postgres NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Called after the LISTEN connection was lost and restored (notifications in between are lost). */
  onListenerReconnect(callback: () => void): () => void;
  /** Called when the LISTEN connection is lost (before any reconnect): notifications may be missed until then. */
  onListenerLost(callback: () => void): () => void;
  /** Answers true when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

// Beside this module: server/db/migrations when run from source, dist/server/migrations in the compiled server (the
// build copies them there, scripts/build-server.ts).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: every instance of this app takes the same lock while it migrates.
const MIGRATION_LOCK_ID = 74_231_907;

/** Opens the database, applies the committed migrations and returns it ready to use. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Each driver is loaded only when it is the one used: a start on PGlite does not load node-postgres and its drizzle
  // driver, one on PostgreSQL not PGlite (ADR 0016, cold start).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Two processes opening one PGlite directory corrupt it silently: a lock file keeps the second out.
    releaseLock = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create(path.join(dataDir, 'pgdata'));
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder });
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    // In-process: the connection cannot drop.
    onListenerReconnect: () => () => {},
    onListenerLost: () => () => {},
    ping: () => answersQuery(client),
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection (a database restart) must not crash the process;
  // the pool drops it and connects again on the next query.
  pool.on('error', () => {});
  // A client checked out of the pool (inside a transaction) has no pool listener: when its connection
  // is cut between two statements (a restart, a failover, pg_terminate_backend), node-postgres emits
  // 'error' on it, and unheard that crashes the process. The transaction's next query fails instead,
  // and the pool discards the dead client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  await migrateWithLock(
    () => new pg.Client({ connectionString: url }),
    (client) => migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder }),
  );
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const listener = createPgListener(() => new pg.Client({ connectionString: url }));
  return {
    db,
    kind: 'postgres',
    listen: listener.listen,
    onListenerReconnect: listener.onReconnect,
    onListenerLost: listener.onLost,
    ping: () => answersQuery(pool),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Whether the database answers a trivial query (PGlite and a node-postgres pool alike). */
async function answersQuery(client: { query(text: string): Promise<unknown> }): Promise<boolean> {
  try {
    await client.query('select 1');
    return true;
  } catch {
    return false;
  }
}

// Several instances may start at once; an advisory lock lets exactly one migrate at a time.
async function migrateWithLock(newClient: () => PgClient, migrate: (client: PgClient) => Promise<void>): Promise<void> {
  const client = newClient();
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/**
 * One dedicated connection for LISTEN (a pooled one may be handed back and lose its LISTENs), shared by every subscriber of this process.
 * It reconnects after a failure and listens again on every channel.
 */
function createPgListener(newClient: () => PgClient) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectCallbacks = new Set<() => void>();
  const lostCallbacks = new Set<() => void>();
  let hadConnection = false;
  let client: PgClient | undefined;
  let connecting: Promise<PgClient> | undefined;
  let closed = false;

  async function connect(): Promise<PgClient> {
    const next = newClient();
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => reconnectSoon());
    next.on('end', () => reconnectSoon());
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`listen ${quoteIdent(channel)}`);
    client = next;
    if (hadConnection) for (const callback of reconnectCallbacks) callback();
    hadConnection = true;
    return next;
  }

  function reconnectSoon() {
    if (closed) return;
    // 'error' and 'end' both arrive for one loss: tell the subscribers once, while the client was ours.
    if (client) for (const callback of lostCallbacks) callback();
    client = undefined;
    connecting = undefined;
    setTimeout(() => {
      if (!closed && !client) void ensure().catch(() => reconnectSoon());
    }, 500).unref();
  }

  function ensure(): Promise<PgClient> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const isNew = !handlers.has(channel);
      const set = handlers.get(channel) ?? new Set();
      set.add(onPayload);
      handlers.set(channel, set);
      const active = await ensure();
      if (isNew) await active.query(`listen ${quoteIdent(channel)}`);
      return async () => {
        set.delete(onPayload);
      };
    },
    onReconnect(callback: () => void) {
      reconnectCallbacks.add(callback);
      return () => reconnectCallbacks.delete(callback);
    },
    onLost(callback: () => void) {
      lostCallbacks.add(callback);
      return () => lostCallbacks.delete(callback);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
