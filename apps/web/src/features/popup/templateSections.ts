import type { TemplateNode } from '../../lib/popupTemplate/compileTemplate.js';

export const SECTIONS = ['title', 'header', 'content', 'footer'] as const;
export type Section = (typeof SECTIONS)[number];

export interface PopupSize {
  width?: string;
  height?: string;
}

const CSS_SIZE = /^\d+(\.\d+)?(px|vw|vh|%|em|rem)$/;

/**
 * A template's parts: <template #title>, #header and #footer fill those sections of the popup,
 * everything else (or <template #content>) its content; a top-level <popup-size width height>
 * sizes it (static values, checked as CSS lengths).
 */
export function splitSections(nodes: readonly TemplateNode[]): {
  sections: Partial<Record<Section, TemplateNode[]>>;
  size: PopupSize;
} {
  const sections: Partial<Record<Section, TemplateNode[]>> = {};
  const size: PopupSize = {};
  const add = (section: Section, more: readonly TemplateNode[]) => {
    sections[section] = [...(sections[section] ?? []), ...more];
  };
  for (const node of nodes) {
    if (node.kind === 'element' && node.tag === 'popup-size') {
      for (const { name, value } of node.attrs) {
        const text = value.trim();
        if ((name === 'width' || name === 'height') && CSS_SIZE.test(text)) size[name] = text;
      }
      continue;
    }
    const slot = node.kind === 'element' && node.tag === 'template' ? node.slot : null;
    if (slot && (SECTIONS as readonly string[]).includes(slot)) {
      // The section's own v-if, if any, is kept: the section is then the <template> itself.
      if (node.kind === 'element' && (node.condition || node.loop))
        add(slot as Section, [{ ...node, slot: null }]);
      else if (node.kind === 'element') add(slot as Section, node.children);
      continue;
    }
    add('content', [node]);
  }
  // Whitespace around sections is not content.
  if (sections.content?.every((n) => n.kind === 'text' && n.text.trim() === ''))
    delete sections.content;
  return { sections, size };
}
