import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import { migrate } from '../db/migrator.js';
import { adminQuery, TEMPLATE_DB, testDatabaseUrl, withDatabase } from './databases.js';

/**
 * Builds the migrated template database every test file clones, and the api as production runs
 * it (apps/api/dist, only when its sources changed), for the tests that start its entry points.
 */
export default async function setup(): Promise<void> {
  // Once per run: the api's two test projects (shared and isolated module graphs) both name it.
  if (process.env.WAYMARK_TEST_TEMPLATE_BUILT === TEMPLATE_DB) return;
  // Never installs packages: node_modules is in use.
  execFileSync(process.execPath, [path.join(ROOT_DIR, 'scripts/build.mjs'), 'api'], {
    stdio: 'inherit',
    env: { ...process.env, WAYMARK_SKIP_INSTALL: '1' },
  });
  await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
  await migrate(withDatabase(testDatabaseUrl(), TEMPLATE_DB));
  process.env.WAYMARK_TEST_TEMPLATE_BUILT = TEMPLATE_DB;
}
