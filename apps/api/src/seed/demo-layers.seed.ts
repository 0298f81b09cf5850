import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import type { Container } from '../container.js';
import { importFiles } from '../jobs/import-files.js';
import { DEMO_LAYERS, DEMO_SURVEY } from './demo-survey.js';

/** The shared sample files beside the repository (WAYMARK_FIXTURES overrides): benches' data. */
export function fixturesDir(): string {
  return process.env.WAYMARK_FIXTURES ?? path.resolve(ROOT_DIR, '../shared/fixtures');
}

/** The demo survey's files in the repository. */
export function demoSurveyDir(): string {
  return path.resolve(ROOT_DIR, DEMO_SURVEY.folder);
}

/**
 * The demo survey in the demo map, loaded through the same pipeline as uploads (planned,
 * checked, stored and processed at once): relief, orthophoto, two surveys of one spot for the
 * compare and volume tools, contours, and an outline drawing carrying the point cloud. Only into
 * an empty map.
 */
export async function seedDemoLayers(
  container: Container,
  organisationId: number,
  mapId: number,
  ownerId: number,
  print: (line: string) => void,
): Promise<void> {
  const { repos } = container;
  if ((await repos.mapLayers.layerIds(mapId)).length > 0) return;
  const dir = demoSurveyDir();
  if (!existsSync(dir)) {
    print(`Demo survey not found at ${dir}; the demo map starts empty.`);
    return;
  }
  for (const layer of DEMO_LAYERS) {
    const result = await importFiles(container, {
      organisationId,
      mapId,
      layerName: layer.name,
      files: layer.files.map((f) => path.join(dir, f)),
      ownerId,
      epsg: layer.epsg ?? null,
      surveyDate: layer.surveyDate,
    });
    if (layer.attachments) {
      await importFiles(container, {
        organisationId,
        mapId,
        layerName: layer.name,
        files: layer.attachments.map((f) => path.join(dir, f)),
        ownerId,
        attach: '__ALL__,*',
      });
    }
    await repos.layers.update(result.layerId, layer.settings ?? {});
    await repos.layers.refreshFromFiles(result.layerId);
    print(
      `Demo layer '${layer.name}': ${result.files.map((f) => `${f.name} ${f.status}`).join(', ')}`,
    );
  }
}
