import { attributeText } from '../featureAttributes.js';

/** The mini popup's rows: the layer's chosen fields, in their order, with the feature's values. */
export function miniPopupRows(
  fields: readonly string[],
  properties: Readonly<Record<string, unknown>>,
): [string, string][] {
  return fields
    .filter((name) => name in properties)
    .map((name) => [name, attributeText(properties[name])]);
}

/**
 * Whether this device can hover at all: a phone or tablet without a mouse or pen cannot, and
 * there a tap is a click (the popup), never a hover.
 */
export function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(any-hover: hover)').matches;
}
