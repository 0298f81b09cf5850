import { createLazPerf, type LazPerf } from 'laz-perf';
// The LAZ decoder's WebAssembly, shipped by Vite from our own origin (the CSP allows
// 'wasm-unsafe-eval' for it, and no CDN).
import lazPerfWasm from 'laz-perf/lib/web/laz-perf.wasm?url';

let instance: Promise<LazPerf> | null = null;

/** The one laz-perf instance of this thread (page or worker), made on first use. */
export function loadLazPerf(): Promise<LazPerf> {
  const made = instance ?? createLazPerf({ locateFile: () => lazPerfWasm });
  instance = made;
  return made;
}
