import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VectorTileQuery } from '../repositories/vector-tile.repository.js';
import { seedLayer } from '../test/layers.js';
import { useTestApp } from '../test/test-app.js';
import { SHARED_FROM_MS, SharedVectorTiles } from './shared-vector-tiles.js';

/** Tiles made in `ms` each, the bytes naming the tile; `made` lists what was made. */
function maker(ms: number) {
  const made: string[] = [];
  return {
    made,
    async tile(q: VectorTileQuery) {
      if (ms > 0) await sleep(ms);
      made.push(`${q.z}/${q.x}/${q.y}`);
      return Buffer.from(`mvt ${q.z}/${q.x}/${q.y}`);
    },
  };
}

describe('SharedVectorTiles: heavy tiles shared by the api processes through PostgreSQL', () => {
  const t = useTestApp();
  let layerId: number;
  const query = (x: number, z = 8): VectorTileQuery => ({
    layerId,
    z,
    x,
    y: 90,
    subLayers: null,
    clip: null,
    simplify: 0,
  });
  const rows = async () =>
    (await t.db.selectFrom('vector_tile_cache').select(['layer_id', 'data_version']).execute())
      .length;

  beforeAll(async () => {
    const orgId = await t.createOrganisation('Tiles', 'tiles.test');
    layerId = await seedLayer(t, orgId, null);
  });

  it('answers a heavy tile one process made from the table in another, once it knows they are heavy', async () => {
    const first = maker(SHARED_FROM_MS * 3);
    const a = new SharedVectorTiles(first, t.container.repos.sharedTiles, 1024 ** 2);
    await a.tile(query(130), 1);
    await a.tile(query(131), 1);
    await sleep(50); // stored in the background
    expect(await rows()).toBe(2);

    const second = maker(SHARED_FROM_MS * 3);
    const hits: boolean[] = [];
    const b = new SharedVectorTiles(second, t.container.repos.sharedTiles, 1024 ** 2, (hit) =>
      hits.push(hit),
    );
    // Its first tile at that zoom is made (it learns their cost), the next one is read.
    expect((await b.tile(query(132), 1)).toString()).toBe('mvt 8/132/90');
    expect((await b.tile(query(130), 1)).toString()).toBe('mvt 8/130/90');
    expect(second.made).toEqual(['8/132/90']);
    expect(hits).toEqual([true]);
    // Another data version is another tile: made, not read.
    await b.tile(query(130), 2);
    expect(second.made).toEqual(['8/132/90', '8/130/90']);
    await sleep(50);
    expect(await rows()).toBe(4);
  });

  it('neither stores nor looks up light tiles', async () => {
    await t.db.deleteFrom('vector_tile_cache').execute();
    const light = maker(0);
    const hits: boolean[] = [];
    const c = new SharedVectorTiles(light, t.container.repos.sharedTiles, 1024 ** 2, (hit) =>
      hits.push(hit),
    );
    for (let i = 0; i < 3; i += 1) await c.tile(query(140, 14), 1);
    await sleep(50);
    expect(light.made).toHaveLength(3);
    expect(hits).toEqual([]);
    expect(await rows()).toBe(0);
  });

  it('prunes tiles of versions their layer has left, then the oldest beyond its bytes', async () => {
    await t.db.deleteFrom('vector_tile_cache').execute();
    const repo = t.container.repos.sharedTiles;
    const { data_version: current } = await t.db
      .selectFrom('layers')
      .select('data_version')
      .where('id', '=', layerId)
      .executeTakeFirstOrThrow();
    await repo.put('old', layerId, current - 1, Buffer.alloc(10));
    for (const key of ['a', 'b', 'c']) {
      await repo.put(key, layerId, current, Buffer.alloc(1000));
      await sleep(5);
    }
    // Room for two tiles of 1000 bytes (and their 100 of overhead each): the oldest goes too.
    expect(await repo.prune(2200)).toBe(2);
    const left = await t.db.selectFrom('vector_tile_cache').select('key').orderBy('key').execute();
    expect(left.map((r) => r.key)).toEqual(['b', 'c']);
    expect(await repo.get('c')).toEqual(Buffer.alloc(1000));
    expect(await repo.get('a')).toBeNull();
  });

  it('shares nothing with no bytes to share', async () => {
    await t.db.deleteFrom('vector_tile_cache').execute();
    const heavy = maker(SHARED_FROM_MS * 3);
    const off = new SharedVectorTiles(heavy, t.container.repos.sharedTiles, 0);
    await off.tile(query(150), 1);
    await off.tile(query(150), 1);
    await sleep(50);
    expect(heavy.made).toHaveLength(2);
    expect(await rows()).toBe(0);
  });
});
