import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { run } from './bench-support.js';

/**
 * A Debian package's command, installed when missing and we are root (as setup does); resolves
 * to what `command ...versionArgs` prints.
 */
export async function ensureDebianTool(
  command: string,
  versionArgs: string[],
  pkg: string,
): Promise<string> {
  const version = () => run(command, versionArgs).then((r) => r.stdout.trim() || r.stderr.trim());
  try {
    return await version();
  } catch {
    if (process.getuid?.() !== 0) {
      throw new Error(`${command} is missing: apt-get install ${pkg} (as root), then rerun`);
    }
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { env });
    return version();
  }
}

/** Debian's MapServer 8 (mapserver-bin). */
export const ensureMapServer = () => ensureDebianTool('mapserv', ['-v'], 'mapserver-bin');

function libpqConnection(databaseUrl: string): string {
  const u = new URL(databaseUrl);
  return [
    `host=${u.hostname}`,
    `port=${u.port || 5432}`,
    `dbname=${u.pathname.slice(1)}`,
    `user=${decodeURIComponent(u.username)}`,
    `password=${decodeURIComponent(u.password)}`,
  ].join(' ');
}

const HEADER = `  EXTENT -20037508.34 -20037508.34 20037508.34 20037508.34
  SIZE 256 256
  PROJECTION "init=epsg:3857" END`;

/**
 * A mapfile serving one layer of `features` as MVT: the same rows, the same filter by layer and
 * the same attributes (fid, sub_layer, name, value) as our tiles; MapServer clips and encodes.
 */
export async function vectorMapfile(
  dir: string,
  databaseUrl: string,
  layerId: number,
  type: 'POINT' | 'POLYGON',
): Promise<string> {
  const file = path.join(dir, `vector-${layerId}.map`);
  await writeFile(
    file,
    `MAP
  NAME "vector${layerId}"
${HEADER}
  OUTPUTFORMAT
    NAME "mvt"
    DRIVER MVT
    FORMATOPTION "EXTENT=4096"
    FORMATOPTION "EDGE_BUFFER=64"
  END
  LAYER
    NAME "features"
    TYPE ${type}
    STATUS ON
    CONNECTIONTYPE POSTGIS
    CONNECTION "${libpqConnection(databaseUrl)}"
    DATA "geom from (select fid, sub_layer, properties ->> 'name' as name, properties ->> 'value' as value, geom from features where layer_id = ${layerId}) as f using unique fid using srid=3857"
    PROJECTION "init=epsg:3857" END
    METADATA "gml_include_items" "all" "gml_types" "auto" END
    # FastCGI: keep the database connection from one request to the next (no effect on CGI).
    PROCESSING "CLOSE_CONNECTION=DEFER"
  END
END
`,
  );
  return file;
}

/** A mapfile drawing one COG as 256² tiles (bilinear, its mask as transparency). */
export async function rasterMapfile(dir: string, cogPath: string): Promise<string> {
  const file = path.join(dir, 'raster.map');
  await writeFile(
    file,
    `MAP
  NAME "raster"
${HEADER}
  OUTPUTFORMAT
    NAME "png"
    DRIVER AGG/PNG
    MIMETYPE "image/png"
    IMAGEMODE RGBA
    EXTENSION "png"
    TRANSPARENT ON
  END
  LAYER
    NAME "ortho"
    TYPE RASTER
    STATUS ON
    DATA "${cogPath}"
    PROCESSING "RESAMPLE=BILINEAR"
    PROJECTION "init=epsg:3857" END
  END
END
`,
  );
  return file;
}

/** The content types of MapServer's tiles (PNG, MVT); its errors are text. */
export const MAPSERVER_TILE_TYPE = /^(image|application\/(x-protobuf|vnd\.mapbox))/;

/** MapServer's config file (MAPSERVER_CONFIG_FILE): mapfiles under `dir` only. */
export async function mapServerConfig(dir: string): Promise<string> {
  const config = path.join(dir, 'mapserver.conf');
  await writeFile(config, `CONFIG\n  ENV\n    MS_MAP_PATTERN "^${dir}/"\n  END\nEND\n`);
  return config;
}

/**
 * MapServer as CGI behind a small HTTP server: one `mapserv` process per request, the way
 * Debian's mapserver-bin runs under a web server's CGI. GET /?<mapserv query> → its answer.
 */
export async function startMapServer(dir: string): Promise<{ url: string; server: Server }> {
  const config = await mapServerConfig(dir);
  const server = createServer((req, res) => {
    const query = (req.url ?? '').replace(/^\/\?/, '');
    const child = spawn('mapserv', [], {
      env: {
        ...process.env,
        QUERY_STRING: query,
        REQUEST_METHOD: 'GET',
        MAPSERVER_CONFIG_FILE: config,
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', () => {
      const out = Buffer.concat(chunks);
      const split = out.indexOf('\r\n\r\n');
      const head = split < 0 ? '' : out.subarray(0, split).toString();
      const body = split < 0 ? out : out.subarray(split + 4);
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream';
      const failed = !MAPSERVER_TILE_TYPE.test(type);
      res.writeHead(failed ? 500 : 200, { 'content-type': type }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/** mode=tile (Google XYZ addressing) for one layer of a mapfile. */
export function mapServerTileQuery(map: string, layer: string, format: string) {
  return (t: { z: number; x: number; y: number }) =>
    `?map=${encodeURIComponent(map)}&mode=tile&tilemode=gmap&tile=${t.x}+${t.y}+${t.z}` +
    `&layers=${layer}&map.imagetype=${format}`;
}
