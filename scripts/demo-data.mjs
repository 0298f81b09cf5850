// @ts-check
// `node scripts/demo-data.mjs`: derives the demo survey's files (demo/autzen/derived/) from the
// Autzen source files (demo/autzen/source/, see demo/autzen/PROVENANCE.md) with GDAL's command
// line tools (Debian's gdal-bin) and a small LAS reader, since that GDAL cannot read LAS:
//  - a DTM of the whole site from the thinned cloud's ground points (class 2), 10 ft cells;
//  - one DTM per survey (2010, 2023) of the clip surveyed twice, on one 3 ft grid, so that the
//    compare and volume tools difference them cell for cell;
//  - contours of the site DTM, every metre, as GeoJSON;
//  - a DXF drawing of the outline polygons, so the CAD path shows real geometry.
// Every output is in EPSG:2994 (NAD83(HARN) / Oregon GIC Lambert, international feet); heights
// are in metres, the unit Waymark's sections, elevations and volumes read them in (the sources'
// are in feet). Deterministic: the same sources give the same bytes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readLasPoints } from './lib/las-points.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'demo/autzen/source');
const OUT = path.join(ROOT, 'demo/autzen/derived');
const EPSG = 'EPSG:2994';
const NODATA = '-9999';
/** Metres (the 2010/2023 clips' EPSG:2991) to international feet (EPSG:2994's unit). */
const M_TO_FT = 1 / 0.3048;
/** International feet (the thinned cloud's heights) to metres. */
const FT_TO_M = 0.3048;
/** US survey feet (the clips' heights) to metres. */
const US_FT_TO_M = 1200 / 3937;
const SITE_CELL_FT = 10;
const CLIP_CELL_FT = 3;
const CONTOUR_M = 1;

/**
 * Runs a GDAL tool and answers its standard output. Fails on any error it reports: some tools
 * (gdal_grid with an unreadable layer) report one and still exit 0.
 * @param {string} cmd @param {string[]} args
 */
