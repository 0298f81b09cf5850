import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import type { Container } from '../container.js';
import { importFiles } from '../jobs/import-files.js';

/** The shared sample files beside the repository (WAYMARK_FIXTURES overrides). */
export function fixturesDir(): string {
  return process.env.WAYMARK_FIXTURES ?? path.resolve(ROOT_DIR, '../shared/fixtures');
}

interface DemoLayer {
  name: string;
  files: string[];
  epsg?: number;
  then?: (container: Container, layerId: number) => Promise<void>;
}

const DEMO_LAYERS: DemoLayer[] = [
  { name: 'Orthophotos', files: ['geotiff/RGB.byte.tif'] },
  // A real 1 m DEM (NRW, ETRS89 / UTM 32N, Float32, 1000²): the Cross Section control's data.
  { name: 'DTM', files: ['geotiff/dom1_32_356_5699_1_nw_2020.tif'] },
  {
    name: 'Survey Corridor',
    files: [
      'shapefile/senate.shp',
      'shapefile/senate.shx',
      'shapefile/senate.dbf',
      'shapefile/senate.prj',
    ],
    then: async ({ repos }, layerId) => {
      await repos.layers.update(layerId, {
        attachment_field: 'SENDISTNUM',
        search_field: 'SENATOR',
      });
    },
  },
  {
    name: 'Line Mapping (CAD)',
    files: ['cad/sample_AC1018_ascii.dxf', 'cad/sample_AC1018_ascii.prj'],
    // The drawing's lines as a route in kilometres: 'km 1+200' in the search lands on the one
    // line that long (4 km), and clicking a line shows its chainage. Set here, not through the
    // layer form, which takes only layers whose every feature is a line (a drawing has texts).
    then: async ({ repos }, layerId) => {
      await repos.layers.update(layerId, { route_enabled: true, route_unit: 'km' });
    },
  },
  {
    name: '360° Photos',
    files: ['photos/IMG_20180725_163423-tiny.jpg', 'photos/issue-exifr-13.jpg'],
  },
];

/**
 * Real sample data in the demo map, loaded through the same pipeline as uploads: a raster, a
 * DTM, a vector layer with report attachments, a CAD drawing (a route: chainage along its lines)
 * and 360° photos. Only into an empty map.
 */
export async function seedDemoLayers(
  container: Container,
  organisationId: number,
  mapId: number,
  ownerId: number,
  print: (line: string) => void,
): Promise<void> {
  if ((await container.repos.mapLayers.layerIds(mapId)).length > 0) return;
  const dir = fixturesDir();
  if (!existsSync(dir)) {
    print(`Sample data not found at ${dir}; the demo map starts empty.`);
    return;
  }
  for (const layer of DEMO_LAYERS) {
    const result = await importFiles(container, {
      organisationId,
      mapId,
      layerName: layer.name,
      files: layer.files.map((f) => path.join(dir, f)),
      ownerId,
    });
    await layer.then?.(container, result.layerId);
    await container.repos.layers.refreshFromFiles(result.layerId);
    print(
      `Demo layer '${layer.name}': ${result.files.map((f) => `${f.name} ${f.status}`).join(', ')}`,
    );
  }
  // The corridor's reports: one for district 36, one for every feature.
  for (const [file, attach] of [
    ['attachments/pdf-definition.pdf', 'SENDISTNUM,36'],
    ['attachments/ACadFileExploration.xlsx', '__ALL__,*'],
  ] as const) {
    await importFiles(container, {
      organisationId,
      mapId,
      layerName: 'Survey Corridor',
      files: [path.join(dir, file)],
      ownerId,
      attach,
    });
  }
}
