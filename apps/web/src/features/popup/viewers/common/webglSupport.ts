import { hasWebGL } from '../../../../map/webgl.js';

let known: boolean | null = null;

/**
 * Whether this browser can draw the 3D viewers: three.js needs WebGL 2, and a browser may have
 * the API yet refuse a context (blocked GPU, old driver). Asked once, with a throwaway canvas.
 */
export function canUseWebGL(): boolean {
  if (known !== null) return known;
  if (!hasWebGL()) return (known = false);
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    known = context !== null;
    // Browsers limit live contexts; this one was only a question.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    known = false;
  }
  return known;
}