function gdal(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0 || /ERROR/.test(result.stderr))
    throw new Error(`${cmd} failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
}

/**
 * Writes the ground points (class 2) of a LAS file, x and y scaled to feet and heights to metres,
 * as x,y,z CSV with an OGR VRT that reads it as 3D points in EPSG:2994. Answers the VRT's path
 * and the box in feet.
 * @param {string} lasName @param {string} work @param {number} xyFactor @param {number} zFactor
 */
function groundPoints(lasName, work, xyFactor, zFactor) {
  const { x, y, z, cls, header } = readLasPoints(path.join(SOURCE, lasName));
  const rows = ['x,y,z'];
  for (let i = 0; i < cls.length; i++)
    if (cls[i] === 2)
      rows.push(
        [x[i] * xyFactor, y[i] * xyFactor].map((v) => v.toFixed(2)).join(',') +
          `,${(z[i] * zFactor).toFixed(3)}`,
      );
  const base = path.basename(lasName, '.las');
  writeFileSync(path.join(work, `${base}.csv`), `${rows.join('\n')}\n`);
  const layer = `<OGRVRTLayer name="ground"><SrcDataSource relativeToVRT="1">${base}.csv</SrcDataSource><SrcLayer>${base}</SrcLayer>
  <GeometryType>wkbPoint25D</GeometryType><LayerSRS>${EPSG}</LayerSRS>
  <GeometryField encoding="PointFromColumns" x="x" y="y" z="z"/></OGRVRTLayer>`;
  const vrt = path.join(work, `${base}.vrt`);
  writeFileSync(vrt, `<OGRVRTDataSource>${layer}</OGRVRTDataSource>\n`);
  console.log(
    `${lasName}: LAS ${header.version}, format ${header.pointFormat}, ${cls.length} points, ${rows.length - 1} ground`,
  );
  const { minX, minY, maxX, maxY } = header.bounds;
  return { vrt, box: [minX, minY, maxX, maxY].map((v) => v * xyFactor) };
}

/** The box widened outwards to whole cells. @param {number[]} box [minX, minY, maxX, maxY] @param {number} cell */
function snap([minX, minY, maxX, maxY], cell) {
  const lo = (/** @type {number} */ v) => Math.floor(v / cell) * cell;
  const hi = (/** @type {number} */ v) => Math.ceil(v / cell) * cell;
  return [lo(minX), lo(minY), hi(maxX), hi(maxY)];
}

/**
 * Grids the points by linear interpolation in their Delaunay triangulation (no heights outside
 * it: radius 0) onto the box at `cell` feet, then writes a tiled, DEFLATE-compressed Float32
 * GeoTIFF. @param {string} vrt @param {number[]} box @param {number} cell @param {string} out
 * @param {string | null} surveyDay 'YYYY:MM:DD' for the TIFF DateTime tag, when known
 */
function grid(vrt, box, cell, out, surveyDay) {
  const [minX, minY, maxX, maxY] = snap(box, cell);
  const raw = `${vrt}.tif`;
  gdal('gdal_grid', [
    '-q',
    '-l',
    'ground',
    '-a',
    `linear:radius=0:nodata=${NODATA}`,
    '-ot',
    'Float32',
    '-txe',
    String(minX),
    String(maxX),
    '-tye',
    String(maxY),
    String(minY),
    '-outsize',
    String((maxX - minX) / cell),
    String((maxY - minY) / cell),
    '-a_srs',
    EPSG,
    vrt,
    raw,
  ]);
  gdal('gdal_translate', [
    '-q',
    '-a_nodata',
    NODATA,
    '-co',
    'TILED=YES',
    '-co',
    'COMPRESS=DEFLATE',
    '-co',
    'PREDICTOR=3',
    ...(surveyDay ? ['-mo', `TIFFTAG_DATETIME=${surveyDay} 00:00:00`] : []),
    raw,
    path.join(OUT, out),
  ]);
}

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'waymark-demo-data-'));
try {
  // The site DTM: the thinned cloud is in EPSG:2994 already, heights in feet.
  const site = groundPoints('autzen-thin-srs.las', work, 1, FT_TO_M);
  grid(site.vrt, site.box, SITE_CELL_FT, 'autzen-dtm.tif', null);

  // The clip surveyed twice is labelled EPSG:2991 (the same Lambert projection and datum, in
  // metres) with heights in US survey feet: x and y scaled to international feet, heights to
  // metres, no datum shift (see PROVENANCE.md), both gridded on the union of their boxes.
  const clips = [
    { las: 'autzen-bmx-2010.las', out: 'autzen-bmx-dtm-2010.tif', day: null },
    { las: 'autzen-bmx-2023.las', out: 'autzen-bmx-dtm-2023.tif', day: '2023:07:21' },
  ].map((c) => ({ ...c, ...groundPoints(c.las, work, M_TO_FT, US_FT_TO_M) }));
  const union = [0, 1, 2, 3].map((i) =>
    (i < 2 ? Math.min : Math.max)(...clips.map((c) => c.box[i])),
  );
  for (const c of clips) grid(c.vrt, union, CLIP_CELL_FT, c.out, c.day);

  // Contours of the site DTM, with their height in metres.
  gdal('gdal_contour', [
    '-q',
    '-a',
    'elev_m',
    '-i',
    String(CONTOUR_M),
    '-f',
    'GeoJSON',
    '-lco',
    'COORDINATE_PRECISION=2',
    '-lco',
    'RFC7946=NO',
    path.join(OUT, 'autzen-dtm.tif'),
    path.join(OUT, 'autzen-contours.geojson'),
  ]);

  // The outline polygons as a drawing: closed polylines, one DXF layer (and colour) per ASPRS
  // class the polygon was drawn around.
  gdal('ogr2ogr', [
    '-f',
    'DXF',
    '-t_srs',
    EPSG,
    '-nlt',
    'LINESTRING',
    '-dialect',
    'SQLite',
    '-sql',
    `SELECT ST_ExteriorRing(geometry) AS geometry, Layer, OGR_STYLE FROM (SELECT geometry, id,
       CASE cls WHEN 2 THEN 'CLASS_2_GROUND' WHEN 5 THEN 'CLASS_5_HIGH_VEGETATION'
         WHEN 6 THEN 'CLASS_6_BUILDING' ELSE 'CLASS_' || cls END AS Layer,
       CASE cls WHEN 2 THEN 'PEN(c:#8C6D46)' WHEN 5 THEN 'PEN(c:#2E7D32)'
         WHEN 6 THEN 'PEN(c:#C62828)' ELSE 'PEN(c:#000000)' END AS OGR_STYLE
     FROM attributes) ORDER BY id`,
    path.join(OUT, 'autzen-outlines.dxf'),
    path.join(SOURCE, 'attributes.json'),
  ]);
  // A drawing has no coordinate system of its own: the .prj beside it gives it.
  writeFileSync(
    path.join(OUT, 'autzen-outlines.prj'),
    gdal('gdalsrsinfo', ['-o', 'wkt_esri', EPSG]).trim(),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The point cloud: no COPC writer is packaged for this machine (no PDAL in Debian bookworm; the
// npm LAZ packages only decode), so the demo keeps source/autzen-thin-srs.las as an attachment.
console.log(
  'Point cloud: no COPC writer available; source/autzen-thin-srs.las stays the attachment.',
);
for (const name of [
  'autzen-dtm.tif',
  'autzen-bmx-dtm-2010.tif',
  'autzen-bmx-dtm-2023.tif',
  'autzen-contours.geojson',
  'autzen-outlines.dxf',
  'autzen-outlines.prj',
]) {
  const kb = statSync(path.join(OUT, name)).size / 1024;
  console.log(`wrote demo/autzen/derived/${name} (${kb.toFixed(1)} KiB)`);
}
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
