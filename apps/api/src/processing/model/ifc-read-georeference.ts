import type { MapConversion, ModelGeoreference, SiteReference } from '@waymark/contract';
import {
  IFCGEOMETRICREPRESENTATIONCONTEXT,
  IFCMAPCONVERSION,
  IFCMAPCONVERSIONSCALED,
  IFCPROJECT,
  IFCSITE,
  type IfcAPI,
} from 'web-ifc';
import {
  lengthUnitOf,
  mapConversionOf,
  mapConversionOfPropertySets,
  siteReferenceOf,
  trueNorthHeading,
} from './ifc-georeference.js';

type Line = Record<string, unknown>;

/** The first line of a type, read with its references (or not). */
function firstOf(ifc: IfcAPI, modelId: number, type: number, flatten: boolean): Line | null {
  const ids = ifc.GetLineIDsWithType(modelId, type);
  return ids.size() > 0 ? (ifc.GetLine(modelId, ids.get(0), flatten) as Line) : null;
}

/** The heading of the model's y axis from the first representation context that has a TrueNorth. */
function trueNorthOf(ifc: IfcAPI, modelId: number): number | null {
  const contexts = ifc.GetLineIDsWithType(modelId, IFCGEOMETRICREPRESENTATIONCONTEXT);
  for (let i = 0; i < contexts.size(); i++) {
    const heading = trueNorthHeading(ifc.GetLine(modelId, contexts.get(i), true) as Line);
    if (heading !== null) return heading;
  }
  return null;
}

/** IFC4's map conversion (scaled in IFC4X3), else IFC2X3's property sets on the site or project. */
async function mapConversionIn(
  ifc: IfcAPI,
  modelId: number,
  metresPerUnit: number,
): Promise<MapConversion | null> {
  for (const type of [IFCMAPCONVERSIONSCALED, IFCMAPCONVERSION]) {
    const line = firstOf(ifc, modelId, type, true);
    const conversion = line && mapConversionOf(line, metresPerUnit);
    if (conversion) return conversion;
  }
  for (const type of [IFCSITE, IFCPROJECT]) {
    const ids = ifc.GetLineIDsWithType(modelId, type);
    if (ids.size() === 0) continue;
    const sets = await ifc.properties.getPropertySets(modelId, ids.get(0), true, false);
    const conversion = mapConversionOfPropertySets(sets, metresPerUnit);
    if (conversion) return conversion;
  }
  return null;
}

/**
 * Where the model says it stands: its map conversion, and its site's reference point, turned by
 * the TrueNorth of its context.
 */
export async function readGeoreference(ifc: IfcAPI, modelId: number): Promise<ModelGeoreference> {
  const project = firstOf(ifc, modelId, IFCPROJECT, true);
  const metresPerUnit = lengthUnitOf(project?.UnitsInContext as Line | null | undefined);
  const siteLine = firstOf(ifc, modelId, IFCSITE, false);
  const reference = siteLine && siteReferenceOf(siteLine);
  const heading = reference ? trueNorthOf(ifc, modelId) : null;
  const site: SiteReference | null = reference && {
    ...reference,
    ...(heading !== null ? { heading } : {}),
  };
  return { site, mapConversion: await mapConversionIn(ifc, modelId, metresPerUnit) };
}
