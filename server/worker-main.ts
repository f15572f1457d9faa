// `npm run worker`: the reading worker as its own process, beside any number of servers, on PostgreSQL.
import pino from 'pino';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggerOptions } from './logging.ts';
import { createReadingWorker, workerSettings } from './oracle/worker.ts';

const config = loadConfig();
const log = pino({ ...loggerOptions(config), base: { component: 'reading-worker' } });
if (!config.databaseUrl) {
  log.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to one server process, whose worker runs inside it.',
  );
  process.exit(1);
}

const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 4 });
const worker = createReadingWorker({ database, log, ...workerSettings(config) });
await worker.start();
log.info('reading worker started');

async function shutdown(signal: string) {
  log.info({ signal }, 'reading worker stopping');
  await worker.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
