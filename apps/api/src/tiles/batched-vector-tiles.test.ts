import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VectorTileQuery, VectorTileShape } from '../repositories/vector-tile.repository.js';
import { BATCH_BELOW_MS, BatchedVectorTiles, MAX_BATCH } from './batched-vector-tiles.js';

/** A statement under way: what it makes, and how to end it. */
interface Statement {
  tiles: string[];
  finish: (fail?: Error) => void;
}

/**
 * PostGIS as the batcher sees it: each statement waits until the test ends it; a tile's bytes
 * name it. The clock moves only when the test ends statements.
 */
function database() {
  const statements: Statement[] = [];
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const start = (tiles: string[]) =>
    new Promise<Buffer[]>((resolve, reject) => {
      statements.push({
        tiles,
        finish: (fail) => (fail ? reject(fail) : resolve(tiles.map((t) => Buffer.from(t)))),
      });
    });
  return {
    statements,
    source: {
      tile: async (q: VectorTileQuery) => (await start([`${q.layerId}/${q.z}/${q.x}/${q.y}`]))[0]!,
      tiles: (shape: VectorTileShape, z: number, tiles: readonly { x: number; y: number }[]) =>
        start(tiles.map((t) => `${shape.layerId}/${z}/${t.x}/${t.y}`)),
    },
    /** Ends every statement under way, each tile of it having taken `ms`. */
    async finishAll(ms: number, fail?: Error) {
      for (const s of statements.splice(0)) {
        clock += ms * s.tiles.length;
        s.finish(fail);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

const query = (x: number, z = 16, layerId = 1): VectorTileQuery => ({
  layerId,
  z,
  x,
  y: 7,
  subLayers: null,
  clip: null,
  simplify: 0,
});

/** The end of this turn of the event loop, when the batcher sends what was asked in it. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A batcher that has learnt that layer 1's tiles at z16 are light (`ms` each). */
async function warmed(statements = 1, ms = 0.5) {
  const db = database();
  const batcher = new BatchedVectorTiles(db.source, statements);
  const first = batcher.tile(query(0), 1);
  await turn();
  await db.finishAll(ms);
  expect((await first).toString()).toBe('1/16/0/7');
  return { db, batcher };
}

describe('BatchedVectorTiles: light tiles asked at the same time made in one statement', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the light tiles asked in one turn together while a statement is free, and the tiles asked meanwhile together after', async () => {
    const { db, batcher } = await warmed();
    const made = [1, 2].map((x) => batcher.tile(query(x), 1));
    expect(db.statements).toEqual([]);
    await turn();
    expect(db.statements.map((s) => s.tiles)).toEqual([['1/16/1/7', '1/16/2/7']]);
    made.push(...[3, 4, 5].map((x) => batcher.tile(query(x), 1)));
    await turn();
    expect(db.statements).toHaveLength(1);
    await db.finishAll(0.5);
    expect(db.statements.map((s) => s.tiles)).toEqual([['1/16/3/7', '1/16/4/7', '1/16/5/7']]);
    await db.finishAll(0.5);
    expect((await Promise.all(made)).map(String)).toEqual([
      '1/16/1/7',
      '1/16/2/7',
      '1/16/3/7',
      '1/16/4/7',
      '1/16/5/7',
    ]);
  });

  it('keeps layers, zooms, versions and shapes apart, and a batch to MAX_BATCH tiles', async () => {
    const { db, batcher } = await warmed();
    void batcher.tile(query(1), 1);
    await turn(); // under way
    const waiting = [
      ...Array.from({ length: MAX_BATCH + 1 }, (_, i) => batcher.tile(query(10 + i), 1)),
      batcher.tile(query(30), 2),
      batcher.tile({ ...query(31), subLayers: ['0'] }, 1),
    ];
    const sent: string[][] = [];
    for (let i = 0; i < 5; i++) {
      await db.finishAll(0.5);
      sent.push(...db.statements.map((st) => st.tiles));
    }
    const xs = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `1/16/${from + i}/7`);
    expect(sent).toEqual([xs(10, MAX_BATCH), xs(10 + MAX_BATCH, 1), ['1/16/30/7'], ['1/16/31/7']]);
    expect((await Promise.all(waiting)).length).toBe(MAX_BATCH + 3);
  });

  it('makes heavy tiles, tiles of a layer and zoom not yet timed and clipped tiles one statement each, at once', async () => {
    const { db, batcher } = await warmed();
    void batcher.tile(query(1), 1);
    void batcher.tile(query(2, 15), 1); // not yet timed
    void batcher.tile({ ...query(3), clip: { minX: 0, minY: 0, maxX: 1, maxY: 1 } }, 1);
    expect(db.statements.map((s) => s.tiles)).toEqual([['1/15/2/7'], ['1/16/3/7']]);
    await turn(); // the light one
    expect(db.statements.map((s) => s.tiles)).toEqual([['1/15/2/7'], ['1/16/3/7'], ['1/16/1/7']]);
    await db.finishAll(BATCH_BELOW_MS * 10);
    // Layer 1 at z16 now seems heavy: its tiles no longer wait for one another.
    void batcher.tile(query(4), 1);
    void batcher.tile(query(5), 1);
    expect(db.statements.map((s) => s.tiles)).toEqual([['1/16/4/7'], ['1/16/5/7']]);
  });

  it('fails every tile of a failed statement, and goes on with the next', async () => {
    const { db, batcher } = await warmed();
    const first = batcher.tile(query(1), 1);
    await turn();
    const batch = [2, 3].map((x) =>
      batcher.tile(query(x), 1).then(String, (err: Error) => err.message),
    );
    await db.finishAll(0.5);
    expect((await first).toString()).toBe('1/16/1/7');
    await db.finishAll(0.5, new Error('canceling statement due to statement timeout'));
    expect(await Promise.all(batch)).toEqual([
      'canceling statement due to statement timeout',
      'canceling statement due to statement timeout',
    ]);
    const after = batcher.tile(query(4), 1);
    await turn();
    await db.finishAll(0.5);
    expect((await after).toString()).toBe('1/16/4/7');
  });

  it('splits a batch of tiles of some milliseconds over the free statements, not light ones', async () => {
    const xs = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `1/16/${from + i}/7`);
    const light = await warmed(2, 0.5);
    Array.from({ length: MAX_BATCH }, (_, i) => void light.batcher.tile(query(1 + i), 1));
    await turn();
    expect(light.db.statements.map((s) => s.tiles)).toEqual([xs(1, MAX_BATCH)]);

    const middling = await warmed(2, BATCH_BELOW_MS / 2);
    const made = Array.from({ length: MAX_BATCH }, (_, i) =>
      middling.batcher.tile(query(1 + i), 1),
    );
    await turn();
    const half = MAX_BATCH / 2;
    expect(middling.db.statements.map((s) => s.tiles)).toEqual([xs(1, half), xs(1 + half, half)]);
    await middling.db.finishAll(1);
    expect((await Promise.all(made)).map(String)).toEqual(xs(1, MAX_BATCH));
  });
});
