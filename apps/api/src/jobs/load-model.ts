import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { baseNameOf } from '../processing/companions.js';
import { convertIfc } from '../processing/model/convert-ifc.js';
import { MODEL_GLB, MODEL_PROPERTIES } from '../processing/model/model-files.js';
import { keepDerivedFiles } from './derived-files.js';
import type { Loader } from './file-processor.js';

/**
 * IFC attachments: converted with web-ifc to a glb, which the 3D views draw at once without
 * reading IFC in the browser, with the elements' properties kept beside it for clicks.
 */
export const loadModel: Loader = async (ctx, source, processor) => {
  const { file } = source;
  const outDir = path.join(source.workDir, 'out');
  await mkdir(outDir, { recursive: true });
  const base = baseNameOf(file.name);
  const glbPath = path.join(outDir, `${base}.glb`);
  const propertiesPath = path.join(outDir, `${base}.properties.json`);
  processor.progressReporter(file.id)(10);
  const converted = await convertIfc({
    input: source.path,
    glbPath,
    propertiesPath,
    timeoutMs: ctx.config.GDAL_TIMEOUT_SECONDS * 1000,
  });
  ctx.log.info(
    { fileId: file.id, elements: converted.elementCount, placed: converted.mapConversion !== null },
    'IFC converted to glb',
  );
  await keepDerivedFiles(
    ctx,
    file,
    async (store) => {
      await store(glbPath, { file_type: MODEL_GLB, content_type: 'model/gltf-binary' });
      await store(propertiesPath, {
        file_type: MODEL_PROPERTIES,
        content_type: 'application/json',
      });
    },
    (derived) => ctx.processed.modelConverted(file, derived),
  );
};
