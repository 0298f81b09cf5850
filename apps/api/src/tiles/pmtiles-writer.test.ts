import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Compression, PMTiles, TileType, tileIdToZxy, zxyToTileId } from 'pmtiles';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PmtilesFileSource } from './pmtiles-file-source.js';
import { PmtilesWriter, type PmtilesWriterOptions } from './pmtiles-writer.js';

type Zxy = [number, number, number];

const OPTIONS: PmtilesWriterOptions = {
  tileType: 'png',
  tileCompression: 'none',
  minZoom: 0,
  maxZoom: 3,
  bounds: [5.9559, 45.818, 10.4921, 47.8084],
  metadata: { name: 'Rivers', waymark: { layerId: 'l-1', dataVersion: 7 } },
};

let dir: string;
let archivePath: string;
const sources: PmtilesFileSource[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pmtiles-writer-'));
  archivePath = path.join(dir, 'layer.pmtiles');
});

afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()));
  await rm(dir, { recursive: true, force: true });
});

function reader(file = archivePath): PMTiles {
  const source = new PmtilesFileSource(file);
  sources.push(source);
  return new PMTiles(source);
}

/** Bytes are compared as base64: Vitest's deep equality goes byte by byte through a Buffer. */
function b64(bytes: Buffer | ArrayBuffer): string {
  return Buffer.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes).toString(
    'base64',
  );
}

async function readTile(archive: PMTiles, [z, x, y]: Zxy): Promise<string | undefined> {
  const response = await archive.getZxy(z, x, y);
  return response && b64(response.data);
}

/** Distinct bytes per tile, of varying lengths. */
function tileBytes([z, x, y]: Zxy): Buffer {
  return Buffer.from(`tile ${z}/${x}/${y} `.repeat(1 + ((x + y) % 5)));
}

function allTiles(maxZoom: number): Zxy[] {
  const tiles: Zxy[] = [];
  for (let z = 0; z <= maxZoom; z++) {
    for (let x = 0; x < 2 ** z; x++) for (let y = 0; y < 2 ** z; y++) tiles.push([z, x, y]);
  }
  return tiles;
}

/** Deterministic shuffle (a linear congruential generator), so a failure can be replayed. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 12345;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function write(
  tiles: Iterable<[Zxy, Buffer]>,
  options: Partial<PmtilesWriterOptions> = {},
): Promise<Awaited<ReturnType<PmtilesWriter['finish']>>> {
  const writer = new PmtilesWriter(archivePath, { ...OPTIONS, ...options });
  for (const [[z, x, y], bytes] of tiles) await writer.addTile(z, x, y, bytes);
  return writer.finish();
}

/** The tile data section a clustered archive must hold: first uses of each content by tile id. */
function clusteredData(tiles: [Zxy, Buffer][]): Buffer {
  const sorted = [...tiles].sort(([a], [b]) => zxyToTileId(...a) - zxyToTileId(...b));
  const seen = new Set<string>();
  const parts: Buffer[] = [];
  for (const [, bytes] of sorted) {
    const key = bytes.toString('base64');
    if (!seen.has(key)) parts.push(bytes);
    seen.add(key);
  }
  return Buffer.concat(parts);
}

async function tileDataSection(archive: PMTiles): Promise<Buffer> {
  const header = await archive.getHeader();
  const file = await readFile(archivePath);
  return file.subarray(header.tileDataOffset, header.tileDataOffset + (header.tileDataLength ?? 0));
}

