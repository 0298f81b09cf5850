import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';
import { tileAt } from '../tiles/tile-math.js';
import { changeSignalOf } from './database.js';

/**
 * The api caches who a token is and which layers its user sees. These tests change the data
 * from another connection, as another api process, a worker or the CLI would: the answers
 * must follow once the notice arrives.
 */
/**
 * Long enough for a loaded machine, well short of the caches' 10 s limit: an answer that follows
 * within it came by the notice, not by expiry.
 */
const NOTICE = { timeout: 5_000 };

describe('change notices', () => {
  const t = useTestApp();
  let user: TestUser;
  let senate: UploadedLayer;
  let other: pg.Client;

  beforeAll(async () => {
    let mapId: number;
    ({ user, mapId } = await createSurveyor(t));
    senate = await uploadLayer(t, user.token, mapId, 'Senate', SENATE_SHAPEFILE);
    other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
  });

  afterAll(() => other?.end());

  const tile = () => {
    const { z, x, y } = tileAt(-71.8, 42.27, 9);
    return `/api/tiles/layers/${senate.id}/${z}/${x}/${y}.pbf`;
  };
  const status = async (url: string, token: string) =>
    (await t.request('GET', url, { token })).statusCode;

  it('caches nothing it could not be told about: the listener is up', () => {
    expect(changeSignalOf(t.db).trusted).toBe(true);
  });

  it('sees a layer changed elsewhere: a new tile tag, then nothing outside the new bounds', async () => {
    const first = await t.request('GET', tile(), { token: user.token });
    expect(first.statusCode).toBe(200);
    await other.query(`UPDATE layers SET bounds = ARRAY[0, 0, 1, 1]::float8[] WHERE id = $1`, [
      senate.id,
    ]);
    await expect.poll(() => status(tile(), user.token), NOTICE).toBe(204);
    const after = await t.request('GET', tile(), { token: user.token });
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses a token revoked elsewhere', async () => {
    const token = await t.login(user.email);
    expect(await status('/api/users/me/', token)).toBe(200);
    await other.query(`UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1`, [user.id]);
    await expect.poll(() => status('/api/users/me/', token), NOTICE).toBe(403);
  });

  it('steps aside while its connection is lost, and listens again', async () => {
    const signal = changeSignalOf(t.db);
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'waymark-changes' AND datname = current_database()`,
    );
    await expect.poll(() => signal.trusted, NOTICE).toBe(false);
    await expect.poll(() => signal.trusted, { timeout: 10_000 }).toBe(true);
    const token = await t.login(user.email);
    expect(await status('/api/users/me/', token)).toBe(200);
    await other.query(`UPDATE users SET is_active = false WHERE id = $1`, [user.id]);
    await expect.poll(() => status('/api/users/me/', token), NOTICE).toBe(403);
  });
});
