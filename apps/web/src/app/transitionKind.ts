import { pathDepth } from '../routing/paths.js';

export type PageTransitionKind = { kind: 'fade' } | { kind: 'slide'; direction: 'left' | 'right' };

/** A fade between paths of equal depth, a slide otherwise (2.2): deeper pages come from the right. */
export function transitionKind(from: string, to: string): PageTransitionKind {
  const before = pathDepth(from);
  const after = pathDepth(to);
  if (before === after) return { kind: 'fade' };
  return { kind: 'slide', direction: after > before ? 'left' : 'right' };
}
