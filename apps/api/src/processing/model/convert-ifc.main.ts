import { readFile, writeFile } from 'node:fs/promises';
import { ifcToGlb, NoIfcGeometryError } from './ifc-to-glb.js';

/**
 * The IFC conversion's own process (see convert-ifc.ts): reads the IFC at argv[2], writes the
 * glb to argv[3] and the properties to argv[4], and prints the georeference and counts as JSON.
 * Exits 2 for a file with nothing to draw.
 *
 * It ends by running out of work, with process.exitCode, never process.exit(): on Node.js 24,
 * process.exit() while V8's background compilers wait on a garbage collection joins their
 * threads forever (1 conversion in 40 of a broken file hung so, main thread in
 * NodePlatform::Shutdown), and the worker would have waited for the job's time limit.
 */
async function main(args: string[]): Promise<number> {
  const [input, glbPath, propertiesPath] = args;
  if (!input || !glbPath || !propertiesPath) {
    console.error('usage: convert-ifc.main <in.ifc> <out.glb> <out.properties.json>');
    return 64;
  }
  try {
    const converted = await ifcToGlb(new Uint8Array(await readFile(input)));
    await writeFile(glbPath, converted.glb);
    await writeFile(propertiesPath, JSON.stringify(converted.properties));
    const { georeference, elementCount } = converted;
    process.stdout.write(JSON.stringify({ georeference, elementCount }));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return error instanceof NoIfcGeometryError ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
