import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { PackRead } from '@waymark/contract/pack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { packAndBuild, postPack } from '../test/packs.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { staleAfter } from '../services/pack-limits.js';
import { NOT_QUEUED } from '../services/pack.service.js';
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
      search: repos.featureSearch,
      attachments: repos.packAttachments,
      storage,
      workDir: config.WORK_DIR,
      timeoutMs: 60_000,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      ...changes,
    });
  }

  /** A new pack whose archive is queued, not built; a new zoom range makes a new archive. */
  async function queuedPack(
    zoomMax: number,
    zoomMin = REQUEST.zoom_min,
  ): Promise<{ pack: number; archive: number }> {
    const res = await postPack(t, user, mapId, {
      ...REQUEST,
      zoom_min: zoomMin,
      zoom_max: zoomMax,
    });
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
    const builds: [string, string][] = [];
    const metrics = { packBuilt: (kind: string, outcome: string) => builds.push([kind, outcome]) };
    await builder({ archives: watched, metrics }).build(archive);
    // The worker's /metrics count it (waymark_pack_build_duration_seconds).
    expect(builds).toEqual([['vector', 'ready']]);
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
    // A clock that jumps an hour once the build has read its start: the first tile is late.
    let reads = 0;
    const now = () => (reads++ === 0 ? 0 : 3600_000);
    await builder({ timeoutMs: 60_000, now }).build(archive);
    await expectFailed(pack, archive, /time limit/);
  });

  it('stops a build whose tiles pass the byte limit', async () => {
    const { pack, archive } = await queuedPack(9, 9);
    const builds: [string, string][] = [];
    const metrics = { packBuilt: (kind: string, outcome: string) => builds.push([kind, outcome]) };
    await builder({ maxBytes: 10, metrics }).build(archive);
    await expectFailed(pack, archive, /PACK_MAX_BYTES/);
    expect(builds).toEqual([['vector', 'failed']]);
  });

  it('fails the archive when its work directory cannot be made', async () => {
    const { pack, archive } = await queuedPack(8, 8);
    // A file where the directory should be.
    const blocked = path.join(t.config.WORK_DIR, 'blocked');
    await mkdir(t.config.WORK_DIR, { recursive: true });
    await writeFile(blocked, '');
    await builder({ workDir: path.join(blocked, 'work') }).build(archive);
    await expectFailed(pack, archive, /ENOTDIR|EEXIST|not a directory/);
  });

  it('fails an archive it could not queue, and builds the next pack anew', async () => {
    const queue = t.jobs;
    const original = queue.enqueuePackArchive;
    queue.enqueuePackArchive = async () => {
      throw new Error('queue away');
    };
    try {
      const res = await postPack(t, user, mapId, { ...REQUEST, zoom_min: 11, zoom_max: 11 });
      expect(res.statusCode).toBe(500);
    } finally {
      queue.enqueuePackArchive = original;
    }
    const [failed] = await t.db
      .selectFrom('pack_archives')
      .selectAll()
      .where('zoom_min', '=', 11)
      .where('zoom_max', '=', 11)
      .execute();
    expect(failed).toMatchObject({ status: 'error', error_detail: NOT_QUEUED });
    const again = await postPack(t, user, mapId, { ...REQUEST, zoom_min: 11, zoom_max: 11 });
    expect(again.statusCode, again.body).toBe(201);
    expect(t.jobs.takeArchives()).toHaveLength(1);
  });

  it('fails archives whose build died, so that a new pack does not reuse them', async () => {
    const { pack, archive } = await queuedPack(7, 7);
    const staleness = staleAfter(t.config.PACK_TIMEOUT_SECONDS);
    // Started by a worker that died, long ago.
    await t.container.repos.packArchives.start(archive);
    const ago = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;
    const age = (seconds: number) =>
      t.db
        .updateTable('pack_archives')
        .set({ updated_at: ago(seconds) })
        .where('id', '=', archive)
        .execute();
    await age(staleness.building - 60);
    expect(await t.container.services.packs.reapStale()).toEqual([]);
    await age(staleness.building + 60);
    // Listing the packs reaps them (as the worker does on its rounds).
    const list = await t.request('GET', `/api/maps/${mapId}/packs/`, user);
    expect(list.statusCode).toBe(200);
    const read = (list.json() as { results: PackRead[] }).results.find((p) => p.id === pack)!;
    expect(read.status).toBe('error');
    const again = await postPack(t, user, mapId, { ...REQUEST, zoom_min: 7, zoom_max: 7 });
    expect(again.statusCode, again.body).toBe(201);
    expect(t.jobs.takeArchives()).toHaveLength(1);
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
    // Resolved by the job's handler once it has built the archive: no polling of the clock.
    const built = new Promise<number>((resolve, reject) => {
      void queue
        .workPacks(1, async (id) => {
          await t.container.packBuilder.build(id);
          resolve(id);
        })
        .catch(reject);
    });
    await queue.enqueuePackArchive(archive);
    expect(await built).toBe(archive);
    const read = (await t.request('GET', `/api/packs/${pack}/`, user)).json() as PackRead;
    expect(read.status).toBe('ready');
  });
});
