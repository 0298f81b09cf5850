import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the server launcher, the global setup and the tests. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
/** Only 'localhost' (and the seeded organisations' domains) are configured hosts. */
export const UNCONFIGURED_URL = `http://127.0.0.1:${PORT}/`;
/** E2E_DATABASE: another name, for working copies whose browser tests share one cluster. */
export const DATABASE_NAME = process.env.E2E_DATABASE ?? 'waymark_e2e';
export const MAIL_DIR = path.join(ROOT, 'var/e2e/mail');

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
/** An organisation without maps, where NOMAP works. */
export const EMPTY_ORGANISATION = { name: 'Empty Survey Co', domain: 'empty.localhost' };
/** A second organisation of the admin, on another domain (created through the API). */
export const NORTHERN_ORGANISATION = {
  name: 'Northern Rail Surveys',
  domain: 'northern.localhost',
};
