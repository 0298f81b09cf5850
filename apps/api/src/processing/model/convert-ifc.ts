import { fileURLToPath } from 'node:url';
import { modelGeoreference, type ModelGeoreference } from '@waymark/contract';
import { z } from 'zod';
import { ProcessingError } from '../processing-error.js';
import { runTool, ToolError } from '../tools/run-tool.js';

export interface ConvertIfcOptions {
  input: string;
  glbPath: string;
  propertiesPath: string;
  timeoutMs: number;
}

const report = z.object({ georeference: modelGeoreference, elementCount: z.number().int() });

// No address-space limit (prlimit) as for other tools: the child's memory is bounded already,
// its WebAssembly memory at 4 GiB by the 32-bit module, its JavaScript heap by this flag; and
// under tsx, esbuild's service reserves more address space than any limit that would help.
const HEAP_FLAG = '--max-old-space-size=2048';

/** The converter's entry and how Node runs it: compiled beside this file, or through tsx. */
function converterArgs(): string[] {
  const compiled = import.meta.url.endsWith('.js');
  const entry = fileURLToPath(
    new URL(`./convert-ifc.main.${compiled ? 'js' : 'ts'}`, import.meta.url),
  );
  return compiled ? [entry] : ['--import', import.meta.resolve('tsx'), entry];
}

/**
 * Converts an IFC file to a glb and its elements' properties with web-ifc, in a Node process of
 * its own: a hostile file can make the WebAssembly loop or grow without bound, which must not
 * touch the worker. A file that is not IFC, or has nothing to draw, is GDAL_COMPATIBLE.
 */
export async function convertIfc(
  options: ConvertIfcOptions,
): Promise<ModelGeoreference & { elementCount: number }> {
  let stdout: string;
  try {
    ({ stdout } = await runTool(
      process.execPath,
      [HEAP_FLAG, ...converterArgs(), options.input, options.glbPath, options.propertiesPath],
      { timeoutMs: options.timeoutMs, env: { NODE_OPTIONS: '' } },
    ));
  } catch (err) {
    if (err instanceof ToolError && err.exitCode === null && err.signal === null && !err.timedOut) {
      throw err; // Node itself could not start: the machine's problem, retried.
    }
    const reason =
      err instanceof ToolError
        ? err.timedOut
          ? 'the conversion took too long'
          : err.stderrTail.trim().split('\n').pop() || err.message
        : String(err);
    throw new ProcessingError('GDAL_COMPATIBLE', `The IFC file could not be converted: ${reason}`);
  }
  const { georeference, elementCount } = report.parse(JSON.parse(stdout));
  return { ...georeference, elementCount };
}
