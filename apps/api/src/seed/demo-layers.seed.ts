import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import type { Container } from '../container.js';
import { importFiles } from '../jobs/import-files.js';
import { DEMO_LAYERS, DEMO_SURVEY, type SeedLayer } from './demo-survey.js';

/** The shared sample files beside the repository (WAYMARK_FIXTURES overrides): benches' data. */
export function fixturesDir(): string {
  return process.env.WAYMARK_FIXTURES ?? path.resolve(ROOT_DIR, '../shared/fixtures');
}

/** The demo survey's files in the repository (WAYMARK_DEMO_SURVEY overrides). */
export function demoSurveyDir(): string {
  return process.env.WAYMARK_DEMO_SURVEY ?? path.resolve(ROOT_DIR, DEMO_SURVEY.folder);
}

/** Where seeded layers go: a map of an organisation, owned by a user. */
export interface SeedTarget {
  organisationId: number;
  mapId: number;
  ownerId: number;
}

/**
 * Loads `layers` from files under `dir` into the target map, in order (the first at the
 * bottom), through the same pipeline as uploads (planned, checked, stored and processed at
 * once), each with its settings and attachments. Answers a line per layer.
 */
export async function importLayers(
  container: Container,
  target: SeedTarget,
  dir: string,
  layers: readonly SeedLayer[],
): Promise<{ name: string; layerId: number; line: string }[]> {
  const { repos } = container;
  const imported: { name: string; layerId: number; line: string }[] = [];
  for (const layer of layers) {
    const result = await importFiles(container, {
      ...target,
      layerName: layer.name,
      files: layer.files.map((f) => path.join(dir, f)),
      epsg: layer.epsg ?? null,
      surveyDate: layer.surveyDate,
    });
    await repos.layers.update(result.layerId, layer.settings ?? {});
    for (const { file, attach } of layer.attachments ?? []) {
      const files = [path.join(dir, file)];
      await importFiles(container, { ...target, layerName: layer.name, files, attach });
    }
    await repos.layers.refreshFromFiles(result.layerId);
    const files = result.files.map((f) => `${f.name} ${f.status}`).join(', ');
    imported.push({ name: layer.name, layerId: result.layerId, line: `'${layer.name}': ${files}` });
  }
  return imported;
}

/**
 * The demo survey in the demo map: relief, orthophoto, two surveys of one spot for the compare
 * and volume tools, contours, and an outline drawing carrying the point cloud. Only into an
 * empty map.
 */
export async function seedDemoLayers(
  container: Container,
  organisationId: number,
  mapId: number,
  ownerId: number,
  print: (line: string) => void,
): Promise<void> {
  if ((await container.repos.mapLayers.layerIds(mapId)).length > 0) return;
  const dir = demoSurveyDir();
  if (!existsSync(dir)) {
    print(`Demo survey not found at ${dir}; the demo map starts empty.`);
    return;
  }
  const target = { organisationId, mapId, ownerId };
  const imported = await importLayers(container, target, dir, DEMO_LAYERS);
  for (const { line } of imported) print(`Demo layer ${line}`);
  const terrain = imported.find((layer) => layer.name === DEMO_SURVEY.terrain);
  if (terrain) await container.repos.maps.update(mapId, { terrain_layer_id: terrain.layerId });
}
