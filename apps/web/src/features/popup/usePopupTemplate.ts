import type { LayerFileRead, LayerRead } from '@waymark/contract';
import { useMemo, type ReactNode } from 'react';
import type { PopupFeature } from '../../map/popupStore.js';
import { compileTemplate } from '../../lib/popupTemplate/compileTemplate.js';
import type { TemplateError } from '../../lib/popupTemplate/expression.js';
import { TEMPLATE_HELPERS } from '../../lib/popupTemplate/helpers.js';
import { renderTemplate } from '../../lib/popupTemplate/renderTemplate.js';
import { BLOCK_NAMES, POPUP_BLOCKS } from './blocks/registry.js';
import { popupScope } from './popupScope.js';
import { SECTIONS, splitSections, type PopupSize, type Section } from './templateSections.js';

export interface RenderedTemplate {
  sections: Partial<Record<Section, ReactNode>>;
  size: PopupSize;
  /** What the template could not do, in order of place, each once. */
  errors: TemplateError[];
}

/** Each problem once, in the order of the template's lines. */
function distinct(errors: readonly TemplateError[]): TemplateError[] {
  const seen = new Set<string>();
  return errors
    .filter((e) => {
      const key = `${e.line ?? ''}:${e.column ?? ''}:${e.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/**
 * The layer's popup template, read once per text (Vue's parser, checked) and shown for the
 * feature: its sections rendered over the popup's scope, its size, and its problems. Null for
 * a layer without a template (the default popup).
 */
export function usePopupTemplate(
  feature: PopupFeature,
  layer: LayerRead,
  files: readonly LayerFileRead[],
): RenderedTemplate | null {
  const source = layer.popup;
  const compiled = useMemo(
    () => (source.trim() ? compileTemplate(source, BLOCK_NAMES) : null),
    [source],
  );
  const split = useMemo(() => (compiled ? splitSections(compiled.nodes) : null), [compiled]);
  return useMemo(() => {
    if (!compiled || !split) return null;
    const scope = { values: [popupScope(feature, layer, files)], helpers: TEMPLATE_HELPERS };
    const sections: Partial<Record<Section, ReactNode>> = {};
    const errors = [...compiled.errors];
    for (const section of SECTIONS) {
      const nodes = split.sections[section];
      if (!nodes) continue;
      const rendered = renderTemplate(nodes, scope, POPUP_BLOCKS);
      sections[section] = rendered.content;
      errors.push(...rendered.errors);
    }
    return { sections, size: split.size, errors: distinct(errors) };
  }, [compiled, split, feature, layer, files]);
}
