import { TEMPLATE_HELPERS } from '../../../lib/popupTemplate/helpers.js';
import { has, linksAttr, textAttr } from './attrs.js';

type Attrs = Readonly<Record<string, unknown>>;

/**
 * The links an external-site block shows: `url` (with `name`), else `links`, else the
 * feature's exturl1 / exturl1_n, exturl2 / exturl2_n … attributes.
 */
export function externalLinksOf(
  attrs: Attrs,
  properties: Readonly<Record<string, unknown>>,
): { url: string; name: string }[] {
  const url = textAttr(attrs, 'url').trim();
  if (url) return [{ url, name: textAttr(attrs, 'name').trim() || url }];
  if (has(attrs, 'url')) return [];
  if (has(attrs, 'links')) return linksAttr(attrs, 'links');
  return linksAttr({ links: TEMPLATE_HELPERS.numbered!(properties, 'exturl') }, 'links');
}
