import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local-storage.js';
import { cogDecoder, geotiffDecoder } from './cog-decoder.js';
import type { CogInfo } from './cog-info.js';
import { CogReader, valueOf, type LevelBlock } from './cog-reader.js';
import { sampleLevel, valueAt } from './section-sampler.js';

const run = promisify(execFile);

/** 2048 × 1024 Float32 pixels in 256² blocks (8 × 4); random low bits, so blocks stay large. */
const WIDTH = 2048;
const HEIGHT = 1024;
const BLOCK = 256;
const ACROSS = WIDTH / BLOCK;
const NODATA = -9999;
/** Columns [from, to) of nodata. */
const GAP = [700, 720] as const;

function pixels(): Float32Array {
  const values = new Float32Array(WIDTH * HEIGHT);
  let state = 5;
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const inGap = x >= GAP[0] && x < GAP[1];
      values[y * WIDTH + x] = inGap ? NODATA : x * 0.5 + y * 3 + ((state >> 8) & 0x3ff) / 1024;
    }
  }
  return values;
}

let dir = '';
let storage: LocalStorage;
const expected = pixels();

/** A COG of the pixels, written by gdal_translate with the creation options given. */
async function cog(name: string, ...options: string[]): Promise<void> {
  await run(
    'gdal_translate',
    [
      ...['-q', '-of', 'COG', '-a_srs', 'EPSG:3857', '-a_nodata', String(NODATA)],
      ...['-a_ullr', '0', String(HEIGHT), String(WIDTH), '0'],
      ...['-co', `BLOCKSIZE=${BLOCK}`, ...options, 'dtm.raw', name],
    ],
    { cwd: dir, env: { ...process.env, GDAL_PAM_ENABLED: 'NO' } },
  );
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'waymark-cog-reader-'));
  storage = new LocalStorage(dir);
  await writeFile(path.join(dir, 'dtm.raw'), new Uint8Array(expected.buffer));
  await writeFile(
    path.join(dir, 'dtm.hdr'),
    `ENVI\nsamples = ${WIDTH}\nlines = ${HEIGHT}\nbands = 1\nheader offset = 0\n` +
      'file type = ENVI Standard\ndata type = 4\ninterleave = bsq\nbyte order = 0\n',
  );
  await cog('deflate.tif', '-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=YES');
  await cog('lzw.tif', '-co', 'COMPRESS=LZW', '-co', 'PREDICTOR=YES');
  await cog('float64.tif', '-ot', 'Float64', '-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=YES');
  // The left 512 columns outside the data: blocks of nodata, left out of the file.
  await run(
    'gdal_translate',
    [
      ...['-q', '-of', 'COG', '-co', `BLOCKSIZE=${BLOCK}`, '-co', 'COMPRESS=DEFLATE'],
      ...['-co', 'SPARSE_OK=YES', '-srcwin', '-512', '0', String(WIDTH), String(HEIGHT)],
      ...['deflate.tif', 'sparse.tif'],
    ],
    { cwd: dir, env: { ...process.env, GDAL_PAM_ENABLED: 'NO' } },
  );
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A reader whose decoder counts the blocks it decodes. */
function countingReader(decoder = cogDecoder) {
  const counts = { decoded: 0 };
  const reader = new CogReader(storage, {
    blockCacheBytes: 64 * 1024 ** 2,
    cogCacheSize: 8,
    decoder: {
      decode: (directory, buffer) => {
        counts.decoded += 1;
        return decoder.decode(directory, buffer);
      },
    },
  });
  return { reader, counts };
}

/** Counts the reads of a COG's bytes (after its structure was read), and how many overlapped. */
function countReads(info: CogInfo, delayMs = 0) {
  const counts = { reads: 0, inFlight: 0, maxInFlight: 0 };
  const fetch = info.source.fetch.bind(info.source);
  info.source.fetch = async (slices) => {
    counts.reads += 1;
    counts.inFlight += 1;
    counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
    try {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return await fetch(slices);
    } finally {
      counts.inFlight -= 1;
    }
  };
  return counts;
}

const allBlocks = Array.from({ length: ACROSS * (HEIGHT / BLOCK) }, (_, id) => id);

/** The pixels of level 0 whose value differs from what was written (nodata as NaN). */
function mismatches(info: CogInfo, blocks: LevelBlock[]): number {
  let wrong = 0;
  blocks.forEach((block, id) => {
    const [bx, by] = [id % ACROSS, Math.floor(id / ACROSS)];
    for (let y = 0; y < BLOCK; y += 1) {
      for (let x = 0; x < BLOCK; x += 1) {
        const want = expected[(by * BLOCK + y) * WIDTH + bx * BLOCK + x]!;
        const got = valueOf(info, block, y * BLOCK + x);
        if (want === NODATA ? !Number.isNaN(got) : got !== want) wrong += 1;
      }
    }
  });
  return wrong;
}

