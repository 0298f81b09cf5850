import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { tileBox, WORLD_HALF, type TileAddress } from '../tiles/tile-math.js';
import type { LoadResult } from './load.js';
import { ensureDebianTool } from './mapserver.js';
import { measureFastCgi, startFastCgiPool, type MapServerClient } from './fastcgi-pool.js';

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
  const work = path.join(dir, 'qgis');
  const home = path.join(dir, 'qgis-home');
  await rm(home, { recursive: true, force: true });
  await mkdir(path.join(home, 'runtime'), { recursive: true, mode: 0o700 });
  const env = {
    ...process.env,
    QGIS_PROJECT_FILE: project,
    QT_QPA_PLATFORM: 'offscreen',
    QGIS_SERVER_LOG_LEVEL: '2', // critical only
    QGIS_SERVER_LOG_FILE: path.join(home, 'qgis-server.log'),
    // One layer per GetMap: parallel layer rendering has nothing to share out.
    QGIS_SERVER_PARALLEL_RENDERING: 'false',
    QGIS_SERVER_TRUST_LAYER_METADATA: '1',
    HOME: home,
    XDG_RUNTIME_DIR: path.join(home, 'runtime'),
    QGIS_OPTIONS_PATH: path.join(home, 'options'),
    QGIS_CUSTOM_CONFIG_PATH: path.join(home, 'options'),
    QGIS_AUTH_DB_DIR_PATH: path.join(home, 'auth'),
  };
  return startFastCgiPool({
    work,
    program: QGIS_MAPSERV,
    env,
    port,
    processes,
    readyTimeoutMs: 30_000,
  });
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

/** QGIS Server's answers for `tiles` (see measureFastCgi): non-empty PNGs (its errors are XML). */
export function measureQgisServer(
  client: MapServerClient,
  query: (t: TileAddress) => string,
  tiles: readonly TileAddress[],
): Promise<LoadResult> {
  return measureFastCgi('QGIS Server', client, query, tiles, /^image\/png/);
}
