import { setPriority } from 'node:os';
import { pino } from 'pino';
import { directDatabaseUrl, loadConfig } from './config.js';
import { createContainer } from './container.js';
import { connectDatabase } from './db/database.js';
import { migrate } from './db/migrator.js';
import { startWorker } from './jobs/start-worker.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { Metrics } from './metrics/metrics.js';

/** A processing worker on its own (`npm run worker`): no HTTP, only jobs from the queue. */
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
setPriority(config.WORKER_NICE);
await migrate(directDatabaseUrl(config));
// Per slot a connection that holds the file's processing lock (on a pool of its own when
// DATABASE_URL is a pooler), and one for its queries.
const db = connectDatabase(config, 2 * config.WORKER_CONCURRENCY + 1);
const metrics = new Metrics();
const container = createContainer(db, config, log, undefined, undefined, undefined, metrics);
const stop = await startWorker(container, log);
// A worker has no HTTP server of its own: its metrics (jobs, queue, pool, storage) are served
// on METRICS_PORT, when set.
const stopMetrics = await startMetricsServer(metrics, config, log);

async function shutdown(signal: string) {
  log.info({ signal }, 'worker stopping');
  await stop();
  await stopMetrics();
  await container.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
