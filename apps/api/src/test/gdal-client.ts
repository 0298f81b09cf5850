import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of GDAL's command-line tools (Debian's gdal-bin) as a client of the test server:
 * `config` are GDAL configuration options (GDAL_HTTP_USERPWD, GDAL_HTTP_HEADERS, ...).
 */
export async function gdal(
  tool: 'ogrinfo' | 'ogr2ogr' | 'gdal_translate' | 'gdalinfo',
  args: string[],
  config: Record<string, string> = {},
): Promise<string> {
  const options = Object.entries(config).flatMap(([name, value]) => ['--config', name, value]);
  try {
    const { stdout } = await run(tool, [...options, ...args], {
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, GDAL_HTTP_TIMEOUT: '60', CPL_DEBUG: 'OFF' },
    });
    return stdout;
  } catch (err) {
    const { stderr, stdout } = err as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr ?? ''}${stdout ?? ''}`, {
      cause: err,
    });
  }
}

/** Basic authentication as QGIS's and GDAL's curl send it: the key as the password. */
export function basicAuth(key: string): Record<string, string> {
  return { GDAL_HTTP_AUTH: 'BASIC', GDAL_HTTP_USERPWD: `gis:${key}` };
}
