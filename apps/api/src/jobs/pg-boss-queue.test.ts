import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { createDb } from '../db/database.js';
import { createTestDatabase } from '../test/databases.js';
import { PgBossQueue } from './pg-boss-queue.js';

/** Waits, within a bound, until every listed file has left the queue. */
async function settled(t: ReturnType<typeof useTestApp>, ids: number[]): Promise<string[]> {
  for (let i = 0; i < 300; i += 1) {
    const rows = await t.db
      .selectFrom('layer_files')
      .select('status')
      .where('id', 'in', ids)
      .execute();
    if (rows.every((r) => r.status === 'ready' || r.status === 'error'))
      return rows.map((r) => r.status);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the queue did not process the files');
}

describe('the PostgreSQL job queue', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let queue: PgBossQueue;
  const attempts = new Map<number, number>();

  beforeAll(async () => {
    const orgId = await t.createOrganisation('Rail', 'rail.test');
    user = await t.createUser({
      email: 'surveyor@rail.test',
      organisations: [{ id: orgId, admin: true }],
      permissions: ['layers.add_layer', 'layers.upload', 'maps.change_map'],
    });
    mapId = (
      await t.container.repos.maps.create({
        organisation_id: orgId,
        owner_id: user.id,
        name: 'M',
        visibility: 'ORG',
      })
    ).id;
    queue = new PgBossQueue(t.config.DATABASE_URL, 600, () => undefined, {
      delaySeconds: 1,
      backoff: false,
    });
    const { processor } = t.container;
    await queue.work(1, async (fileId, lastAttempt) => {
      const attempt = (attempts.get(fileId) ?? 0) + 1;
      attempts.set(fileId, attempt);
      // The first attempt dies half-way, as a killed worker would: leftovers and no answer.
      if (attempt === 1) {
        await sql`create table ${sql.table(`features_build_${fileId}_dead`)} (x int)`.execute(t.db);
        throw new Error('worker killed');
      }
      await processor.process(fileId, { lastAttempt });
    });
  });

  afterAll(async () => {
    await queue.stop();
  });

  it('processes queued files, retrying a job whose worker died, without duplicating features', async () => {
    const form = uploadForm([
      { fixture: 'shapefile/LGA_2013_AUST.shp', type: 'vector', layerName: 'LGA' },
      { fixture: 'shapefile/LGA_2013_AUST.shx' },
      { fixture: 'shapefile/LGA_2013_AUST.dbf' },
      { fixture: 'shapefile/LGA_2013_AUST.prj' },
      { fixture: 'shapefile/LGA_2013_AUST.cpg' },
    ]);
    const res = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = t.jobs.take();
    expect(ids).toHaveLength(1);
    for (const id of ids) await queue.enqueueFile(id);
    expect(await settled(t, ids)).toEqual(['ready']);
    expect(attempts.get(ids[0]!)).toBe(2);
    const layer = await t.db
      .selectFrom('layers')
      .select('id')
      .where('name', '=', 'LGA')
      .executeTakeFirstOrThrow();
    const features = await t.db
      .selectFrom('features')
      .select('fid')
      .where('layer_id', '=', layer.id)
      .execute();
    // 12 of the file's 13 records have no geometry: only the one with a shape is a feature.
    expect(features).toHaveLength(1);
    const leftovers = await sql<{ n: number }>`
      select count(*)::int as n from pg_tables where tablename like 'features_build_%'`.execute(
      t.db,
    );
    expect(leftovers.rows[0]?.n).toBe(0);
  });
});

describe('the PostgreSQL job queue, many processes starting at once', () => {
  it('is created once while several api processes and workers start together', async () => {
    const database = await createTestDatabase();
    const queues = Array.from(
      { length: 4 },
      () => new PgBossQueue(database.url, 600, () => undefined),
    );
    const db = createDb(database.url, 1);
    try {
      await Promise.all(queues.map((q, k) => q.enqueueFile(k + 1)));
      const jobs = await sql<{ n: number }>`
        select count(*)::int as n from pgboss.job where name = 'process-file'`.execute(db);
      expect(jobs.rows[0]!.n).toBe(4);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await db.destroy();
      await database.drop();
    }
  });
});
