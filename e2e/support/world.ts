// The browser tests' world: the seeded demo organisation, the tests' own map and accounts. The
// first server seeds it; every other server starts from a copy of its database and stored files.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runScript, waymarkCli } from './cli.js';
import {
  ADMIN,
  CHANGE_USER,
  CORRIDOR_MAP,
  E2E_WORKERS,
  EMPTY_ORGANISATION,
  LOCKOUT_USER,
  NOMAP,
  RESET_USER,
  ROOT,
  TARGET,
  VIEWER,
  serverOf,
  type Account,
} from './constants.js';
import { recreateDatabase } from './database.js';

/**
 * Written by the first server once every server's copy is in place: the id of this Playwright
 * run (E2E_RUN, set by the config), so that a marker an earlier run left is never taken for it.
 */
const SEEDED = path.join(ROOT, 'var/e2e/seeded');
const WAIT_MS = 10 * 60_000;

/** `npm start`'s set-up (the demo survey), then the tests' own map and accounts. */
function seed(env: NodeJS.ProcessEnv): void {
  waymarkCli(['setup'], env);
  const demo = 'localhost';
  const account = (user: Account, domain: string, permissions: string[] = []) => ({
    ...user,
    domain,
    permissions,
  });
  runScript(
    'apps/api/src/test/e2e-world.seed.ts',
    [
      JSON.stringify({
        corridorMap: { name: CORRIDOR_MAP, ownerEmail: ADMIN.email },
        organisations: [EMPTY_ORGANISATION],
        users: [
          account(VIEWER, demo),
          account(TARGET, demo, ['users.change_user']),
          account(RESET_USER, demo),
          account(CHANGE_USER, demo),
          account(LOCKOUT_USER, demo),
          account(NOMAP, EMPTY_ORGANISATION.domain, [
            'maps.change_map',
            'layers.change_layer',
            'users.change_user',
          ]),
        ],
      }),
    ],
    env,
  );
}

/** A server's stored files and work, removed: its fresh database starts its ids again. */
function clearFolders(index: number): void {
  const { dir } = serverOf(index);
  for (const folder of ['storage', 'work']) {
    rmSync(path.join(dir, folder), { recursive: true, force: true });
  }
}

/** The first server's database (as a template) and stored files, to every other server. */
async function copyToOthers(serverUrl: string): Promise<void> {
  const first = serverOf(0);
  for (let other = 1; other < E2E_WORKERS; other += 1) {
    clearFolders(other);
    await recreateDatabase(serverUrl, serverOf(other).databaseName, first.databaseName);
    const storage = path.join(first.dir, 'storage');
    if (existsSync(storage)) {
      cpSync(storage, path.join(serverOf(other).dir, 'storage'), { recursive: true });
    }
  }
}

/**
 * Seeds the world for the server `index` (its database and folders are `serverOf(index)`'s, and
 * `env` its settings): the first seeds it and copies it to the others, which wait for their copy.
 * Seeding it once: each seed takes a core for about 20 s, the demo survey's imagery most of it.
 * Without a run id (a server started on its own) each server seeds its own.
 */
export async function prepareWorld(
  index: number,
  serverUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const run = process.env.E2E_RUN;
  if (index > 0 && run) {
    const deadline = Date.now() + WAIT_MS;
    while (!existsSync(SEEDED) || readFileSync(SEEDED, 'utf8') !== run) {
      if (Date.now() > deadline) throw new Error('the first server did not seed the world in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return;
  }
  clearFolders(index);
  await recreateDatabase(serverUrl, serverOf(index).databaseName);
  seed(env);
  if (index === 0 && run) {
    await copyToOthers(serverUrl);
    mkdirSync(path.dirname(SEEDED), { recursive: true });
    writeFileSync(SEEDED, run);
  }
}
