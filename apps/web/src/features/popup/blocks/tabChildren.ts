import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { BlockProps } from '../../../lib/popupTemplate/renderTemplate.js';

/** Registered blocks carry their tag, so that a parent block can find its own children. */
export interface NamedBlock {
  blockName?: string;
}

export type BlockElement = ReactElement<BlockProps>;

/**
 * The <popup-tab> elements among a block's children — through v-for lists and <template>
 * fragments — and everything else, in order.
 */
export function splitTabs(children: ReactNode): { tabs: BlockElement[]; rest: ReactNode[] } {
  const tabs: BlockElement[] = [];
  const rest: ReactNode[] = [];
  const walk = (node: ReactNode) => {
    Children.forEach(node, (child) => {
      if (!isValidElement(child)) {
        // Whitespace between the tabs of a template is layout, not content.
        if (typeof child === 'string' && child.trim() === '') return;
        if (child !== null && child !== undefined && typeof child !== 'boolean') rest.push(child);
        return;
      }
      if (child.type === Fragment) {
        walk((child.props as { children?: ReactNode }).children);
        return;
      }
      if ((child.type as NamedBlock).blockName === 'popup-tab') tabs.push(child as BlockElement);
      else rest.push(child);
    });
  };
  walk(children);
  return { tabs, rest };
}
