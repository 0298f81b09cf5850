// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, ensureNodeModules, systemPackages } from './dependencies.mjs';
import { ensureLocalCluster } from './postgres.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Everything `npm start`, `npm test` and the CLI need before the TypeScript code can run:
 * npm packages, Debian packages, and a database (the given DATABASE_URL, else a local cluster).
 * @param {{ browser?: boolean, pooler?: boolean, database?: string, durable?: boolean }} [options]
 * @returns {Promise<{ env: NodeJS.ProcessEnv, adminUrl: string | null, stop: () => Promise<void> }>}
 */
export async function provision(options = {}) {
  const external = process.env.DATABASE_URL;
  await ensureDebianPackages(
    systemPackages({ database: !external, browser: options.browser, pooler: options.pooler }),
  );
  await ensureNodeModules(ROOT);
  if (external) {
    return { env: { ...process.env }, adminUrl: null, stop: async () => {} };
  }
  const port = Number(process.env.PGPORT ?? 5433);
  const cluster = await ensureLocalCluster(ROOT, {
    port,
    database: options.database ?? 'waymark',
    durable: options.durable ?? true,
  });
  /** @type {Promise<void> | undefined} */
  let stopping;
  return {
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
    adminUrl: cluster.adminUrl,
    // Once, however many ways the script ends at the same time (a signal, its server's exit).
    stop: () => (stopping ??= cluster.stop()),
  };
}
