/**
 * Wraps the named async methods of `target` (one instance, for a bench) so that each call adds
 * its duration in seconds to `phases`: where a pipeline's time goes, without touching the code.
 */
export function timePhases<T extends object>(
  target: T,
  names: (keyof T & string)[],
  phases = new Map<string, number>(),
): Map<string, number> {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name] as (...args: unknown[]) => Promise<unknown>;
    methods[name] = async (...args: unknown[]) => {
      const start = performance.now();
      try {
        return await original.apply(target, args);
      } finally {
        phases.set(name, (phases.get(name) ?? 0) + (performance.now() - start) / 1000);
      }
    };
  }
  return phases;
}
