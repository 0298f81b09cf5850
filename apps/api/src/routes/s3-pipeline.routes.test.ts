import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeOrthophoto } from '../test/files.js';
import { keysUnder, useLocalS3 } from '../test/local-s3.js';
import { sha256 } from '../test/multipart.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeImage, uploadLayer } from '../test/viewer.js';
import { tileAt } from '../tiles/tile-math.js';

/**
 * The whole pipeline on S3 storage, against a local server that speaks the S3 protocol: an
 * upload large enough for several multipart parts, the COG made from it, tiles drawn from
 * range reads, and the original downloaded byte for byte.
 */
describe('the pipeline on S3 storage', () => {
  const s3 = useLocalS3();
  let orthophoto: Buffer;

  beforeAll(async () => {
    // A real orthophoto enlarged fourfold and left uncompressed: four 8 MiB parts.
    orthophoto = await readFile(await largeOrthophoto(s3.dir));
  });

  const t = useTestApp(() => s3.config());
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  it('stores the upload in parts, makes the COG, draws tiles and gives back the original', async () => {
    expect(orthophoto.length).toBeGreaterThan(3 * 8 * 1024 * 1024);
    const layer = await uploadLayer(t, user.token, mapId, 'Large orthophoto', [
      { name: 'ortho-large.tif', content: orthophoto, type: 'raster' },
    ]);
    const [file] = (
      await t.request('GET', `/api/layers/${layer.id}/files/`, { token: user.token })
    ).json();
    expect(file).toMatchObject({ name: 'ortho-large.tif', size: orthophoto.length });
    expect(file.sha256).toBe(sha256(orthophoto));

    // RGB.byte.tif lies over the Bahamas: a tile there is drawn from the COG's byte ranges.
    const { z, x, y } = tileAt(-77.76, 24.56, 9);
    const tile = await t.request('GET', `/api/tiles/layers/${layer.id}/${z}/${x}/${y}.png`, {
      token: user.token,
    });
    expect(tile.statusCode).toBe(200);
    expect((await decodeImage(tile.rawPayload)).opaque).toBeGreaterThan(1000);

    const download = await t.request('GET', `/api/layers/${layer.id}/download_original/`, {
      token: user.token,
      query: { file: 'ortho-large.tif' },
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(orthophoto));
    // The original and its COG are in the bucket; nothing is left in its staging area.
    expect((await keysUnder(s3.bucketDir, '')).length).toBeGreaterThanOrEqual(2);
    expect(await keysUnder(s3.bucketDir, 'staging')).toEqual([]);
  });
});
