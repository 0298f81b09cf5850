import { buildApp } from './app.js';
import { directDatabaseUrl, loadConfig } from './config.js';
import { connectDatabase } from './db/database.js';
import { migrate } from './db/migrator.js';
import { startWorker, type StopWorker } from './jobs/start-worker.js';
import { exitOnStopSignal, jobWaitMs } from './lifecycle/shutdown.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { startErrorReporting, stopErrorReporting } from './reporting/error-reporting.js';

const config = loadConfig();
// First, so that errors of the start itself are reported too.
await startErrorReporting(config, 'api');
const db = connectDatabase(config, config.DB_POOL_SIZE);
// Migrations hold a session advisory lock: on the primary itself, not through a pooler.
await migrate(directDatabaseUrl(config));
const { app, container } = await buildApp({ config, db });
// The default install processes uploads in the server process; at scale, WORKER=off here and
// `npm run worker` on other machines.
const stopWorker: StopWorker =
  config.WORKER === 'inline' ? await startWorker(container, app.log) : async () => 0;
// The inline worker's metrics are the same process's: one scrape covers both.
const stopMetrics = await startMetricsServer(container.metrics, config, app.log);

exitOnStopSignal(config.SHUTDOWN_GRACE_SECONDS, app.log, async (stopping) => {
  container.services.health.startDraining();
  // The worker takes no new job from now on; its running jobs finish meanwhile.
  const worker = stopWorker(jobWaitMs(stopping));
  // Readiness fails: load balancers stop sending requests here, which they notice only at their
  // next probe. Serve until then (not after Ctrl-C: nobody balances a terminal's server).
  if (stopping.signal === 'SIGTERM') {
    const delay = Math.min(config.SHUTDOWN_DELAY_SECONDS * 1000, stopping.remainingMs());
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  app.log.info('closing the server: no new connections, finishing the requests in flight');
  await app.close();
  const unfinished = await worker;
  await stopMetrics();
  // Unfinished jobs hold pooled connections (and their files' locks): exiting closes them.
  if (unfinished === 0) {
    await container.close();
    await db.destroy();
  }
  await stopErrorReporting();
});

await app.listen({ port: config.PORT, host: config.HOST });
