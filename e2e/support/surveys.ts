import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { api, createMap, fixture, tempDir, uploadIntoNewLayer } from './uploads.js';

/** The fixtures' real 1 m DSM (NRW, ETRS89 / UTM zone 32N): 1000 × 1000 cells. */
const DEM = 'geotiff/dom1_32_356_5699_1_nw_2020.tif';
/** Its top-left corner in EPSG:25832. */
export const DEM_ORIGIN = [356000, 5700000] as const;
/** The two surveys of the series: the DSM as flown, then with the earthworks below. */
export const SURVEY_DATES = ['2020-06-15', '2024-06-11'] as const;

/** Boxes of cells [column, row, columns, rows] and how far each moves the surface (metres). */
export const EARTHWORKS = [
  { cells: [200, 300, 20, 50], change: -2 }, // a cutting: 2000 m³ cut
  { cells: [600, 600, 30, 30], change: 1.5 }, // an embankment: 1350 m³ fill
] as const;

const gdal = (tool: string, args: string[]) => execFileSync(tool, ['-q', ...args]);

/**
 * The real DSM and the same surface as a later survey finds it (the earthworks dug and heaped;
 * every other height the earlier one's to the bit, edited through GDAL's raw ENVI format).
 */
export function dsmSurveys(): { earlier: string; later: string } {
  const dir = tempDir('waymark-e2e-dsm-');
  const earlier = path.join(dir, 'dsm-2020.tif');
  gdal('gdal_translate', ['-ot', 'Float32', fixture(DEM), earlier]);
  const raw = path.join(dir, 'dsm-2024.bil');
  gdal('gdal_translate', ['-of', 'ENVI', earlier, raw]);
  const bytes = readFileSync(raw);
  const values = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  for (const {
    cells: [col, row, cols, rows],
    change,
  } of EARTHWORKS) {
    for (let r = row; r < row + rows; r += 1) {
      for (let c = col; c < col + cols; c += 1) values[r * 1000 + c]! += change;
    }
  }
  writeFileSync(raw, bytes);
  const later = path.join(dir, 'dsm-2024.tif');
  gdal('gdal_translate', ['-of', 'GTiff', raw, later]);
  return { earlier, later };
}

/** A new layer of the map holding both surveys as a series (two survey dates); its id. */
export async function uploadDsmSeries(token: string, mapId: number, name: string) {
  const { earlier, later } = dsmSurveys();
  return uploadIntoNewLayer(
    token,
    mapId,
    name,
    [earlier, later],
    ['raster', 'raster'],
    SURVEY_DATES,
  );
}

/** A rectangle of the DSM's cells as a GeoJSON polygon in degrees (corners through GDAL). */
export function polygonOfCells(col: number, row: number, cols: number, rows: number) {
  const [x0, y0] = DEM_ORIGIN;
  const corners = [
    [x0 + col, y0 - row],
    [x0 + col + cols, y0 - row],
    [x0 + col + cols, y0 - row - rows],
    [x0 + col, y0 - row - rows],
  ];
  const stdout = execFileSync(
    'gdaltransform',
    ['-s_srs', 'EPSG:25832', '-t_srs', 'EPSG:4326', '-output_xy'],
    { input: corners.map((c) => c.join(' ')).join('\n'), encoding: 'utf8' },
  );
  const ring = stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  return { type: 'Polygon' as const, coordinates: [[...ring, ring[0]!]] };
}

export const SURVEY_MAP_NAME = 'Surveys over time (e2e)';

/**
 * The map of the DSM series, shared by the specs that read it (made once per run: the upload
 * and processing take half a minute). Specs may add to it but must not change what is there.
 */
export async function surveyMap(token: string): Promise<{ mapId: number; layerId: number }> {
  const maps = await api<{ results: { id: number; name: string }[] }>(
    token,
    'GET',
    `/maps/?search=${encodeURIComponent(SURVEY_MAP_NAME)}`,
  );
  const found = maps.json.results.find((map) => map.name === SURVEY_MAP_NAME);
  const mapId = found?.id ?? (await createMap(token, SURVEY_MAP_NAME));
  const map = await api<{ layers: { id: number; name: string }[] }>(
    token,
    'GET',
    `/maps/${mapId}/`,
  );
  const layerId =
    map.json.layers.find((layer) => layer.name === 'DSM')?.id ??
    (await uploadDsmSeries(token, mapId, 'DSM'));
  return { mapId, layerId };
}