describe('PMTiles writer', () => {
  it('writes tiles, header and metadata that the pmtiles reader reads back', async () => {
    const tiles = allTiles(2).map((zxy): [Zxy, Buffer] => [zxy, tileBytes(zxy)]);
    const summary = await write(tiles);

    const archive = reader();
    for (const [zxy, bytes] of tiles) expect(await readTile(archive, zxy)).toBe(b64(bytes));
    expect(await readTile(archive, [3, 1, 1])).toBeUndefined();
    expect(await readTile(archive, [4, 0, 0])).toBeUndefined();

    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 3,
      tileType: TileType.Png,
      tileCompression: Compression.None,
      internalCompression: Compression.Gzip,
      clustered: true,
      numAddressedTiles: 21,
      numTileEntries: 21,
      numTileContents: 21,
      leafDirectoryLength: 0,
      centerZoom: 0,
    });
    expect(header.minLon).toBeCloseTo(5.9559, 7);
    expect(header.minLat).toBeCloseTo(45.818, 7);
    expect(header.maxLon).toBeCloseTo(10.4921, 7);
    expect(header.maxLat).toBeCloseTo(47.8084, 7);
    expect(header.centerLon).toBeCloseTo(8.224, 7);
    expect(header.centerLat).toBeCloseTo(46.8132, 7);
    expect(await archive.getMetadata()).toEqual(OPTIONS.metadata);
    expect(b64(await tileDataSection(archive))).toBe(b64(clusteredData(tiles)));

    expect(summary).toEqual({
      tiles: 21,
      addressedTiles: 21,
      tileContents: 21,
      bytes: (await stat(archivePath)).size,
    });
    // The temporary data file is gone.
    expect(await readdir(dir)).toEqual(['layer.pmtiles']);
  });

  it('stores identical tiles once and merges consecutive ones into runs', async () => {
    const ocean = Buffer.alloc(10_000, 7);
    const land = Buffer.alloc(10_000, 9);
    // All 256 tiles of zoom 4 alike: one run; zoom 3 alternating (by tile id) between two.
    const z3 = allTiles(3)
      .filter(([z]) => z === 3)
      .sort((a, b) => zxyToTileId(...a) - zxyToTileId(...b))
      .map((zxy, i): [Zxy, Buffer] => [zxy, i % 2 === 0 ? ocean : land]);
    const z4 = allTiles(4)
      .filter(([z]) => z === 4)
      .map((zxy): [Zxy, Buffer] => [zxy, ocean]);
    const summary = await write([...z3, ...z4], { minZoom: 3, maxZoom: 4 });

    expect(summary).toMatchObject({ tiles: 64 + 1, addressedTiles: 64 + 256, tileContents: 2 });
    expect(summary.bytes).toBeLessThan(20_000 + 1_000);
    const archive = reader();
    for (const [zxy, bytes] of [...z3, ...z4])
      expect(await readTile(archive, zxy)).toBe(b64(bytes));
    expect(await archive.getHeader()).toMatchObject({
      numAddressedTiles: 320,
      numTileEntries: 65,
      numTileContents: 2,
      tileDataLength: 20_000,
    });
  });

  it('uses leaf directories for 60,000 tiles', async () => {
    const ids = Array.from({ length: 60_000 }, (_, i) => i);
    const bytesOf = (id: number) => Buffer.from(`tile #${id}`);
    const summary = await write(
      ids.map((id): [Zxy, Buffer] => [tileIdToZxy(id), bytesOf(id)]),
      { maxZoom: 8 },
    );
    expect(summary).toMatchObject({ tiles: 60_000, addressedTiles: 60_000, tileContents: 60_000 });

    const archive = reader();
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    const sample = [
      0,
      1,
      4_095,
      4_096,
      21_844,
      21_845,
      59_999,
      ...ids.filter((id) => id % 997 === 0),
    ];
    for (const id of sample)
      expect(await readTile(archive, tileIdToZxy(id))).toBe(b64(bytesOf(id)));
    expect(await readTile(archive, tileIdToZxy(60_000))).toBeUndefined();
  });

  it('reads back right and stays clustered when tiles come out of order', async () => {
    const shared = Buffer.from('shared tile');
    const tiles = shuffled(allTiles(3)).map((zxy, i): [Zxy, Buffer] => [
      zxy,
      i % 7 === 0 ? shared : tileBytes(zxy),
    ]);
    const summary = await write(tiles);

    const archive = reader();
    for (const [zxy, bytes] of tiles) expect(await readTile(archive, zxy)).toBe(b64(bytes));
    expect(summary.addressedTiles).toBe(85);
    expect(await archive.getHeader()).toMatchObject({ clustered: true, numAddressedTiles: 85 });
    expect(b64(await tileDataSection(archive))).toBe(b64(clusteredData(tiles)));
  });

  it('copes with tiles larger than its 1 MiB buffers, in any order', async () => {
    const large = (length: number, seed: number) => {
      const bytes = Buffer.alloc(length);
      for (let i = 0; i < length; i++) bytes[i] = (i * seed) % 251;
      return bytes;
    };
    const tiles: [Zxy, Buffer][] = [
      [[1, 1, 1], large(1_500_000, 7)],
      [[0, 0, 0], large(2_600_000, 13)],
      [[1, 0, 0], Buffer.from('small')],
      [[1, 0, 1], large(900_000, 3)],
    ];
    await write(tiles);

    const archive = reader();
    for (const [zxy, bytes] of tiles) expect(await readTile(archive, zxy)).toBe(b64(bytes));
    expect(b64(await tileDataSection(archive))).toBe(b64(clusteredData(tiles)));
  });

  it('keeps gzipped tiles as given; the reader returns them decompressed', async () => {
    const raw = Buffer.from('an MVT tile, pretend '.repeat(50));
    const gzipped = gzipSync(raw);
    await write([[[2, 1, 3], gzipped]], { tileType: 'mvt', tileCompression: 'gzip' });

    const archive = reader();
    expect(await archive.getHeader()).toMatchObject({
      tileType: TileType.Mvt,
      tileCompression: Compression.Gzip,
    });
    expect(await readTile(archive, [2, 1, 3])).toBe(b64(raw));
    const stored = await tileDataSection(archive);
    expect(b64(stored)).toBe(b64(gzipped));
    expect(b64(gunzipSync(stored))).toBe(b64(raw));
  });

  it('writes a valid archive without tiles', async () => {
    const summary = await write([]);

    expect(summary).toEqual({
      tiles: 0,
      addressedTiles: 0,
      tileContents: 0,
      bytes: (await stat(archivePath)).size,
    });
    const archive = reader();
    expect(await archive.getHeader()).toMatchObject({ numAddressedTiles: 0, tileDataLength: 0 });
    expect(await readTile(archive, [0, 0, 0])).toBeUndefined();
    expect(await archive.getMetadata()).toEqual(OPTIONS.metadata);
    expect(await readdir(dir)).toEqual(['layer.pmtiles']);
  });

  it('leaves out empty tiles and rejects tiles it cannot address', async () => {
    const writer = new PmtilesWriter(archivePath, OPTIONS);
    await writer.addTile(1, 0, 0, Buffer.alloc(0));
    await expect(writer.addTile(4, 0, 0, Buffer.from('x'))).rejects.toThrow(RangeError);
    await expect(writer.addTile(1, 2, 0, Buffer.from('x'))).rejects.toThrow();
    await writer.addTile(1, 1, 0, Buffer.from('x'));
    await writer.addTile(0, 0, 0, Buffer.from('y'));
    await writer.addTile(1, 1, 0, Buffer.from('z'));
    await expect(writer.finish()).rejects.toThrow('Tile 1/1/0 was added more than once');
    await writer.abort();
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes everything on abort', async () => {
    const writer = new PmtilesWriter(archivePath, OPTIONS);
    for (const zxy of allTiles(3)) await writer.addTile(...zxy, Buffer.alloc(300_000, zxy[1]));
    expect((await readdir(dir)).length).toBe(1);
    await writer.abort();
    expect(await readdir(dir)).toEqual([]);
    await expect(writer.addTile(0, 0, 0, Buffer.from('x'))).rejects.toThrow('finished or aborted');
  });

  it('rejects invalid options', () => {
    expect(() => new PmtilesWriter(archivePath, { ...OPTIONS, minZoom: 4 })).toThrow(RangeError);
    const bounds: [number, number, number, number] = [0, 50, 10, 40];
    expect(() => new PmtilesWriter(archivePath, { ...OPTIONS, bounds })).toThrow(RangeError);
  });
});
