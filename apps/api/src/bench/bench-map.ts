import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../config.js';
import { createContainer } from '../container.js';
import { createDb } from '../db/database.js';
import { loadPrincipal } from '../policies/principal.js';
import { freshDatabase } from './bench-support.js';

/**
 * A bench's own database (`name`) with one organisation, its admin and a map, and the container
 * over it (files stored under `work`): what the volume and relief benches import into.
 */
export async function benchMap(name: string, work: string) {
  const baseUrl = loadConfig().DATABASE_URL;
  const databaseUrl = await freshDatabase(baseUrl, name);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    STORAGE_DIR: path.join(work, 'storage'),
  });
  const db = createDb(databaseUrl, 4);
  const c = createContainer(db, config, pino({ level: 'warn' }), undefined, undefined, {
    enqueueFile: async () => {},
    enqueuePackArchive: async () => {},
  });
  const org = await c.repos.organisations.create({ name: 'Bench' });
  const user = await c.repos.users.create({
    email: `${name}@example.com`,
    first_name: 'Bench',
    last_name: name,
    password_hash: 'x',
  });
  await c.repos.users.upsertMembership(user.id, org.id, true);
  const map = await c.repos.maps.create({
    organisation_id: org.id,
    owner_id: user.id,
    name: 'Bench',
    visibility: 'ORG',
  });
  const principal = await loadPrincipal(c.repos.users, user.id);
  return { baseUrl, db, c, org, user, map, principal };
}
