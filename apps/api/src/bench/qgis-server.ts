import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { tileBox, WORLD_HALF, type TileAddress } from '../tiles/tile-math.js';
import { run } from './bench-support.js';
import type { LoadResult } from './load.js';
import { ensureDebianTool } from './mapserver.js';
import { untilListening, type MapServerClient } from './mapserver-fastcgi.js';
import { runNginx } from './nginx.js';
import { onProcessEnd } from './process-end.js';
import { warmThenMeasure } from './vector-contest.js';

/** Debian's QGIS Server 3.22 (qgis-server): its FastCGI program. */
const QGIS_MAPSERV = '/usr/lib/cgi-bin/qgis_mapserv.fcgi';
export const ensureQgisServer = () => ensureDebianTool(QGIS_MAPSERV, ['--version'], 'qgis-server');

/** One bench vector layer: the rows of `features` with this layer id. */
export interface QgisVectorLayer {
  layerId: number;
  type: 'Point' | 'Polygon';
}
export const qgisVectorLayerName = (layerId: number) => `layer${layerId}`;
export const QGIS_RASTER_LAYER = 'ortho';

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A value of a QGIS data source URI, quoted as QgsDataSourceUri does. */
const quoted = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const SRS = `<srs><spatialrefsys><srsid>3857</srsid><srid>3857</srid><authid>EPSG:3857</authid></spatialrefsys></srs>`;
const WORLD = `<extent><xmin>${-WORLD_HALF}</xmin><ymin>${-WORLD_HALF}</ymin><xmax>${WORLD_HALF}</xmax><ymax>${WORLD_HALF}</ymax></extent>`;

/** Plain symbology: blue dots; light blue polygons outlined in blue. */
const MARKER = 'name=circle color=31,120,180,255 outline_color=255,255,255,255 size=2';
const FILL = 'color=166,206,227,180 outline_color=31,120,180,255 outline_width=0.26';

/** A QGIS symbol of one symbol layer: `class` and its properties ("key=value ..."). */
function symbol(type: 'marker' | 'fill', cls: string, props: string): string {
  const options = props
    .split(' ')
    .map((kv) => `<Option type="QString" name="${kv.split('=')[0]}" value="${kv.split('=')[1]}"/>`)
    .join('');
  return `<symbols><symbol type="${type}" name="0" alpha="1" clip_to_extent="1" force_rhr="0">
      <layer class="${cls}" enabled="1" locked="0" pass="0"><Option type="Map">${options}</Option></layer>
    </symbol></symbols>`;
}

function vectorLayer(connection: string, { layerId, type }: QgisVectorLayer): string {
  const name = qgisVectorLayerName(layerId);
  // The same rows as the MapServer mapfile (features where layer_id = N, geometry column geom,
  // EPSG:3857, fid the key); the column is of the generic Geometry type, so its type is named.
  const source =
    `${connection} key='fid' checkPrimaryKeyUnicity='0' estimatedmetadata=true srid=3857 ` +
    `type=${type} table="public"."features" (geom) sql="layer_id" = ${layerId}`;
  const symbols =
    type === 'Point'
      ? symbol('marker', 'SimpleMarker', MARKER)
      : symbol('fill', 'SimpleFill', FILL);
  return `<maplayer type="vector" geometry="${type}" wkbType="${type}" hasScaleBasedVisibilityFlag="0">
    <id>${name}</id><layername>${name}</layername>
    <datasource>${xml(source)}</datasource>${SRS}${WORLD}
    <provider encoding="UTF-8">postgres</provider>
    <renderer-v2 type="singleSymbol" symbollevels="0" enableorderby="0" forceraster="0">
    ${symbols}</renderer-v2>
  </maplayer>`;
}

/** The COG as RGB (its mask GDAL's alpha band), bilinear when zoomed in, as MapServer draws it. */
function rasterLayer(cogPath: string): string {
  return `<maplayer type="raster" hasScaleBasedVisibilityFlag="0">
    <id>${QGIS_RASTER_LAYER}</id><layername>${QGIS_RASTER_LAYER}</layername>
    <datasource>${xml(cogPath)}</datasource>${SRS}
    <provider>gdal</provider>
    <pipe>
      <rasterrenderer type="multibandcolor" opacity="1" alphaBand="4" redBand="1" greenBand="2" blueBand="3">
        <rasterTransparency/>
      </rasterrenderer>
      <rasterresampler zoomedInResampler="bilinear" zoomedOutResampler="bilinear" maxOversampling="2"/>
    </pipe>
  </maplayer>`;
}

/**
 * A QGIS 3.22 project (.qgs) written here: project CRS EPSG:3857, one PostGIS layer per bench
 * vector layer (point markers / filled polygons) and the ortho COG as a raster layer. Layer
 * metadata is trusted (no extent or key queries when a process loads it).
 */
