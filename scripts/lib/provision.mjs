// @ts-check
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, ensureNodeModules, systemPackages } from './dependencies.mjs';
import { ensureLocalCluster } from './postgres.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An executable that npm installed for the workspace (node_modules/.bin). */
export const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules/.bin', name);

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
  const secrets = { SECRETS_KEY: process.env.SECRETS_KEY || installSecretsKey() };
  if (external) {
    return { env: { ...process.env, ...secrets }, adminUrl: null, stop: async () => {} };
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
    env: { ...process.env, ...secrets, DATABASE_URL: cluster.databaseUrl },
    adminUrl: cluster.adminUrl,
    // Once, however many ways the script ends at the same time (a signal, its server's exit).
    stop: () => (stopping ??= cluster.stop()),
  };
}

/**
 * The key that seals secrets kept in the database (SECRETS_KEY) when none is given: one made for
 * this install and kept in var/ beside the local cluster's password. Whoever runs Waymark
 * elsewhere sets SECRETS_KEY and keeps it: sealed secrets cannot be opened without it.
 */
function installSecretsKey() {
  const file = path.join(ROOT, 'var', 'secrets-key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
