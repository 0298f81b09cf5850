import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrate } from './db/migrator.js';

const config = loadConfig();
const db = createDb(config.DATABASE_URL, config.DB_POOL_SIZE);
await migrate(config.DATABASE_URL);
const { app } = await buildApp({ config, db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
