// The browser tests' own map in the organisation on localhost, beside the demo survey (seeded by
// e2e-world.seed.ts). Its layers are the shared fixtures the tests were written against (places
// far apart: a raster, a DTM, senate districts with report attachments, a CAD drawing as a route,
// 360° photos), loaded through the import pipeline.
import { MAP_CONTROLS } from '@waymark/contract';
import type { Container } from '../container.js';
import { fixturesDir, importLayers } from '../seed/demo-layers.seed.js';
import type { SeedLayer } from '../seed/demo-survey.js';

const LAYERS: SeedLayer[] = [
  { name: 'Orthophotos', files: ['geotiff/RGB.byte.tif'] },
  // A real 1 m DEM (NRW, ETRS89 / UTM 32N, Float32, 1000²): the Cross Section control's data.
  { name: 'DTM', files: ['geotiff/dom1_32_356_5699_1_nw_2020.tif'] },
  {
    name: 'Survey Corridor',
    files: ['.shp', '.shx', '.dbf', '.prj'].map((ext) => `shapefile/senate${ext}`),
    settings: { attachment_field: 'SENDISTNUM', search_field: 'SENATOR' },
    // The corridor's reports: one for district 36, one for every feature.
    attachments: [
      { file: 'attachments/pdf-definition.pdf', attach: 'SENDISTNUM,36' },
      { file: 'attachments/ACadFileExploration.xlsx', attach: '__ALL__,*' },
    ],
  },
  {
    name: 'Line Mapping (CAD)',
    files: ['cad/sample_AC1018_ascii.dxf', 'cad/sample_AC1018_ascii.prj'],
    // The drawing's lines as a route in kilometres: 'km 1+200' lands on the one line that long.
    settings: { route_enabled: true, route_unit: 'km' },
  },
  {
    name: '360° Photos',
    files: ['photos/IMG_20180725_163423-tiny.jpg', 'photos/issue-exifr-13.jpg'],
  },
];

export async function seedCorridorMap(container: Container, name: string, ownerEmail: string) {
  const { repos } = container;
  const organisation = await repos.organisations.findByHost('localhost');
  const owner = await repos.users.findByEmail(ownerEmail);
  if (!organisation || !owner) throw new Error('run `setup` first: no demo organisation or admin');
  const map = await repos.maps.create({
    organisation_id: organisation.id,
    owner_id: owner.id,
    name,
    title: name,
    visibility: 'ORG',
    controls: [...MAP_CONTROLS],
    files_list: false,
  });
  const target = { organisationId: organisation.id, mapId: map.id, ownerId: owner.id };
  await importLayers(container, target, fixturesDir(), LAYERS);
  return map.id;
}
