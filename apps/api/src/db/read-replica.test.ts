import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicatedCluster, type ReplicatedCluster } from '../test/replica.js';
import { searchableMap } from '../test/search.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeMvt } from '../test/viewer.js';
import { tileAt } from '../tiles/tile-math.js';
import { READS_CHANNEL } from './read-router.js';

/** Long enough for a loaded machine: a notice from another process, a replica catching up. */
const POLL = { interval: 50, timeout: 10_000 };
const ZURICH = tileAt(8.5417, 47.3769, 12);

/**
 * A streaming replica (pg_basebackup) of a primary of the test's own, serving the app's tile,
 * search and list reads (DATABASE_REPLICA_URL): readers get the replica's answers, while a user
 * who has just written reads on the primary until the replica has replayed that write — shown
 * with the replica's replay paused, where any stale read would show.
 */
describe('a streaming read replica', () => {
  let replica: ReplicatedCluster;
  beforeAll(async () => {
    replica = await startReplicatedCluster();
  }, 120_000);
  // Registered before the app's: runs after it has closed its connections.
  afterAll(() => replica?.stop());

  const t = useTestApp(
    (database) => ({ DATABASE_REPLICA_URL: replica.urlFor(database.url) }),
    async () => ({ url: replica.primaryUrl, drop: async () => undefined }),
  );
  let writer: TestUser;
  let reader: TestUser;
  let bystander: TestUser;
  let mapId: number;
  let layerId: number;
  let database: string;

  const pause = () => replica.query('postgres', 'select pg_wal_replay_pause()');
  const resume = () => replica.query('postgres', 'select pg_wal_replay_resume()');

  beforeAll(async () => {
    let orgId: number;
    ({ orgId, user: writer, mapId, layerId } = await searchableMap(t));
    reader = await t.createUser({ email: 'reader@rail.test', organisations: [{ id: orgId }] });
    bystander = await t.createUser({
      email: 'bystander@rail.test',
      organisations: [{ id: orgId }],
    });
    database = new URL(t.config.DATABASE_URL).pathname.slice(1);
    await replica.caughtUp();
  });

  afterAll(async () => {
    // Never leave the replica paused for the next test's sake (stop would not wait on it).
    await resume().catch(() => undefined);
  });

  const get = (url: string, user: TestUser) => t.request('GET', url, { token: user.token });
  const mapNames = async (user: TestUser) =>
    ((await get('/api/maps/', user)).json() as { results: { name: string }[] }).results.map(
      (m) => m.name,
    );
  const found = async (user: TestUser, query: string) =>
    (
      (await get(`/api/maps/${mapId}/search/?query=${encodeURIComponent(query)}`, user)).json() as {
        results: { text: string }[];
      }
    ).results.map((r) => r.text);
  /** Whether the read path of a request by `user` reaches a server in recovery: the replica. */
  const readsOnReplica = (user: number | null, writes = false) =>
    t.container.reads.within({ writes, user }, () =>
      t.container.reads.run(async (db) => {
        const result = await sql<{ standby: boolean }>`
          select pg_is_in_recovery() as standby`.execute(db);
        return result.rows[0]!.standby;
      }),
    );

  it('sends a reader’s lists, searches and tiles to the replica; writes and work outside requests stay on the primary', async () => {
    expect(await readsOnReplica(reader.id)).toBe(true);
    expect(await readsOnReplica(null)).toBe(true);
    expect(await readsOnReplica(reader.id, true)).toBe(false);
    expect(
      await t.container.reads.run(
        async (db) =>
          (
            await sql<{ standby: boolean }>`
      select pg_is_in_recovery() as standby`.execute(db)
          ).rows[0]!.standby,
      ),
    ).toBe(false);

    expect(await mapNames(reader)).toEqual(['Corridor']);
    expect(await found(reader, 'Zürich')).toContain('Zürich');
    const tile = await get(
      `/api/tiles/layers/${layerId}/${ZURICH.z}/${ZURICH.x}/${ZURICH.y}.pbf`,
      reader,
    );
    expect(tile.statusCode).toBe(200);
    const served = await replica.query<{ n: number }>(
      database,
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = 'waymark-replica'`,
    );
    expect(served[0]!.n).toBeGreaterThan(0);
  });

  it('shows a user their own write in their next request while replay is paused, others the replica’s', async () => {
    await pause();
    const renamed = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: writer.token,
      body: { name: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await mapNames(writer)).toEqual(['Renamed']);
    expect(await readsOnReplica(writer.id)).toBe(false);
    // The replica has not replayed it: the reader's list still comes from there.
    expect(await mapNames(reader)).toEqual(['Corridor']);

    await resume();
    await expect.poll(() => mapNames(reader), POLL).toEqual(['Renamed']);
    // Caught up: the writer's reads go back to the replica.
    expect(await readsOnReplica(writer.id)).toBe(true);
  });

  it('holds a user’s reads to the primary after their write in another api process (its notice)', async () => {
    await pause();
    // As another process does at the end of the reader's write request.
    await sql`update maps set name = 'Elsewhere' where id = ${mapId}::int`.execute(t.db);
    await sql`select pg_notify(${READS_CHANNEL}, ${String(reader.id)} || ' ' || pg_current_wal_lsn()::text)`.execute(
      t.db,
    );
    await expect.poll(() => mapNames(reader), POLL).toEqual(['Elsewhere']);
    expect(await mapNames(bystander)).toEqual(['Renamed']);
    await resume();
    await expect.poll(() => mapNames(bystander), POLL).toEqual(['Elsewhere']);
  });

  it('draws a tile of the layer version it is tagged with, from the primary while the replica lags', async () => {
    const path = `/api/tiles/layers/${layerId}/${ZURICH.z}/${ZURICH.x}/${ZURICH.y}.pbf`;
    const names = (body: Buffer) =>
      decodeMvt(body)
        .features.map((f) => f.properties.name as string)
        .sort();
    const before = await get(path, reader);
    expect(names(before.rawPayload)).not.toContain('Zürich Nord');

    await pause();
    // New data, as processing swaps it in: the feature and the layer's version, elsewhere.
    await sql`insert into features (layer_id, file_id, fid, properties, geom)
      values (${layerId}::int, 0, 6, '{"name": "Zürich Nord"}'::jsonb,
        st_transform(st_setsrid(st_makepoint(8.545, 47.38), 4326), 3857))`.execute(t.db);
    await sql`update layers set data_version = data_version + 1 where id = ${layerId}::int`.execute(
      t.db,
    );
    // Once the notice has emptied the cache, the tag is the new version's, and so are the bytes.
    await expect
      .poll(async () => (await get(path, reader)).headers.etag, POLL)
      .not.toBe(before.headers.etag);
    expect(names((await get(path, reader)).rawPayload)).toContain('Zürich Nord');
    // Tiles made together (as light tiles asked at once are): the paused replica draws the
    // version it holds, and the primary the one it does not yet.
    const { data_version: version } = await t.db
      .selectFrom('layers')
      .select('data_version')
      .where('id', '=', layerId)
      .executeTakeFirstOrThrow();
    const together = (dataVersion: number) =>
      t.container.reads.within({ writes: false, user: bystander.id }, () =>
        t.container.repos.vectorTiles.tiles(
          { layerId, subLayers: null, clip: null, simplify: 0 },
          ZURICH.z,
          [ZURICH, { x: ZURICH.x + 1, y: ZURICH.y }],
          dataVersion,
        ),
      );
    expect(names((await together(version - 1))[0]!)).not.toContain('Zürich Nord');
    expect(names((await together(version))[0]!)).toContain('Zürich Nord');
    // The search still reads the paused replica.
    expect(await found(reader, 'Zürich Nord')).not.toContain('Zürich Nord');

    await resume();
    await expect.poll(() => found(reader, 'Zürich Nord'), POLL).toContain('Zürich Nord');
  });
});
