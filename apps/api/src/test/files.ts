import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import yazl from 'yazl';
import { FIXTURES_DIR } from './multipart.js';

/** Every file under a directory (recursively), relative to it, sorted; none when it is missing. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/**
 * The real RGB.byte.tif enlarged fourfold and left uncompressed (about 28 MB): large enough for
 * several multipart parts and for seconds of processing. Written into `dir`, never beside the
 * fixture.
 */
export async function largeOrthophoto(dir: string): Promise<string> {
  const out = path.join(dir, 'ortho-large.tif');
  await promisify(execFile)('gdal_translate', [
    '--config',
    'GDAL_PAM_ENABLED',
    'NO',
    '-q',
    '-outsize',
    '400%',
    '400%',
    path.join(FIXTURES_DIR, 'geotiff/RGB.byte.tif'),
    out,
  ]);
  return out;
}

/** A zip built in memory from [path inside the zip, content]. */
export function zipOf(entries: [string, Buffer | string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of entries)
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
