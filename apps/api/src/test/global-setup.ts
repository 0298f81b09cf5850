import { migrate } from '../db/migrator.js';
import { adminQuery, TEMPLATE_DB, testDatabaseUrl, withDatabase } from './databases.js';

/** Builds the migrated template database every test file clones. */
export default async function setup(): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
  await migrate(withDatabase(testDatabaseUrl(), TEMPLATE_DB));
}