export async function qgisProject(
  dir: string,
  databaseUrl: string,
  vectors: readonly QgisVectorLayer[],
  cogPath: string,
): Promise<string> {
  const u = new URL(databaseUrl);
  const connection = [
    `dbname=${quoted(u.pathname.slice(1))}`,
    `host=${u.hostname}`,
    `port=${u.port || 5432}`,
    `user=${quoted(decodeURIComponent(u.username))}`,
    `password=${quoted(decodeURIComponent(u.password))}`,
    `sslmode=disable`,
  ].join(' ');
  const ids = [...vectors.map((v) => qgisVectorLayerName(v.layerId)), QGIS_RASTER_LAYER];
  const file = path.join(dir, 'bench.qgs');
  await writeFile(
    file,
    `<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis projectname="waymark-bench" version="3.22.16-Białowieża">
  <homePath path=""/>
  <title>waymark-bench</title>
  <trust active="1"/>
  <projectCrs>${SRS.replace(/<\/?srs>/g, '')}</projectCrs>
  <layer-tree-group>
    ${ids.map((id) => `<layer-tree-layer id="${id}" name="${id}" checked="Qt::Checked" expanded="0"/>`).join('\n    ')}
  </layer-tree-group>
  <projectlayers>
  ${[...vectors.map((v) => vectorLayer(connection, v)), rasterLayer(cogPath)].join('\n  ')}
  </projectlayers>
</qgis>
`,
  );
  return file;
}

/**
 * QGIS Server as MapServer FastCGI runs: `processes` warm qgis_mapserv.fcgi processes (Debian's
 * spawn-fcgi, one Unix socket) behind Debian's nginx on `port`, serving `project`.
 * GET /?<WMS query> → its answer. Both are stopped by `stop`, or when this process exits.
 */
export async function startQgisServer(
  dir: string,
  port: number,
  project: string,
  processes = availableParallelism(),
) {
  await ensureQgisServer();
  await ensureDebianTool('spawn-fcgi', ['-v'], 'spawn-fcgi');
  await ensureDebianTool('nginx', ['-v'], 'nginx');
  const work = path.join(dir, 'qgis');
  const home = path.join(work, 'home');
  const socket = path.join(work, 'qgis.sock');
  const pidFile = path.join(work, 'qgis.pid');
  await rm(work, { recursive: true, force: true });
  await mkdir(home, { recursive: true });
  await mkdir(path.join(home, 'runtime'), { mode: 0o700 });
  const env = {
    ...process.env,
    QGIS_PROJECT_FILE: project,
    QT_QPA_PLATFORM: 'offscreen',
    QGIS_SERVER_LOG_LEVEL: '2', // critical only
    QGIS_SERVER_LOG_FILE: path.join(work, 'qgis-server.log'),
    // One layer per GetMap: parallel layer rendering has nothing to share out.
    QGIS_SERVER_PARALLEL_RENDERING: 'false',
    QGIS_SERVER_TRUST_LAYER_METADATA: '1',
    HOME: home,
    XDG_RUNTIME_DIR: path.join(home, 'runtime'),
    QGIS_OPTIONS_PATH: path.join(home, 'options'),
    QGIS_CUSTOM_CONFIG_PATH: path.join(home, 'options'),
    QGIS_AUTH_DB_DIR_PATH: path.join(home, 'auth'),
  };
  const args = ['-F', `${processes}`, '-s', socket, '-M', '0666', '-P', pidFile];
  await run('spawn-fcgi', [...args, '--', QGIS_MAPSERV], { env });
  // Detached (their own sessions): killed by pid, as the mapserv processes are.
  const pids = (await readFile(pidFile, 'utf8')).split(/\s+/).filter(Boolean).map(Number);
  const kill = () => {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const cancel = onProcessEnd(kill);
  const http = `upstream qgis { server unix:${socket}; }
  server {
    listen 127.0.0.1:${port};
    # QGIS Server redirects / to its landing page at SERVER_NAME (the readiness check follows).
    server_name 127.0.0.1;
    location / {
      fastcgi_pass qgis;
      include /etc/nginx/fastcgi_params;
      fastcgi_buffer_size 32k;
      fastcgi_buffers 16 32k;
    }
  }`;
  const nginx = await runNginx(work, port, http, (base) => untilListening(base, 30_000)).catch(
    (error: unknown) => {
      cancel();
      kill();
      throw error;
    },
  );
  return {
    url: `${nginx.base}/`,
    processes,
    stop: async () => {
      await nginx.stop();
      cancel();
      kill();
    },
  };
}

/** WMS 1.3.0 GetMap of `layer` for a tile: 256² PNG over its EPSG:3857 box (x, y order). */
export function qgisTileQuery(layer: string) {
  return (t: TileAddress) => {
    const b = tileBox(t);
    return (
      `?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=${layer}&STYLES=&CRS=EPSG:3857` +
      `&BBOX=${b.minX},${b.minY},${b.maxX},${b.maxY}&WIDTH=256&HEIGHT=256` +
      `&FORMAT=image/png&TRANSPARENT=true`
    );
  };
}

/**
 * QGIS Server's answers for `tiles`, as measureMapServer measures MapServer: a warm-up pass, then
 * the measured one. A failure is any answer that is not a non-empty PNG (its errors are XML); the
 * first one's text is printed.
 */
export async function measureQgisServer(
  { http, url, concurrency }: MapServerClient,
  query: (t: TileAddress) => string,
  tiles: readonly TileAddress[],
): Promise<LoadResult> {
  let reported = false;
  const jobs = tiles.map((t) => async () => {
    const res = await http.get(`${url}${query(t)}`);
    const type = String(res.headers['content-type'] ?? '');
    if (res.status === 200 && type.startsWith('image/png') && res.body.length > 0)
      return res.body.length;
    if (!reported) {
      reported = true;
      const text = res.body
        .toString()
        .replace(/<[^>]*>|\s+/g, ' ')
        .slice(0, 300);
      console.warn(`  QGIS Server: ${res.status} ${type}: ${text}`);
    }
    return -1;
  });
  return warmThenMeasure(jobs, concurrency);
}
