import { table } from './bench-support.js';
import type { KindFigures } from './load-viewers.js';

/** How much slower each kind is in a phase than idle (p95 against p95); the target is 2×. */
export function phaseRatios(
  idle: readonly KindFigures[],
  phases: readonly (readonly [string, readonly KindFigures[]])[],
): void {
  const rows: (string | number)[][] = [
    ['kind', 'idle p95 ms', ...phases.flatMap(([name]) => [`${name}: n`, 'p95 ms', '× idle'])],
  ];
  for (const base of idle) {
    const cells = phases.flatMap(([, figures]) => {
      const f = figures.find((x) => x.kind === base.kind)!;
      if (f.requests === 0) return [0, '', ''];
      return [f.requests, f.p95.toFixed(1), (f.p95 / base.p95).toFixed(2)];
    });
    rows.push([base.kind, base.p95.toFixed(1), ...cells]);
  }
  console.log('p95 by phase of the upload, against the same kind without it (target: ≤ 2×):');
  table(rows);
}
