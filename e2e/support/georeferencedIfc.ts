import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  testIfcText,
  type TestIfcOptions,
} from '../../apps/api/src/processing/test-support/test-ifc.js';
import { tempDir } from './uploads.js';

/**
 * A small IFC model written for the tests (no fixture has an IfcMapConversion): a brick-red
 * platform shelter of 40 × 8 × 6 m along the project's x axis, its footprint centred on the
 * project's origin, which the map conversion puts at its eastings and northings.
 */
export function georeferencedIfc(options: TestIfcOptions): string {
  const file = path.join(tempDir('ifc-'), options.name);
  writeFileSync(file, testIfcText(options));
  return file;
}
