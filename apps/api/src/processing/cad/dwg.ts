import { open, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { baseNameOf } from '../companions.js';
import { ProcessingError } from '../processing-error.js';
import { runGdal } from '../tools/gdal.js';
import { runTool, ToolError } from '../tools/run-tool.js';

/**
 * DWG files. GDAL 3.6's CAD driver (libopencad) reads only R2000 (AC1015); every other
 * version goes through LibreDWG compiled to WebAssembly (@mlightcad/libredwg-web), which
 * writes DXF, which GDAL reads well.
 */

/** The version tag in a DWG's first six bytes ('AC1015', 'AC1032', ...), or null if the file
 * does not start like a DWG. */
export async function dwgVersion(filePath: string): Promise<string | null> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(6);
    const { bytesRead } = await handle.read(buffer, 0, 6, 0);
    const tag = buffer.subarray(0, bytesRead).toString('latin1');
    return /^AC\d{4}$/.test(tag) ? tag : null;
  } finally {
    await handle.close();
  }
}

export interface ReadableCad {
  /** The file to give GDAL: the DWG itself, or the DXF converted from it. */
  path: string;
  driver: 'CAD' | 'DXF';
  version: string;
  converted: boolean;
}

export interface ToReadableCadOptions {
  timeoutMs?: number;
  /** Convert even R2000 files. The CAD driver reads fewer entity kinds than LibreDWG (on
   * sample_AC1015.dwg: 16 features against 144), so callers may prefer this. */
  alwaysConvert?: boolean;
}

/**
 * The conversion runs in a separate Node process: the WebAssembly module reserves ~1 GiB up
 * front and a malformed drawing can make it loop or abort, none of which may touch the worker.
 * `--liftoff-only` skips V8's optimising compile of the 9 MiB module, which costs ~10 s of CPU
 * for a conversion that itself takes ~1 s. It ends with process.exitCode, never process.exit(),
 * which can hang on Node.js 24 (see convert-ifc.main.ts).
 */
const CONVERT_SCRIPT = `
const [entry, wasmDir, input, output] = process.argv.slice(1);
const { readFileSync, writeFileSync } = await import('node:fs');
const { LibreDwg } = await import(entry);
const libredwg = await LibreDwg.create(wasmDir);
const data = readFileSync(input);
const dxf = libredwg.dwg_write_dxf(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
if (!dxf || dxf.length === 0) {
  console.error('LibreDWG could not convert the drawing');
  process.exitCode = 2;
} else {
  writeFileSync(output, dxf);
}
`;

// V8 reserves ~10 GiB of address space for a 32-bit WebAssembly memory (guard regions); the
// module's own ceiling is 4 GiB, so this limit only stops runaway growth elsewhere.
const CONVERTER_ADDRESS_SPACE_MB = 16 * 1024;

function libredwgPaths(): { entry: string; wasmDir: string } {
  const require = createRequire(import.meta.url);
  // The package exports only its entry points; its root is two levels above the CJS bundle.
  const root = path.resolve(path.dirname(require.resolve('@mlightcad/libredwg-web')), '..');
  return {
    entry: pathToFileURL(path.join(root, 'dist/libredwg-web.js')).href,
    wasmDir: path.join(root, 'wasm') + path.sep,
  };
}

async function opensWith(filePath: string, driver: string, timeoutMs: number): Promise<boolean> {
  try {
    const { stdout } = await runGdal('ogrinfo', ['-ro', '-so', '-nomd', filePath], { timeoutMs });
    return stdout.includes(`using driver \`${driver}' successful`) && /^1: /m.test(stdout);
  } catch (err) {
    if (err instanceof ToolError && err.exitCode === null && err.signal === null && !err.timedOut) {
      throw err; // ogrinfo missing: a machine problem
    }
    return false;
  }
}

export async function dwgToDxf(dwgPath: string, dxfPath: string, timeoutMs: number): Promise<void> {
  const { entry, wasmDir } = libredwgPaths();
  try {
    await runTool(
      process.execPath,
      [
        ['--liftoff-only', '--max-old-space-size=1024', '--input-type=module'],
        ['-e', CONVERT_SCRIPT, entry, wasmDir, path.resolve(dwgPath), path.resolve(dxfPath)],
      ].flat(),
      { timeoutMs, memoryMb: CONVERTER_ADDRESS_SPACE_MB, env: { NODE_OPTIONS: '' } },
    );
  } catch (err) {
    if (err instanceof ToolError && err.exitCode === null && err.signal === null && !err.timedOut) {
      throw err;
    }
    const reason = err instanceof ToolError ? err.message : String(err);
    throw new ProcessingError('DWG', `LibreDWG conversion failed: ${reason}`);
  }
  const size = await stat(dxfPath).then(
    (s) => s.size,
    () => 0,
  );
  if (size === 0) throw new ProcessingError('DWG', 'LibreDWG produced no DXF');
}

/**
 * A path GDAL can read for this DWG: R2000 files as they are (when the CAD driver really opens
 * them), everything else converted to `<workDir>/<name>.dxf`. Not a DWG at all →
 * GDAL_COMPATIBLE; conversion failure or a DXF GDAL cannot open → DWG.
 */
export async function toReadableCad(
  dwgPath: string,
  workDir: string,
  options: ToReadableCadOptions = {},
): Promise<ReadableCad> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const version = await dwgVersion(dwgPath);
  if (!version) throw new ProcessingError('GDAL_COMPATIBLE', 'The file is not a DWG drawing');
  if (
    version === 'AC1015' &&
    !options.alwaysConvert &&
    (await opensWith(dwgPath, 'CAD', timeoutMs))
  ) {
    return { path: dwgPath, driver: 'CAD', version, converted: false };
  }
  const dxfPath = path.join(workDir, `${baseNameOf(dwgPath)}.dxf`);
  await dwgToDxf(dwgPath, dxfPath, timeoutMs);
  if (!(await opensWith(dxfPath, 'DXF', timeoutMs))) {
    throw new ProcessingError(
      'DWG',
      `GDAL cannot read the DXF converted from this ${version} drawing`,
    );
  }
  return { path: dxfPath, driver: 'DXF', version, converted: true };
}
