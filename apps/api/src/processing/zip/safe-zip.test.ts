import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { inspectVector } from '../inspect/inspect-vector.js';
import { ProcessingError } from '../processing-error.js';
import { fixture, tempDir } from '../test-support/fixtures.js';
import { extractZip, inspectZip, ZipRejected } from './safe-zip.js';

interface Item {
  name: string;
  data?: Buffer | string;
  mode?: number;
  compress?: boolean;
}

/** Builds a zip in memory with yazl. */
function zipOf(items: Item[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const item of items) {
    const data = Buffer.isBuffer(item.data)
      ? item.data
      : Buffer.from(item.data ?? `content of ${item.name}`);
    zip.addBuffer(data, item.name, {
      mode: item.mode,
      compress: item.compress ?? true,
      mtime: new Date(0),
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** yazl refuses unsafe names, so hostile ones are written as same-length placeholders, then patched. */
function patch(zip: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(from)).toBe(Buffer.byteLength(to));
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let found = 0;
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) {
    Buffer.from(to).copy(out, at);
    found++;
  }
  expect(found).toBeGreaterThan(0);
  return out;
}

/** Offsets of every central directory header (signature PK\1\2). */
function centralHeaders(zip: Buffer): number[] {
  const offsets: number[] = [];
  for (
    let at = zip.indexOf('PK\u0001\u0002');
    at !== -1;
    at = zip.indexOf('PK\u0001\u0002', at + 1)
  )
    offsets.push(at);
  return offsets;
}

async function file(buffer: Buffer, name = 'upload.zip'): Promise<string> {
  const dir = await tempDir();
  const target = path.join(dir, name);
  await writeFile(target, buffer);
  return target;
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ZipRejected);
  expect((err as ZipRejected).title).toBe('GENERAL');
  return (err as ZipRejected).reason;
}

const shapefile = (base: string, dir = ''): Item[] =>
  ['.shp', '.shx', '.dbf', '.prj'].map((e) => ({ name: `${dir}${base}${e}` }));

describe('inspectZip / extractZip: what is inside', () => {
  it('qgis.zip (fixture): a zipped shapefile is vector geodata that GDAL then reads', async () => {
    const contents = await inspectZip(fixture('shapefile/qgis.zip'));
    expect(contents.kind).toBe('vector');
    expect(contents.attachments).toEqual([]);
    const kinds = Object.fromEntries(contents.geodata.map((g) => [g.path, g.kind]));
    expect(kinds).toMatchObject({
      'qgis.shp': 'vector',
      'qgis.shx': 'companion',
      'qgis.dbf': 'companion',
      'qgis.prj': 'companion',
    });

    const dest = await tempDir();
    const extracted = await extractZip(fixture('shapefile/qgis.zip'), dest);
    const shp = extracted.geodata.find((g) => g.kind === 'vector')!;
    expect(shp.absolutePath).toBe(path.join(dest, 'qgis.shp'));
    const info = await inspectVector(shp.absolutePath!);
    expect(info.layers[0]).toMatchObject({ name: 'qgis', featureCount: 2 });
    expect(info.layers[0]!.crs?.epsg).toBe(4326);
  });

  it('strips a single top folder; sub-directories are attachments named by their folder', async () => {
    const zip = await file(
      await zipOf([
        ...shapefile('poles', 'survey/'),
        { name: 'survey/R001/report.pdf' },
        { name: 'survey/R001/photos/p1.jpg' },
        { name: 'survey/R002/report.pdf' },
      ]),
    );
    const dest = await tempDir();
    const contents = await extractZip(zip, dest);
    expect(contents.strippedFolder).toBe('survey');
    expect(contents.kind).toBe('vector');
    expect(contents.geodata.map((g) => g.path).sort()).toEqual([
      'poles.dbf',
      'poles.prj',
      'poles.shp',
      'poles.shx',
    ]);
    expect(contents.attachments.map((a) => [a.path, a.directory])).toEqual([
      ['R001/report.pdf', 'R001'],
      ['R001/photos/p1.jpg', 'R001'],
      ['R002/report.pdf', 'R002'],
    ]);
    expect((await readdir(path.join(dest, 'R001'))).sort()).toEqual(['photos', 'report.pdf']);
  });

  it('an attachments-only zip with one folder keeps that folder as the link value', async () => {
    // header.jpg could be a 360° photo, but only vector or raster data make a folder a wrapper.
    const contents = await inspectZip(
      await file(await zipOf([{ name: 'R001/report.pdf' }, { name: 'R001/header.jpg' }])),
    );
    expect(contents).toMatchObject({ kind: null, strippedFolder: null, geodata: [] });
    expect(contents.attachments.map((a) => a.directory)).toEqual(['R001', 'R001']);
  });

  it('JPGs are rasters with a world file beside them, 360° photos without', async () => {
    const raster = await inspectZip(
      await file(
        await zipOf([{ name: 'ortho.jpg' }, { name: 'ortho.jgw' }, { name: 'ortho.prj' }]),
      ),
    );
    expect(raster.kind).toBe('raster');
    const photos = await inspectZip(
      await file(await zipOf([{ name: 'pano1.jpg' }, { name: 'pano2.JPG' }])),
    );
    expect(photos.kind).toBe('photo');
  });

  it('ignores macOS and Windows clutter, and does not extract it', async () => {
    const zip = await file(
      await zipOf([
        ...shapefile('poles'),
        { name: '__MACOSX/._poles.shp' },
        { name: '._poles.dbf' },
        { name: '.DS_Store' },
        { name: 'R1/Thumbs.db' },
      ]),
    );
    const dest = await tempDir();
    const contents = await extractZip(zip, dest);
    expect(contents.geodata).toHaveLength(4);
    expect(contents.attachments).toEqual([]);
    expect((await readdir(dest)).sort()).toEqual([
      'poles.dbf',
      'poles.prj',
      'poles.shp',
      'poles.shx',
    ]);
  });

  it('a file that is not a zip → GDAL_COMPATIBLE', async () => {
    const err = await inspectZip(fixture('attachments/pdf-definition.pdf')).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProcessingError);
    expect((err as ProcessingError).title).toBe('GDAL_COMPATIBLE');
  });
});

