import yauzl from 'yauzl';
import type { LayerFileRead } from '@waymark/contract';
import type {
  PackAttachmentManifest,
  PackEstimate,
  PackRead,
  PackRequest,
} from '@waymark/contract/pack';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test/multipart.js';
import { packAndBuild, postPack } from '../test/packs.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';

// The whole layer, at one zoom: the attachments do not depend on the zooms.
const REQUEST: Partial<PackRequest> = { bbox: null, zoom_min: 7, zoom_max: 7 };
const PDF = 'pdf-definition.pdf';
const XLSX = 'ACadFileExploration.xlsx';

/** The entries of a ZIP and their bytes, as yauzl reads them. */
function zipEntries(zip: Buffer) {
  type Read = { fileName: string; compressionMethod: number; data: Buffer };
  return new Promise<Read[]>((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const read: Read[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, async (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          const { fileName, compressionMethod } = entry;
          read.push({ fileName, compressionMethod, data: Buffer.concat(chunks) });
          file.readEntry();
        });
      });
      file.on('end', () => resolve(read));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

describe('offline packs with their features’ attachments', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let senate: UploadedLayer;
  let pack: PackRead;
  const pdf = fixture(`attachments/${PDF}`);
  const xlsx = fixture(`attachments/${XLSX}`);

  /** Bytes of a signed URL, by a range request as the browser's download makes them. */
  async function range(url: string, offset: number, length: number): Promise<Buffer> {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${offset}-${offset + length - 1}` },
    });
    expect(res.statusCode, res.body).toBe(206);
    return res.rawPayload;
  }

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    // The corridor's senate districts: a report for district 36, a workbook for every feature.
    senate = await uploadLayer(t, user.token, mapId, 'Senate', [
      ...SENATE_SHAPEFILE,
      { fixture: `attachments/${PDF}`, attach: 'SENDISTNUM,36' },
      { fixture: `attachments/${XLSX}`, attach: '__ALL__,*' },
    ]);
    pack = await packAndBuild(t, user, mapId, { ...REQUEST, attachments: true });
  });

  it('estimates the attachments archive at the files’ real sizes', async () => {
    const res = await postPack(t, user, mapId, { ...REQUEST, attachments: true }, 'packs/estimate');
    expect(res.statusCode, res.body).toBe(200);
    const estimate = res.json() as PackEstimate;
    expect(estimate.layers.map((l) => l.kind)).toEqual(['vector', 'attachments']);
    const archive = estimate.layers[1]!;
    expect(archive).toMatchObject({ layer: senate.id, tiles: 0, reused: true });
    // Reused: the built archive's size, the files and the ZIP's headers and manifest.
    expect(archive.bytes).toBe(pack.archives[1]!.bytes);
    expect(archive.bytes).toBeGreaterThan(pdf.length + xlsx.length);
    const fresh = await postPack(
      t,
      user,
      mapId,
      { ...REQUEST, zoom_max: 8, attachments: true },
      'packs/estimate',
    );
    // Another zoom range: the same attachments archive (of any zoom) is reused.
    expect((fresh.json() as PackEstimate).layers[1]).toMatchObject({ reused: true });
  });

  it('builds a ZIP whose manifest lists each feature’s attachments as its popup does', async () => {
    expect(pack.current).toBe(true);
    const archive = pack.archives.find((a) => a.kind === 'attachments')!;
    expect(archive).toMatchObject({ layer: senate.id, status: 'ready', tiles: 2 });
    const url = archive.url!;
    const bytes = archive.bytes!;
    // The ZIP's end: its central directory, and in it the manifest (the last entry).
    const end = await range(url, bytes - 22, 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    const whole = await range(url, 0, bytes);
    // A well-formed ZIP of stored entries, as a ZIP library reads it; the manifest last.
    const entries = await zipEntries(whole);
    expect(entries.map((e) => e.compressionMethod)).toEqual(entries.map(() => 0));
    expect(entries.at(-1)!.fileName).toBe('manifest.json');
    const manifestText = entries.at(-1)!.data.toString('utf8');
    const manifest = JSON.parse(manifestText) as PackAttachmentManifest;
    expect(manifest.layer).toBe(senate.id);
    expect(manifest.all.map((e) => e.name)).toEqual([XLSX]);
    const district36 = await t.db
      .selectFrom('features')
      .select('fid')
      .where('layer_id', '=', senate.id)
      .where(sql<boolean>`properties ->> 'SENDISTNUM' = '36'`)
      .execute();
    expect(district36.length).toBeGreaterThan(0);
    expect(Object.keys(manifest.features).sort()).toEqual(
      district36.map((f) => String(f.fid)).sort(),
    );
    // Each feature's popup lists what the manifest gives it, with the __ALL__ ones.
    for (const fid of [...district36.map((f) => f.fid), 1]) {
      const popup = await t.request('GET', `/api/layers/${senate.id}/files/`, {
        token: user.token,
        query: { type: 'attachment', fid: String(fid) },
      });
      const listed = (popup.json() as LayerFileRead[]).map((f) => [f.id, f.name]).sort();
      const packed = [...manifest.all, ...(manifest.features[String(fid)] ?? [])]
        .map((e) => [e.id, e.name])
        .sort();
      expect(packed).toEqual(listed);
    }
    // Each file's bytes at its offset, as the browser reads them: the uploaded file's.
    for (const entry of [...manifest.all, ...Object.values(manifest.features).flat()]) {
      const expected = entry.name === PDF ? pdf : xlsx;
      expect(entry.size).toBe(expected.length);
      const read = await range(url, entry.offset, entry.size);
      expect(read.equals(expected)).toBe(true);
    }
  });

  it('packs no attachments archive unless asked for', async () => {
    const plain = await packAndBuild(t, user, mapId, REQUEST);
    expect(plain.archives.map((a) => a.kind)).toEqual(['vector']);
    const res = await postPack(t, user, mapId, REQUEST, 'packs/estimate');
    expect((res.json() as PackEstimate).layers.map((l) => l.kind)).toEqual(['vector']);
  });

  it('makes the pack not current once the layer’s attachments change', async () => {
    const { id } = await t.db
      .selectFrom('layer_files')
      .select('id')
      .where('layer_id', '=', senate.id)
      .where('name', '=', PDF)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('layer_files').set({ link_value: '37' }).where('id', '=', id).execute();
    const read = await t.request('GET', `/api/packs/${pack.id}/`, user);
    expect((read.json() as PackRead).current).toBe(false);
  });
});
