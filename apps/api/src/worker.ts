import { setPriority } from 'node:os';
import { pino } from 'pino';
import { directDatabaseUrl, loadConfig } from './config.js';
import { createContainer } from './container.js';
import { connectDatabase } from './db/database.js';
import { migrate } from './db/migrator.js';
import { startWorker } from './jobs/start-worker.js';
import { exitOnStopSignal, jobWaitMs } from './lifecycle/shutdown.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { Metrics } from './metrics/metrics.js';
import { startErrorReporting, stopErrorReporting } from './reporting/error-reporting.js';

/** A processing worker on its own (`npm run worker`): no HTTP, only jobs from the queue. */
const config = loadConfig();
await startErrorReporting(config, 'worker');
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

exitOnStopSignal(config.SHUTDOWN_GRACE_SECONDS, log, async (stopping) => {
  // No new job; the running ones finish, or go back to the queue when the grace runs out.
  const unfinished = await stop(jobWaitMs(stopping));
  await stopMetrics();
  // Unfinished jobs hold pooled connections (and their files' locks): exiting closes them.
  if (unfinished === 0) {
    await container.close();
    await db.destroy();
  }
  await stopErrorReporting();
});