describe('hostile and refused zips', () => {
  it('raster and vector data mixed', async () => {
    const zip = await file(await zipOf([...shapefile('poles'), { name: 'ortho.tif' }]));
    expect(await rejection(inspectZip(zip))).toBe(
      'Zip files must contain raster data only or vector data only.',
    );
  });

  it('360° photos mixed with vector data', async () => {
    const zip = await file(await zipOf([...shapefile('poles'), { name: 'pano.jpg' }]));
    expect(await rejection(inspectZip(zip))).toMatch(/must not mix 360° photos/);
  });

  it('a ".." path, and nothing is written', async () => {
    const zip = await file(
      patch(
        await zipOf([{ name: 'ok.txt' }, { name: 'xx/evil.txt' }]),
        'xx/evil.txt',
        '../evil.txt',
      ),
    );
    const dest = await tempDir();
    expect(await rejection(extractZip(zip, dest))).toBe(
      'The zip contains a path outside the archive: ../evil.txt',
    );
    expect(await readdir(dest)).toEqual([]);
    expect(await readdir(path.dirname(dest))).not.toContain('evil.txt');
  });

  it('a ".." path written with backslashes', async () => {
    const zip = await file(
      patch(await zipOf([{ name: 'a/b/evil.txt' }]), 'a/b/evil.txt', 'a\\..\\..\\ev.x'),
    );
    expect(await rejection(inspectZip(zip))).toBe(
      'The zip contains a path outside the archive: a/../../ev.x',
    );
  });

  it('an absolute path', async () => {
    const zip = await file(
      patch(await zipOf([{ name: 'xetc/cron.d/job' }]), 'xetc/cron.d/job', '/etc/cron.d/job'),
    );
    expect(await rejection(inspectZip(zip))).toBe(
      'The zip contains an absolute path: /etc/cron.d/job',
    );
  });

  it('a drive letter', async () => {
    const zip = await file(
      patch(
        await zipOf([{ name: 'Cx/Windows/evil.dll' }]),
        'Cx/Windows/evil.dll',
        'C:/Windows/evil.dll',
      ),
    );
    expect(await rejection(inspectZip(zip))).toBe(
      'The zip contains a path with a drive letter: C:/Windows/evil.dll',
    );
  });

  it('a symbolic link', async () => {
    const zip = await file(
      await zipOf([
        ...shapefile('poles'),
        { name: 'R1/passwd', data: '/etc/passwd', mode: 0o120777 },
      ]),
    );
    const dest = await tempDir();
    expect(await rejection(extractZip(zip, dest))).toBe(
      'The zip contains a symbolic link, which is not allowed: R1/passwd',
    );
    expect(await readdir(dest)).toEqual([]);
  });

  it('more than 10,000 entries, refused from the directory record alone', async () => {
    const items = Array.from({ length: 10_001 }, (_, i) => ({
      name: `R${i}/f.txt`,
      data: '',
      compress: false,
    }));
    expect(await rejection(inspectZip(await file(await zipOf(items))))).toBe(
      'The zip has 10001 entries; at most 10000 are allowed.',
    );
    // 10,000 is still fine.
    const fine = await inspectZip(await file(await zipOf(items.slice(0, 10_000))));
    expect(fine.attachments).toHaveLength(10_000);
  });

  it('a compression ratio over 100:1 (a zip bomb)', async () => {
    const zip = await file(
      await zipOf([{ name: 'zeros.tif', data: Buffer.alloc(4 * 1024 * 1024) }]),
    );
    expect(await rejection(inspectZip(zip))).toMatch(
      /^The zip expands \d+:1, more than the 100:1 allowed/,
    );
  });

  it('more bytes in total than allowed', async () => {
    const zip = await file(
      await zipOf([{ name: 'big.tif', data: Buffer.alloc(5000, 7), compress: false }]),
    );
    expect(await rejection(inspectZip(zip, { maxTotalBytes: 1000 }))).toBe(
      'The zip unpacks to 5000 bytes; at most 1000 are allowed.',
    );
  });

  it('a header that lies about the size cannot fill the disk', async () => {
    // 1 MB of zeros deflates to ~1 KB; the directory claims 50,000 bytes (ratio ~50:1, allowed).
    const honest = await zipOf([{ name: 'ortho.tif', data: Buffer.alloc(1024 * 1024) }]);
    const lying = Buffer.from(honest);
    for (const at of centralHeaders(lying)) lying.writeUInt32LE(50_000, at + 24);
    lying.writeUInt32LE(50_000, 22); // the local header too
    const zip = await file(lying);
    expect((await inspectZip(zip)).totalBytes).toBe(50_000);
    const dest = await tempDir();
    expect(await rejection(extractZip(zip, dest))).toMatch(
      /^The zip entry ortho\.tif (does not match its declared size|holds more data)/,
    );
    expect(await readdir(dest)).toEqual([]);
  });

  it('compressed data that does not inflate: damaged, and nothing is left behind', async () => {
    const zip = Buffer.from(
      await zipOf([{ name: 'R1/notes.txt', data: randomBytes(3000).toString('base64') }]),
    );
    const dataStart = 30 + zip.readUInt16LE(26) + zip.readUInt16LE(28);
    zip[dataStart] = 0xff; // a deflate block of the reserved type 3
    const dest = await tempDir();
    expect(await rejection(extractZip(await file(zip), dest))).toMatch(
      /^The zip archive is damaged: /,
    );
    expect(await readdir(path.join(dest, 'R1'))).toEqual([]);
  });

  it('the same file twice', async () => {
    const zip = await file(
      patch(await zipOf([{ name: 'a.pdf' }, { name: 'b.pdf' }]), 'b.pdf', 'A.pdf'),
    );
    expect(await rejection(inspectZip(zip))).toBe('The zip contains the same file twice: A.pdf');
  });

  it('a password-protected entry', async () => {
    const zip = Buffer.from(await zipOf([{ name: 'R1/secret.pdf' }]));
    for (const at of centralHeaders(zip)) zip.writeUInt16LE(zip.readUInt16LE(at + 8) | 1, at + 8);
    expect(await rejection(inspectZip(await file(zip)))).toBe(
      'The zip contains a password-protected file, which cannot be read: R1/secret.pdf',
    );
  });
});
