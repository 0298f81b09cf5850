import { ProcessingError, type ProcessingErrorTitle } from '../processing-error.js';
import { runTool, ToolError, type RunToolOptions, type ToolResult } from './run-tool.js';

/**
 * Shared settings for every GDAL command line run by the pipeline.
 *
 * - GDAL_CACHEMAX bounds the block cache so several workers fit on one machine.
 * - CPL_VSIL_CURL_ALLOWED_EXTENSIONS / GDAL_HTTP_* : uploaded files are local; a crafted VRT or
 *   GPKG must not make a worker fetch URLs, so network access through /vsicurl/ is refused.
 * - MALLOC_ARENA_MAX: glibc reserves 64 MiB of address space per malloc arena and makes up to
 *   8 arenas per core; with multi-threaded warps that reservation alone would hit the prlimit.
 */
export const GDAL_ENV: Record<string, string> = {
  GDAL_CACHEMAX: '256',
  CPL_VSIL_CURL_ALLOWED_EXTENSIONS: '.waymark-no-network',
  GDAL_HTTP_TIMEOUT: '1',
  GDAL_HTTP_MAX_RETRY: '0',
  CPL_DEBUG: 'OFF',
  MALLOC_ARENA_MAX: '4',
};

/** Default address-space limit for GDAL tools; large rasters stream through the block cache. */
export const GDAL_MEMORY_MB = 4096;

export function runGdal(
  command: string,
  args: readonly string[],
  options: Omit<RunToolOptions, 'memoryMb'> & { memoryMb?: number | null },
): Promise<ToolResult> {
  const { memoryMb, env, ...rest } = options;
  return runTool(command, args, {
    ...rest,
    memoryMb: memoryMb === null ? undefined : (memoryMb ?? GDAL_MEMORY_MB),
    env: { ...GDAL_ENV, ...env },
  });
}

/** GDAL's own error lines ("ERROR 1: ..."), which some tools print and then exit 0 anyway. */
export function gdalErrorLines(stderr: string): string[] {
  return stderr
    .split(/\r?\n/)
    .filter((line) => /^ERROR \d+:/.test(line))
    .map((line) => line.trim());
}

/** Absolute paths in GDAL messages, shortened to their file name: the detail is shown to users
 * and must not reveal the server's directory layout. */
export function scrubPaths(text: string): string {
  return text.replace(/(?:\/[^/\s:'"`,()]+)+\/([^/\s:'"`,()]+)/g, '$1');
}

/** A short, single-line reason for logs and the file's status (never a command line). */
export function briefReason(stderr: string, fallback: string): string {
  const errors = gdalErrorLines(stderr);
  const lines = errors.length > 0 ? errors : stderr.split(/\r?\n/).filter((l) => l.trim());
  const text = scrubPaths(lines.slice(0, 3).join(' | ') || fallback)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}

/** What GDAL and the C/C++ runtime print when an allocation fails (at the prlimit or not). */
const OUT_OF_MEMORY = /out of memory|cannot allocate|std::bad_alloc/i;

/**
 * Turns a failed tool run into the spec's error for the input. A tool that could not start at
 * all (not installed) is an error of the machine, not of the file: it is returned unchanged so
 * the job fails loudly and can be retried. A tool stopped at one of its limits (its time, its
 * memory) says nothing certain about the file: GENERAL (1), with the limit in the detail.
 */
export function toProcessingError(
  err: unknown,
  title: ProcessingErrorTitle,
  fallback: string,
): unknown {
  if (!(err instanceof ToolError)) return err;
  if (err.exitCode === null && err.signal === null && !err.timedOut) return err;
  if (err.timedOut) return new ProcessingError('GENERAL', err.message);
  if (OUT_OF_MEMORY.test(err.stderrTail)) {
    return new ProcessingError(
      'GENERAL',
      `Out of memory: ${briefReason(err.stderrTail, fallback)}`,
    );
  }
  return new ProcessingError(title, briefReason(err.stderrTail, `${fallback} (${err.message})`));
}
