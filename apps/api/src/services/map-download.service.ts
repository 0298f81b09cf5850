import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MapDownloadQuery } from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import type { LayerRepository, MapLayerRow } from '../repositories/layer.repository.js';
import type {
  DownloadFilter,
  MapDownloadRepository,
} from '../repositories/map-download.repository.js';
import { runGdal } from '../processing/tools/gdal.js';
import { libpqEnv } from '../processing/vector/pg-target.js';
import { layerBoundsBox } from '../tiles/tile-math.js';
import { viewerOf } from '../policies/ownership.js';
import type { MapService } from './map.service.js';
import type { Actor, AuditService } from './audit.service.js';
import type { Principal } from '../policies/principal.js';
import { shareBox, withinShare } from './share-bounds.js';
import { safeSegment } from './zip-archive.js';

export interface MapDownloadOptions {
  databaseUrl: string;
  workDir: string;
  timeoutMs: number;
}

/** PostgreSQL truncates longer identifiers; GeoPackage columns must differ in more than case. */
const MAX_NAME_BYTES = 60;
const RESERVED = ['fid', 'geom', 'sub_layer'];

function truncated(name: string): string {
  let out = name || 'field';
  while (Buffer.byteLength(out) > MAX_NAME_BYTES) out = [...out].slice(0, -1).join('');
  return out;
}

/** Unique names, compared without case: `name`, `name_2`, `name_3`... (tables and columns). */
export function uniqueNames(wanted: readonly string[], reserved: readonly string[] = []) {
  const taken = new Set(reserved.map((r) => r.toLowerCase()));
  return wanted.map((want) => {
    const base = truncated(want);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${truncated(base)}_${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

const xml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One table of the download: a layer of the OGR VRT that ogr2ogr reads from PostGIS. */
function vrtLayer(table: string, sql: string): string {
  return `<OGRVRTLayer name="${xml(table)}"><SrcDataSource>PG:</SrcDataSource><SrcSQL>${xml(sql)}</SrcSQL></OGRVRTLayer>`;
}

/** The layer's attributes in their source order first (as the popups list them), then the rest. */
function inAttributeOrder<T extends { key: string }>(columns: T[], attributes: readonly string[]) {
  const rank = (key: string) => {
    const i = attributes.indexOf(key);
    return i === -1 ? attributes.length : i;
  };
  return columns.sort((a, b) => rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : 1));
}

/**
 * The map's features as one GeoPackage (the download offered in the files panel): each vector
 * layer the caller sees with features in the area becomes a table named after the layer, its
 * properties as columns and its geometry in EPSG:4326, cut like its tiles (the layer's bounds and
 * CAD sub-layers, a share's bounds) and to the box asked for. ogr2ogr reads PostGIS into a
 * temporary file under WORK_DIR, which is streamed and then removed, also when the client
 * leaves early.
 */
export class MapDownloadService {
  constructor(
    private readonly maps: MapService,
    private readonly layers: LayerRepository,
    private readonly downloads: MapDownloadRepository,
    private readonly options: MapDownloadOptions,
    private readonly audit: AuditService,
  ) {}

  private filterOf(layer: MapLayerRow, box: readonly number[] | null, principal: Principal) {
    const bounds = withinShare(withinShare(layer.bounds, box), shareBox(principal));
    const clip = bounds ? layerBoundsBox(bounds) : null;
    // An empty intersection comes back as a box of no area: nothing of the layer is in it.
    if (clip && (clip.minX >= clip.maxX || clip.minY >= clip.maxY)) return null;
    const filter: DownloadFilter = {
      layerId: layer.id,
      clip,
      subLayers: layer.sub_layers.length > 0 ? layer.sub_layers : null,
    };
    return filter;
  }

  /**
   * Audited as a bulk download (issue 30): the user's, or a share viewer's (no user: the share
   * is named in the details), with the tables and the box.
   */
  async download(
    principal: Principal,
    mapId: number,
    query: MapDownloadQuery,
    actor: Actor | null,
    signal?: AbortSignal,
  ): Promise<{ fileName: string; stream: Readable }> {
    const map = await this.maps.visible(principal, mapId);
    const layers = await this.layers.listForMap(mapId, viewerOf(principal));
    const chosen: { layer: MapLayerRow; filter: DownloadFilter }[] = [];
    for (const layer of layers) {
      const filter = this.filterOf(layer, query.bbox ?? null, principal);
      if (filter && (await this.downloads.hasFeatures(filter))) chosen.push({ layer, filter });
    }
    if (chosen.length === 0) throw new NotFoundError();
    const tableNames = uniqueNames(chosen.map((c) => c.layer.name.trim()));

    const tables: string[] = [];
    for (const [i, { layer, filter }] of chosen.entries()) {
      const columns = inAttributeOrder(await this.downloads.columnsOf(filter), layer.attributes);
      const names = uniqueNames(
        columns.map((c) => c.key),
        RESERVED,
      );
      const withSubLayer = layer.available_sub_layers.length > 0;
      tables.push(
        vrtLayer(tableNames[i]!, this.downloads.exportSql(filter, columns, names, withSubLayer)),
      );
    }

    await mkdir(this.options.workDir, { recursive: true });
    const dir = await mkdtemp(path.join(this.options.workDir, 'download-'));
    const out = path.join(dir, 'map.gpkg');
    try {
      const vrt = path.join(dir, 'layers.vrt');
      await writeFile(vrt, `<OGRVRTDataSource>\n${tables.join('\n')}\n</OGRVRTDataSource>\n`);
      await this.export(vrt, out, signal);
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
    await this.audit.record(
      principal.share ? null : actor,
      'map.download',
      { type: 'map', id: map.id },
      {
        layers: chosen.map((c) => c.layer.id),
        bbox: query.bbox ?? null,
        ...(principal.share ? { share: principal.share.shareId } : {}),
      },
    );
    const stream = createReadStream(out);
    // Finished, failed or destroyed because the client went away: the file goes either way.
    stream.once('close', () => void rm(dir, { recursive: true, force: true }));
    return { fileName: `${safeSegment(map.name)}.gpkg`, stream };
  }

  /**
   * Every table in one ogr2ogr run (an OGR VRT of SQL layers, one PostGIS connection), in a
   * read-only session. The GeoPackage is a temporary file: no fsync per table.
   */
  private async export(vrt: string, out: string, signal?: AbortSignal) {
    await runGdal(
      'ogr2ogr',
      [
        ...['-f', 'GPKG', out, vrt, '-a_srs', 'EPSG:4326', '-nlt', 'GEOMETRY'],
        ...['-lco', 'GEOMETRY_NAME=geom', '-lco', 'FID=fid'],
        ...['--config', 'OGR_SQLITE_SYNCHRONOUS', 'OFF'],
      ],
      {
        timeoutMs: this.options.timeoutMs,
        signal,
        env: {
          ...libpqEnv(this.options.databaseUrl),
          // The SQL is ours, but a download has no business writing anything.
          PGOPTIONS: '-c default_transaction_read_only=on',
          PGAPPNAME: 'waymark-download',
        },
      },
    );
  }
}
