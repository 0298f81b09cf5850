import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the server launcher, the global setup and the tests. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The browser tests run in E2E_WORKERS workers, each against a server of its own with its own
 * database, storage and mail: no test sees another's changes, whichever runs beside it. A
 * worker knows its number from Playwright (TEST_PARALLEL_INDEX, set before any test file or
 * the config is loaded in it); a server is told its own (E2E_SERVER_INDEX). By default one
 * worker per core: with the map no longer redrawn for fades, one worker left the two cores
 * 22 % idle (waiting on the server and on frames), and two finished the suite in 567 s against
 * 735 s, with 6 % idle.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? availableParallelism()));
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
export const SERVER_INDEX = Number(
  process.env.TEST_PARALLEL_INDEX ?? process.env.E2E_SERVER_INDEX ?? 0,
);
/** The server (and the database, storage and mail folder) of worker `index`. */
export function serverOf(index: number) {
  const suffix = index === 0 ? '' : `_${index}`;
  const port = FIRST_PORT + index;
  return {
    port,
    baseUrl: `http://localhost:${port}`,
    /** E2E_DATABASE: another name, for working copies whose browser tests share one cluster. */
    databaseName: `${process.env.E2E_DATABASE ?? 'waymark_e2e'}${suffix}`,
    dir: path.join(ROOT, `var/e2e/server${suffix}`),
  };
}
const own = serverOf(SERVER_INDEX);
export const PORT = own.port;
export const BASE_URL = own.baseUrl;
/** Only 'localhost' (and the seeded organisations' domains) are configured hosts. */
export const UNCONFIGURED_URL = `http://127.0.0.1:${PORT}/`;
export const DATABASE_NAME = own.databaseName;
export const MAIL_DIR = path.join(own.dir, 'mail');
/** The server's stored files and processing work (each server its own: layer ids repeat). */
export const STORAGE_DIR = path.join(own.dir, 'storage');
export const WORK_DIR = path.join(own.dir, 'work');

export interface Account {
  email: string;
  password: string;
  name: string;
}

const account = (email: string, password: string, name: string): Account => ({
  email,
  password,
  name,
});

/** The bootstrap superuser, organisation admin of 'Demo Rail Surveys'. */
export const ADMIN = account('admin@waymark.test', 'Granite-Harbour-42', 'Admin');
/** No permissions at all. */
export const VIEWER = account('vera.viewer@waymark.test', 'Lantern-Meadow-57', 'Vera Viewer');
/** Target of the impersonation test; may see the Users admin. */
export const TARGET = account('ian.target@waymark.test', 'Copper-Willow-83', 'Ian Target');
/** Member of an organisation without maps only. */
export const NOMAP = account('nora.nomap@waymark.test', 'Saffron-Glacier-19', 'Nora Nomap');
export const RESET_USER = account('rita.reset@waymark.test', 'Orchid-Falcon-64', 'Rita Reset');
export const CHANGE_USER = account('carl.change@waymark.test', 'Pebble-Thunder-28', 'Carl Change');
export const LOCKOUT_USER = account('tom.token@waymark.test', 'Velvet-Canyon-71', 'Tom Token');

export const DEMO_ORGANISATION = 'Demo Rail Surveys';
export const DEMO_MAP = 'Demo map';
/**
 * The tests' own map beside the demo survey (apps/api/src/test/corridor-map.ts): fixtures
 * far apart (Massachusetts districts with reports, a CAD route, a Bahamas raster, a German DTM,
 * photos), which most map viewer tests were written against.
 */
export const CORRIDOR_MAP = 'Survey corridor';
/** An organisation without maps, where NOMAP works. */
export const EMPTY_ORGANISATION = { name: 'Empty Survey Co', domain: 'empty.localhost' };
/** A second organisation of the admin, on another domain (created through the API). */
export const NORTHERN_ORGANISATION = {
  name: 'Northern Rail Surveys',
  domain: 'northern.localhost',
};
