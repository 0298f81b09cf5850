import type { IfcProperty, IfcPropertyGroup } from '@waymark/contract';

type Line = Record<string, unknown>;

const isLine = (value: unknown): value is Line => typeof value === 'object' && value !== null;

/**
 * The value of an IFC attribute as web-ifc gives it: {value} for labels, identifiers,
 * booleans and enumerations, {_representationValue} for measures, arrays for lists; null for
 * what has no value (and for references to other entities, which are no value to show).
 */
export function ifcValue(raw: unknown): string | number | boolean | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (Array.isArray(raw)) {
    const parts = raw.map(ifcValue).filter((v) => v !== null && v !== '');
    return parts.length ? parts.join(', ') : null;
  }
  if (!isLine(raw)) return null;
  if ('_representationValue' in raw) return ifcValue(raw._representationValue);
  // A reference ({value: expressID, type: 5}) points at another entity: not a value.
  if (raw.type === 5) return null;
  if ('value' in raw) {
    const value = raw.value;
    // IFC text escapes (\X2\00E9\X0\) are decoded by web-ifc; enumerations come as .NAME.
    return typeof value === 'string' ? value.replace(/^\.(.*)\.$/, '$1') : ifcValue(value);
  }
  return null;
}

/** The text of a name-like attribute. */
function textOf(raw: unknown): string | null {
  const value = ifcValue(raw);
  return value === null || value === '' ? null : String(value);
}

/** The element's own attributes: its identity, as IFC names them. */
export function elementGroup(line: Line): IfcPropertyGroup {
  const properties: IfcProperty[] = [];
  for (const name of ['Name', 'Description', 'ObjectType', 'Tag', 'PredefinedType', 'GlobalId']) {
    const value = ifcValue(line[name]);
    if (value !== null && value !== '') properties.push({ name, value });
  }
  return { name: null, properties };
}

/** The value of one property of a set, whatever its kind. */
function propertyValue(property: Line): string | number | boolean | null {
  for (const key of [
    'NominalValue',
    'EnumerationValues',
    'ListValues',
    'LengthValue',
    'AreaValue',
    'VolumeValue',
    'CountValue',
    'WeightValue',
    'TimeValue',
  ]) {
    if (key in property) return ifcValue(property[key]);
  }
  if ('LowerBoundValue' in property || 'UpperBoundValue' in property) {
    const low = ifcValue(property.LowerBoundValue);
    const high = ifcValue(property.UpperBoundValue);
    return low === null && high === null ? null : `${low ?? '…'} – ${high ?? '…'}`;
  }
  return null;
}

/**
 * Property sets (IfcPropertySet.HasProperties) and quantity sets (IfcElementQuantity.
 * Quantities) as web-ifc's getPropertySets(…, recursive) answers them, sorted by name; empty
 * sets are left out.
 */
export function propertySetGroups(sets: readonly unknown[]): IfcPropertyGroup[] {
  const groups: IfcPropertyGroup[] = [];
  for (const set of sets) {
    if (!isLine(set)) continue;
    const members = Array.isArray(set.HasProperties)
      ? set.HasProperties
      : Array.isArray(set.Quantities)
        ? set.Quantities
        : [];
    const properties: IfcProperty[] = [];
    for (const member of members) {
      if (!isLine(member)) continue;
      const name = textOf(member.Name);
      const value = propertyValue(member);
      if (name && value !== null && value !== '') properties.push({ name, value });
    }
    if (properties.length > 0) groups.push({ name: textOf(set.Name) ?? '', properties });
  }
  return groups.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
}

const MATERIAL_LINKS = [
  'Material',
  'Materials',
  'ForLayerSet',
  'MaterialLayers',
  'MaterialConstituents',
];

/**
 * The names of an element's materials as getMaterialsProperties(…, recursive) answers them:
 * single materials, layer set usages, layer sets, lists and constituent sets alike.
 */
export function materialNames(materials: readonly unknown[]): string[] {
  const names = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
    if (!isLine(node)) return;
    const links = MATERIAL_LINKS.filter((key) => key in node);
    // A material itself: named, and linking to no other material.
    const name = links.length === 0 && !('LayerSetName' in node) ? textOf(node.Name) : null;
    if (name) names.add(name);
    for (const key of links) visit(node[key], depth + 1);
  };
  materials.forEach((m) => visit(m, 0));
  return [...names];
}
