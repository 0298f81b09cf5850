import { onTestFinished } from 'vitest';

/**
 * Makes the browser answer `prefers-reduced-motion: reduce` as `reduce` says (jsdom has no
 * matchMedia), until the end of the calling test: files share one jsdom, so it must not leak.
 */
export function preferReducedMotion(reduce: boolean): void {
  const query = '(prefers-reduced-motion: reduce)';
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (asked: string) => ({
      matches: reduce && asked === query,
      media: asked,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  onTestFinished(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}
