import { readFile, writeFile } from 'node:fs/promises';
import { ifcToGlb, NoIfcGeometryError } from './ifc-to-glb.js';

/**
 * The IFC conversion's own process (see convert-ifc.ts): reads the IFC at argv[2], writes the
 * glb to argv[3] and the properties to argv[4], and prints the georeference and counts as JSON.
 * Exits 2 for a file with nothing to draw.
 */
const [input, glbPath, propertiesPath] = process.argv.slice(2);
if (!input || !glbPath || !propertiesPath) {
  console.error('usage: convert-ifc.main <in.ifc> <out.glb> <out.properties.json>');
  process.exit(64);
}
try {
  const converted = await ifcToGlb(new Uint8Array(await readFile(input)));
  await writeFile(glbPath, converted.glb);
  await writeFile(propertiesPath, JSON.stringify(converted.properties));
  const { georeference, elementCount } = converted;
  process.stdout.write(JSON.stringify({ georeference, elementCount }));
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof NoIfcGeometryError ? 2 : 1);
}
