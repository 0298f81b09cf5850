import { CAD_STYLE_PREFIX } from '@waymark/contract';

/** Properties the tiles carry for the viewer, not the user. */
const INTERNAL = new Set(['fid', 'sub_layer']);

export function isShownAttribute(name: string): boolean {
  return !INTERNAL.has(name) && !name.startsWith(CAD_STYLE_PREFIX);
}

/** A value as text; objects (rare in tiles) as JSON. */
export function attributeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The rows of the popup's attribute table: the layer's attributes in its order, then any other
 * property; CAD style and internal properties left out.
 */
export function visibleAttributes(
  properties: Readonly<Record<string, unknown>>,
  order: readonly string[],
): [string, string][] {
  const names = [
    ...order.filter((name) => name in properties),
    ...Object.keys(properties)
      .filter((name) => !order.includes(name))
      .sort((a, b) => a.localeCompare(b)),
  ];
  return names.filter(isShownAttribute).map((name) => [name, attributeText(properties[name])]);
}

/** The popup's title: the feature's 'label', else the layer's name. */
export function popupTitle(
  properties: Readonly<Record<string, unknown>>,
  layerName: string,
): string {
  const label = attributeText(properties.label).trim();
  return label || layerName;
}

/** Only web addresses become links. */
export function webLink(text: string): string | null {
  return /^https?:\/\/\S+$/i.test(text.trim()) ? text.trim() : null;
}
