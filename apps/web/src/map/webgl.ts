/** Whether this browser can draw a MapLibre map at all (test environments cannot). */
export function hasWebGL(scope: object = globalThis): boolean {
  return 'WebGL2RenderingContext' in scope || 'WebGLRenderingContext' in scope;
}