describe('COG reader', () => {
  it.each(['deflate.tif', 'lzw.tif', 'float64.tif'])(
    'decodes every block of %s exactly (floating-point predictor), as geotiff.js does',
    async (file) => {
      const ours = new CogReader(storage, { blockCacheBytes: 0, cogCacheSize: 1 });
      const theirs = new CogReader(storage, {
        blockCacheBytes: 0,
        cogCacheSize: 1,
        decoder: geotiffDecoder,
      });
      const [a, b] = [await ours.info(file), await theirs.info(file)];
      expect(a.levels[0]).toMatchObject({ width: WIDTH, height: HEIGHT, tileWidth: BLOCK });
      expect(mismatches(a, await Promise.all(ours.levelBlocks(a, 0, allBlocks)))).toBe(0);
      expect(mismatches(b, await Promise.all(theirs.levelBlocks(b, 0, allBlocks)))).toBe(0);
      expect(a.stretch).toEqual(b.stretch);
    },
  );

  it('reads blocks that neighbour in the file with one read, and decodes each once', async () => {
    const { reader, counts } = countingReader();
    const info = await reader.info('deflate.tif');
    counts.decoded = 0;
    const reads = countReads(info);
    // Blocks 1–3 of the first row lie one after the other; asked twice at once.
    const [first, second] = [
      reader.levelBlocks(info, 0, [1, 2, 3]),
      reader.levelBlocks(info, 0, [3, 2, 1, 2]),
    ];
    await Promise.all([...first, ...second]);
    expect(reads.reads).toBe(1);
    expect(counts.decoded).toBe(3);
    expect((await second[0]!).samples).toBe((await first[2]!).samples);
    // Cached now: only block 20 (row 2) is read and decoded.
    await Promise.all(reader.levelBlocks(info, 0, [1, 20, 3]));
    expect(reads.reads).toBe(2);
    expect(counts.decoded).toBe(4);
  });

  it('keeps at most 8 reads in flight', async () => {
    const { reader } = countingReader();
    const info = await reader.info('deflate.tif');
    const reads = countReads(info, 5);
    // Every other block: no two neighbour in the file, 16 reads.
    const ids = allBlocks.filter((id) => id % 2 === 0);
    const blocks = await Promise.all(reader.levelBlocks(info, 0, ids));
    expect(reads.reads).toBe(16);
    expect(reads.maxInFlight).toBe(8);
    expect(blocks.every((b) => b.samples.length === BLOCK * BLOCK)).toBe(true);
  });

  it('reads the blocks a sparse file leaves out as nodata', async () => {
    const reader = new CogReader(storage, { blockCacheBytes: 0, cogCacheSize: 1 });
    const info = await reader.info('sparse.tif');
    const [empty, data] = await Promise.all(reader.levelBlocks(info, 0, [0, 2]));
    expect(Number.isNaN(valueOf(info, empty!, 0))).toBe(true);
    expect(valueOf(info, data!, 5 * BLOCK + 7)).toBe(expected[5 * WIDTH + 7]);
  });
});

describe('section sampler', () => {
  /** Points at level-0 pixel coordinates (fx, fy) of the COG (its pixels are 1 m, origin 0, HEIGHT). */
  const at = (coords: [number, number][]) => ({
    x: coords.map(([fx]) => fx),
    y: coords.map(([, fy]) => HEIGHT - fy),
    distance: coords.map((_, k) => k),
  });
  const expectedAt = (fx: number, fy: number) =>
    valueAt(
      (i, j) => (expected[j * WIDTH + i] === NODATA ? Number.NaN : expected[j * WIDTH + i]!),
      fx,
      fy,
      WIDTH,
      HEIGHT,
    );

  it('decodes only the blocks under the line and samples across block edges', async () => {
    const { reader, counts } = countingReader();
    const info = await reader.info('deflate.tif');
    counts.decoded = 0;
    // A diagonal from (10.5, 10.5) to (760.5, 760.5), 0.75 pixels apart on each axis: blocks
    // (0, 0), (1, 1), (2, 2) and, around the two corners it passes, (1, 0), (0, 1), (2, 1), (1, 2).
    const coords: [number, number][] = [];
    for (let k = 0; k <= 1000; k += 1) coords.push([10.5 + k * 0.75, 10.5 + k * 0.75]);
    const values = await sampleLevel(reader, info, 0, at(coords));
    expect(counts.decoded).toBe(7);
    expect(values).toEqual(coords.map(([fx, fy]) => expectedAt(fx, fy)));
    // Across the gap: null over nodata.
    const row: [number, number][] = [];
    for (let fx = 650.25; fx < 780; fx += 1) row.push([fx, 900.5]);
    const across = await sampleLevel(reader, info, 0, at(row));
    expect(across).toEqual(row.map(([fx, fy]) => expectedAt(fx, fy)));
    expect(across.filter((v) => v === null)).toHaveLength(GAP[1] - GAP[0]);
  });
});
