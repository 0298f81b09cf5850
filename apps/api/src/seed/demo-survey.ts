import { POPUP_PRESETS, type StyleLayer } from '@waymark/contract';
import type { LayerChanges } from '../repositories/layer.repository.js';

/**
 * The demo survey: Autzen Stadium, Eugene (Oregon), from the PDAL project's test data and the
 * files derived from it by scripts/demo-data.mjs (demo/autzen/PROVENANCE.md says where each
 * file came from, its licence and how it was made). One place, every layer on top of the others.
 */
export const DEMO_SURVEY = {
  /** The files' folder in the repository. */
  folder: 'demo/autzen',
  /** The default view: the site DTM's extent (the largest layer) and a little more, [W, S, E, N]. */
  bounds: [-123.076, 44.0494, -123.0616, 44.0632] as [number, number, number, number],
  description:
    'Autzen Stadium, Eugene (Oregon): orthophoto, lidar DTM and contours, outline drawing, and ' +
    'the BMX track surveyed in 2010 and 2023 for compare and volume.',
  attribution:
    'Autzen data: PDAL project (BSD); lidar 2010 Watershed Sciences, Inc.; lidar 2023 DOGAMI / ' +
    'NV5 Geospatial (OLC Willamette Valley 2023)',
  /** The layer the 3D view stands on: the site's DTM, not the BMX track's small surveys. */
  terrain: 'DTM',
};

/** A layer loaded from files in a folder: the demo survey's, and the browser tests' corridor. */
export interface SeedLayer {
  name: string;
  /** Paths under the folder. */
  files: string[];
  /** The files' coordinate system, where they do not say it themselves (a JPEG and world file). */
  epsg?: number;
  surveyDate?: string;
  /** Layer settings beyond what the ingest sets. */
  settings?: LayerChanges;
  /** Files attached to the layer's features: 'field,value', or '__ALL__,*' for every one. */
  attachments?: { file: string; attach: string }[];
}

/**
 * Credits shown on the map (each layer's source attribution), per PROVENANCE.md: short and
 * distinct, since the map lists each different one once.
 */
const PDAL = 'Autzen data: PDAL project (BSD)';
const LIDAR_2010 = 'Lidar 2010: Watershed Sciences';
const LIDAR_2023 = 'Lidar 2023: DOGAMI / NV5';

const popup = (id: string) => POPUP_PRESETS.find((p) => p.id === id)?.template ?? '';

const CONTOUR_STYLE: StyleLayer[] = [
  {
    type: 'line',
    paint: {
      'line-color': '#8c6d46',
      // Every fifth metre a little stronger, as on a printed map.
      'line-width': ['case', ['==', ['%', ['to-number', ['get', 'elev_m']], 5], 0], 1.6, 0.8],
      'line-opacity': 0.9,
    },
  },
];

const CONTOUR_LABEL: StyleLayer[] = [
  {
    type: 'symbol',
    minzoom: 16,
    filter: ['==', ['%', ['to-number', ['get', 'elev_m']], 5], 0],
    layout: {
      'symbol-placement': 'line',
      'text-field': ['concat', ['to-string', ['get', 'elev_m']], ' m'],
      'text-size': 11,
    },
    paint: { 'text-color': '#5d4630', 'text-halo-color': '#ffffff', 'text-halo-width': 1 },
  },
];

/** Heights drawn as relief: the terrain ramp over the site's range, hillshaded. */
const relief = (min: number, max: number): LayerChanges => ({
  relief: { ramp: 'terrain', min, max, hillshade: true },
});

/** Bottom to top: the relief under the photograph, the lines over both. */
export const DEMO_LAYERS: SeedLayer[] = [
  {
    name: 'DTM',
    files: ['derived/autzen-dtm.tif'],
    settings: {
      ...relief(123, 148),
      attribution: LIDAR_2010,
      description:
        'Bare-earth heights (m) from the 2010 lidar’s ground points, 10 ft cells. Draw a cross ' +
        'section across the stadium.',
    },
  },
  {
    name: 'Orthophoto',
    files: ['source/autzen.jpg', 'source/autzen.wld'],
    epsg: 2994,
    settings: { attribution: PDAL, description: 'Aerial photograph, 1 ft pixels.' },
  },
  {
    name: 'BMX track 2010',
    files: ['derived/autzen-bmx-dtm-2010.tif'],
    settings: {
      ...relief(128, 134),
      attribution: LIDAR_2010,
      description: 'The BMX track’s ground as surveyed in 2010 (lidar, 3 ft cells).',
    },
  },
  {
    name: 'BMX track 2023',
    files: ['derived/autzen-bmx-dtm-2023.tif'],
    surveyDate: '2023-07-21',
    settings: {
      ...relief(128, 134),
      attribution: LIDAR_2023,
      description:
        'The same ground surveyed again on 21 July 2023: compare it with 2010, or measure the ' +
        'cut and fill between them.',
    },
  },
  {
    name: 'Contours',
    files: ['derived/autzen-contours.geojson'],
    settings: {
      style: CONTOUR_STYLE,
      label: CONTOUR_LABEL,
      popup: popup('standard'),
      attribution: LIDAR_2010,
      description: 'Contours of the DTM every metre.',
    },
  },
  {
    name: 'Site outlines (CAD)',
    files: ['derived/autzen-outlines.dxf', 'derived/autzen-outlines.prj'],
    settings: {
      popup: popup('standard'),
      attribution: LIDAR_2010,
      description:
        'Buildings (red), trees (green) and ground (brown) outlined in the point cloud, drawn as ' +
        'a DXF. Each outline carries the point cloud as an attachment.',
    },
    attachments: [{ file: 'source/autzen-thin-srs.las', attach: '__ALL__,*' }],
  },
];
