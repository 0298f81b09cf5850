import { readdir } from 'node:fs/promises';
import type { PackRead } from '@waymark/contract/pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { packAndBuild, postPack } from '../test/packs.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { archiveKey, PackArchiveBuilder, type PackBuildContext } from './build-pack-archive.js';
import { PgBossQueue } from './pg-boss-queue.js';

const AREA: [number, number, number, number] = [-6.3, 53.3, -6.2, 53.36];
const REQUEST = { bbox: AREA, zoom_min: 10, zoom_max: 14 };

describe('building pack archives', () => {
  const t = useTestApp();
  let user: TestUser;
  let orgId: number;
  let mapId: number;
  let layerId: number;
  const queues: PgBossQueue[] = [];

  beforeAll(async () => {
    ({ user, orgId, mapId } = await createSurveyor(t));
    layerId = await seedLayer(t, orgId, user.id, { name: 'Points', type: 'vector', extent: AREA }, [
      mapId,
    ]);
    await seedFeatures(
      t,
      layerId,
      Array.from({ length: 30 }, (_, i) => ({
        fid: i + 1,
        properties: { n: i },
        lon: -6.3 + (i % 6) * 0.015,
        lat: 53.3 + Math.floor(i / 6) * 0.01,
      })),
    );
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop(5000);
  });

  /** A builder like the container's, with some of its parts replaced. */
  function builder(changes: Partial<PackBuildContext>) {
    const { repos, storage, config, services } = t.container;
    return new PackArchiveBuilder({
      archives: repos.packArchives,
      users: repos.users,
      tiles: services.tiles,
      storage,
      workDir: config.WORK_DIR,
      timeoutMs: 60_000,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      ...changes,
    });
  }

  /** A new pack whose archive is queued, not built; a new zoom range makes a new archive. */
  async function queuedPack(zoomMax: number): Promise<{ pack: number; archive: number }> {
    const res = await postPack(t, user, mapId, { ...REQUEST, zoom_max: zoomMax });
    expect(res.statusCode, res.body).toBe(201);
    const [archive] = t.jobs.takeArchives();
    return { pack: (res.json() as PackRead).id, archive: archive! };
  }

  async function expectFailed(pack: number, archive: number, detail: RegExp) {
    const row = await t.db
      .selectFrom('pack_archives')
      .selectAll()
      .where('id', '=', archive)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'error', error_code: 1, storage_key: null });
    expect(row.error_detail).toMatch(detail);
    const read = (await t.request('GET', `/api/packs/${pack}/`, user)).json() as PackRead;
    expect(read.status).toBe('error');
    expect(read.current).toBe(false);
    expect(read.archives[0]!.error).toEqual({
      code: 1,
      title: 'GENERAL',
      message: 'An unknown error has occurred',
    });
    const key = archiveKey({ id: archive, organisation_id: orgId, layer_id: layerId });
    expect(await t.container.storage.exists(key)).toBe(false);
    // Nothing half-written is left in the work directory.
    const left = await readdir(t.config.WORK_DIR).catch(() => []);
    expect(left.filter((name) => name.startsWith(`pack-${archive}-`))).toEqual([]);
  }

  it('writes progress as it goes and marks the archive ready', async () => {
    const { pack, archive } = await queuedPack(13);
    const seen: number[] = [];
    const archives = t.container.repos.packArchives;
    const watched = Object.create(archives) as typeof archives;
    watched.progress = async (id, percent) => {
      seen.push(percent);
      await archives.progress(id, percent);
    };
    await builder({ archives: watched }).build(archive);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(Math.max(...seen)).toBeLessThan(100);
    const read = (await t.request('GET', `/api/packs/${pack}/`, user)).json() as PackRead;
    expect(read).toMatchObject({ status: 'ready', progress: 100 });
  });

  it('fails an archive whose layer changed while it waited, and builds the next pack anew', async () => {
    const { pack, archive } = await queuedPack(12);
    await t.db
      .updateTable('layers')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', layerId)
      .execute();
    await builder({}).build(archive);
    await expectFailed(pack, archive, /changed/);
    const again = await packAndBuild(t, user, mapId, { ...REQUEST, zoom_max: 12 });
    expect(again.archives[0]!.url).not.toContain(`/pack-archives/${archive}/`);
  });

  it('gives up at the time limit, leaving nothing behind', async () => {
    const { pack, archive } = await queuedPack(11);
    await builder({ timeoutMs: 1 }).build(archive);
    await expectFailed(pack, archive, /time limit/);
  });

  it('marks the archive failed when storing it fails', async () => {
    const { pack, archive } = await queuedPack(10);
    const storage = Object.create(t.container.storage) as typeof t.container.storage;
    storage.putFile = async () => {
      throw new Error('disk full');
    };
    await builder({ storage }).build(archive);
    await expectFailed(pack, archive, /disk full/);
  });

  it('runs as a pg-boss job in the worker', async () => {
    const { pack, archive } = await queuedPack(14);
    const queue = new PgBossQueue(t.config.DATABASE_URL, 600, () => undefined);
    queues.push(queue);
    const built: number[] = [];
    await queue.workPacks(1, async (id) => {
      await t.container.packBuilder.build(id);
      built.push(id);
    });
    await queue.enqueuePackArchive(archive);
    for (let i = 0; i < 100 && built.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(built).toEqual([archive]);
    const read = (await t.request('GET', `/api/packs/${pack}/`, user)).json() as PackRead;
    expect(read.status).toBe('ready');
  });
});
