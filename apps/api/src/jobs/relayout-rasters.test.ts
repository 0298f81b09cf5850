import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../processing/tools/run-tool.js';
import { tempDir } from '../processing/test-support/fixtures.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeImage, uploadLayer } from '../test/viewer.js';
import { tileAt } from '../tiles/tile-math.js';
import { relayoutRasters } from './relayout-rasters.js';

const CENTRE = [-77.76, 24.56] as const;

describe('relayout-rasters: older imagery COGs onto the web tiles', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  /** A layer whose COG is as the pipeline wrote it before layouts (JPEG + mask, own grid). */
  async function olderLayer(name: string, fixtureFile: string, cogOptions: string[]) {
    const layer = await uploadLayer(t, user.token, mapId, name, [
      { fixture: fixtureFile, type: 'raster' },
    ]);
    const [cog] = await t.container.repos.layerFiles.listForLayer(layer.id, { roles: ['derived'] });
    const work = await tempDir();
    const before = path.join(work, 'before.tif');
    await runTool(
      'gdalwarp',
      [
        '-of',
        'COG',
        '-t_srs',
        'EPSG:3857',
        ...cogOptions,
        t.container.storage.localPath(cog!.storage_key)!,
        before,
      ],
      { timeoutMs: 60_000 },
    );
    const key = `layers/${layer.id}/${randomUUID()}/${cog!.name}`;
    await t.container.storage.putFile(key, before);
    await t.db
      .updateTable('layer_files')
      .set({ storage_key: key, cog_layout: null })
      .where('id', '=', cog!.id)
      .execute();
    return { layer, fileId: cog!.id, key };
  }

  const fileOf = (id: number) =>
    t.db.selectFrom('layer_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const versionOf = async (layerId: number) =>
    (
      await t.db
        .selectFrom('layers')
        .select('data_version')
        .where('id', '=', layerId)
        .executeTakeFirstOrThrow()
    ).data_version;

  it('rewrites imagery, keeps values, swaps each file once checked, and resumes where it stopped', async () => {
    const photo = await olderLayer('Old ortho', 'geotiff/RGB.byte.tif', [
      ...['-co', 'COMPRESS=JPEG', '-co', 'QUALITY=85', '-dstalpha', '-dstnodata', 'None'],
    ]);
    const dem = await olderLayer('Old DTM', 'geotiff/dom1_32_356_5699_1_nw_2020.tif', [
      ...['-co', 'COMPRESS=DEFLATE', '-co', 'PREDICTOR=YES', '-dstnodata', 'nan'],
    ]);
    // One whose COG is damaged: it fails and keeps its file, the others go on.
    const broken = await olderLayer('Broken', 'geotiff/RGB.byte.tif', ['-co', 'COMPRESS=JPEG']);
    const brokenPath = t.container.storage.localPath(broken.key)!;
    const bytes = await readFile(brokenPath);
    await writeFile(brokenPath, bytes.subarray(0, 4096));
    const version = await versionOf(photo.layer.id);

    const lines: string[] = [];
    const summary = await relayoutRasters(t.container, (line) => lines.push(line));
    expect(summary).toEqual({ rewritten: 1, values: 1, changed: 0, failed: 1 });
    expect(lines.some((l) => /\[\d\/3\] layer \d+, .*: \d+ %/.test(l))).toBe(true);
    expect(lines.filter((l) => l.includes('failed, kept as it was'))).toHaveLength(1);

    const rewritten = await fileOf(photo.fileId);
    expect(rewritten.cog_layout).toBe('web');
    expect(rewritten.storage_key).not.toBe(photo.key);
    expect(await t.container.storage.exists(photo.key)).toBe(false);
    expect(await versionOf(photo.layer.id)).toBe(version + 1);
    // Its tiles at the COG's zoom are now its stored blocks.
    const tile = tileAt(CENTRE[0], CENTRE[1], 9);
    const res = await t.request(
      'GET',
      `/api/tiles/layers/${photo.layer.id}/9/${tile.x}/${tile.y}.webp`,
      {
        token: user.token,
      },
    );
    expect(res.statusCode).toBe(200);
    const stored = await readFile(t.container.storage.localPath(rewritten.storage_key)!);
    expect(stored.indexOf(res.rawPayload)).toBeGreaterThan(0);
    expect((await decodeImage(res.rawPayload)).opaque).toBeGreaterThan(1000);

    expect(await fileOf(dem.fileId)).toMatchObject({ cog_layout: 'own', storage_key: dem.key });
    expect(await fileOf(broken.fileId)).toMatchObject({
      cog_layout: null,
      storage_key: broken.key,
    });
    expect(await t.container.storage.exists(broken.key)).toBe(true);

    // Run again: only the failed one is left to try.
    const again = await relayoutRasters(t.container, () => undefined);
    expect(again).toEqual({ rewritten: 0, values: 0, changed: 0, failed: 1 });
  }, 180_000);
});
