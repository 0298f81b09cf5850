import type { IfcElementInfo, IfcPropertyGroup } from '@waymark/contract';
import type { IfcAPI } from 'web-ifc';
import { elementGroup, materialNames, propertySetGroups } from './ifc-properties.js';

/** Several lists of IFC lines as one, each line once (by its expressID). */
function distinct(lists: readonly unknown[][]): unknown[] {
  const seen = new Set<unknown>();
  return lists.flat().filter((line) => {
    const id = (line as { expressID?: unknown } | null)?.expressID ?? line;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Exporters often give an element the very set its type has: shown once. */
function sameOnce(groups: IfcPropertyGroup[]): IfcPropertyGroup[] {
  const seen = new Set<string>();
  return groups.filter((group) => {
    const key = JSON.stringify(group);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What the properties panel shows of an element: its class, its own attributes, the property
 * and quantity sets given to it and to its type, and its materials and its type's.
 */
export async function describeElement(
  ifc: IfcAPI,
  modelId: number,
  expressId: number,
): Promise<IfcElementInfo> {
  const line = ifc.GetLine(modelId, expressId, false) as Record<string, unknown>;
  const { properties } = ifc;
  const [own, typed, ownMaterials, typeMaterials] = await Promise.all([
    properties.getPropertySets(modelId, expressId, true, false),
    properties.getPropertySets(modelId, expressId, true, true),
    properties.getMaterialsProperties(modelId, expressId, true, false),
    properties.getMaterialsProperties(modelId, expressId, true, true),
  ]);
  return {
    expressId,
    className: ifc.GetNameFromTypeCode(ifc.GetLineType(modelId, expressId)),
    groups: [elementGroup(line), ...sameOnce(propertySetGroups(distinct([own, typed])))],
    materials: materialNames(distinct([ownMaterials, typeMaterials])),
  };
}
