import { VectorTile } from '@mapbox/vector-tile';
import { VECTOR_SOURCE_LAYER } from '@waymark/contract';
import { PbfReader } from 'pbf';
import sharp from 'sharp';
import { expect } from 'vitest';
import { uploadForm, type UploadItem } from './multipart.js';
import type { TestContext } from './test-app.js';
import { latToY, lonToX, tileBox, type TileAddress } from '../tiles/tile-math.js';

/** The Massachusetts senate districts: a shapefile with its companions (fixtures). */
export const SENATE_SHAPEFILE: UploadItem[] = [
  { fixture: 'shapefile/senate.shp', type: 'vector' },
  { fixture: 'shapefile/senate.shx' },
  { fixture: 'shapefile/senate.dbf' },
  { fixture: 'shapefile/senate.prj' },
];

export interface UploadedLayer {
  id: number;
  name: string;
  status: string;
  extent: number[] | null;
  attributes: string[];
  available_sub_layers: string[];
  data_version: number;
}

/** Uploads files into a (new or named) layer of a map and processes them as a worker would. */
export async function uploadLayer(
  t: TestContext,
  token: string,
  mapId: number,
  layerName: string,
  items: UploadItem[],
): Promise<UploadedLayer> {
  const form = uploadForm(items.map((i) => ({ layerName, ...i })));
  const res = await t.request('PATCH', `/api/maps/${mapId}/`, {
    token,
    body: form.body,
    headers: form.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.runJobs();
  const map = (await t.request('GET', `/api/maps/${mapId}/`, { token })).json() as {
    layers: UploadedLayer[];
  };
  const layer = map.layers.find((l) => l.name === layerName);
  if (!layer) throw new Error(`no layer ${layerName}`);
  expect(layer.status).toBe('ready');
  return layer;
}

export interface DecodedFeature {
  id: number | undefined;
  type: number;
  properties: Record<string, unknown>;
  /** Vertices in tile coordinates (0..4096). */
  points: { x: number; y: number }[];
}

/** The features of an MVT's one layer, decoded with @mapbox/vector-tile. */
export function decodeMvt(body: Buffer): { layers: string[]; features: DecodedFeature[] } {
  const tile = new VectorTile(new PbfReader(body));
  const layer = tile.layers[VECTOR_SOURCE_LAYER];
  const features: DecodedFeature[] = [];
  for (let i = 0; i < (layer?.length ?? 0); i += 1) {
    const f = layer!.feature(i);
    features.push({
      id: f.id,
      type: f.type,
      properties: { ...f.properties },
      points: f.loadGeometry().flat(),
    });
  }
  return { layers: Object.keys(tile.layers), features };
}

/** A decoded raster tile: alpha (and RGB) of pixel (x, y). */
export async function decodeImage(body: Buffer) {
  const { data, info } = await sharp(body)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: data[i + 3]! };
  };
  let opaque = 0;
  let transparent = 0;
  for (let i = 3; i < data.length; i += info.channels) {
    if (data[i] === 0) transparent += 1;
    else opaque += 1;
  }
  return {
    width: info.width,
    height: info.height,
    format: info.format,
    data,
    at,
    opaque,
    transparent,
  };
}

/** The pixel of a 256² tile under a longitude and latitude. */
export function pixelOf(tile: TileAddress, lon: number, lat: number): { x: number; y: number } {
  const box = tileBox(tile);
  const res = (box.maxX - box.minX) / 256;
  return {
    x: Math.floor((lonToX(lon) - box.minX) / res),
    y: Math.floor((box.maxY - latToY(lat)) / res),
  };
}
