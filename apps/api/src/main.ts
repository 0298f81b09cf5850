import { buildApp } from './app.js';
import { directDatabaseUrl, loadConfig } from './config.js';
import { connectDatabase } from './db/database.js';
import { migrate } from './db/migrator.js';
import { startWorker } from './jobs/start-worker.js';
import { startMetricsServer } from './metrics/metrics-server.js';

const config = loadConfig();
const db = connectDatabase(config, config.DB_POOL_SIZE);
// Migrations hold a session advisory lock: on the primary itself, not through a pooler.
await migrate(directDatabaseUrl(config));
const { app, container } = await buildApp({ config, db });
// The default install processes uploads in the server process; at scale, WORKER=off here and
// `npm run worker` on other machines.
const stopWorker =
  config.WORKER === 'inline' ? await startWorker(container, app.log) : async () => {};
// The inline worker's metrics are the same process's: one scrape covers both.
const stopMetrics = await startMetricsServer(container.metrics, config, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await stopMetrics();
  await stopWorker();
  await container.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
