import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * An orthophoto of about `megabytes` MB: the real RGB.byte.tif enlarged, uncompressed, as a
 * survey's orthophoto often arrives.
 */
export async function largeOrthophoto(source: string, dir: string, megabytes: number) {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const out = path.join(dir, `ortho-${megabytes}mb.tif`);
  await run('gdal_translate', [
    '--config',
    'GDAL_PAM_ENABLED',
    'NO',
    '-q',
    '-outsize',
    String(side),
    String(side),
    '-co',
    'TILED=YES',
    '-co',
    'BIGTIFF=IF_NEEDED',
    source,
    out,
  ]);
  return out;
}

/**
 * Uploads a file resumably (tus) in one request to `uploadBase` and commits it to a new layer of
 * the map through `base`.
 */
export async function uploadToMap(
  base: string,
  token: string,
  mapId: number,
  file: string,
  uploadBase = base,
) {
  const started = Date.now();
  const size = (await stat(file)).size;
  const name = path.basename(file);
  const created = await fetch(`${uploadBase}/api/uploads/`, {
    method: 'POST',
    headers: {
      authorization: `Token ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${b64(name)},target ${b64(`map:${mapId}`)}`,
    },
  });
  if (created.status !== 201) throw new Error(`upload not created: ${created.status}`);
  const location = created.headers.get('location')!;
  await new Promise<void>((resolve, reject) => {
    const req = http.request(`${uploadBase}${location}/`, {
      method: 'PATCH',
      headers: {
        authorization: `Token ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 204 ? resolve() : reject(new Error(`PATCH ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
  console.log(`upload: bytes sent in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const form = new FormData();
  const fields: Record<string, string> = {
    uploads_tus: location.split('/').pop()!,
    uploads_layer_ids: '',
    uploads_layer_names: 'Large orthophoto',
    uploads_epsgs: '0',
    uploads_attach: '',
    uploads_types: 'raster',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const commit = await fetch(`${base}/api/maps/${mapId}/`, {
    method: 'PATCH',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  if (!commit.ok) throw new Error(`commit failed: ${commit.status} ${await commit.text()}`);
  console.log(`upload: committed at ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const committedAt = Date.now();
  // The newest of that name: a second run adds another layer beside the first's.
  const { layers } = (await commit.json()) as { layers: { id: number; name: string }[] };
  const layerId = Math.max(...layers.filter((l) => l.name === 'Large orthophoto').map((l) => l.id));
  return { layerId, committedAt };
}

/** When the layer's files are processed (ready or error), asked once a second. */
export async function whenProcessed(base: string, token: string, layerId: number) {
  for (;;) {
    const res = await fetch(`${base}/api/layers/${layerId}/`, {
      headers: { authorization: `Token ${token}` },
    });
    const { status } = (await res.json()) as { status: string };
    if (status === 'ready' || status === 'error') return { status, at: Date.now() };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
