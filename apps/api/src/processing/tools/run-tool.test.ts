import { describe, expect, it } from 'vitest';
import { fixture, tempDir } from '../test-support/fixtures.js';
import { runTool, ToolError } from './run-tool.js';

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ToolError);
  return err as ToolError;
}

describe('runTool', () => {
  it('returns stdout and stderr of a successful run', async () => {
    const result = await runTool('sh', ['-c', 'echo out; echo err >&2'], { timeoutMs: 10_000 });
    expect(result.stdout).toBe('out\n');
    expect(result.stderr).toBe('err\n');
  });

  it('rejects with the exit code and the end of stderr', async () => {
    const err = await failure(
      runTool('sh', ['-c', 'echo broken >&2; exit 3'], { timeoutMs: 10_000 }),
    );
    expect(err).toMatchObject({ exitCode: 3, signal: null, timedOut: false });
    expect(err.stderrTail).toContain('broken');
  });

  it('kills a tool that runs past its time limit', async () => {
    const err = await failure(runTool('sleep', ['30'], { timeoutMs: 300 }));
    expect(err.timedOut).toBe(true);
    expect(err.signal).toBe('SIGKILL');
  });

  it('limits the address space with prlimit', async () => {
    const grab =
      'import sys\ntry:\n  b = bytearray(800 * 1024 * 1024)\nexcept MemoryError:\n  sys.exit(42)';
    const limited = await failure(
      runTool('python3', ['-c', grab], { timeoutMs: 20_000, memoryMb: 200 }),
    );
    expect(limited.exitCode).toBe(42);
    // The same allocation succeeds without the limit, so the limit is what stopped it.
    await expect(runTool('python3', ['-c', grab], { timeoutMs: 20_000 })).resolves.toBeDefined();
  });

  it('stops a tool whose output exceeds the cap', async () => {
    const err = await failure(
      runTool('head', ['-c', '5000000', '/dev/zero'], { timeoutMs: 10_000, maxStdoutBytes: 1000 }),
    );
    expect(err.message).toContain('more than 1000 bytes');
  });

  it('reports a tool that cannot start without exit code or signal', async () => {
    const err = await failure(runTool('waymark-no-such-tool', [], { timeoutMs: 1000 }));
    expect(err).toMatchObject({ exitCode: null, signal: null, timedOut: false });
    // Also when prlimit is the one that fails to start it.
    const limited = await failure(
      runTool('waymark-no-such-tool', [], { timeoutMs: 1000, memoryMb: 100 }),
    );
    expect(limited).toMatchObject({ exitCode: null, signal: null, timedOut: false });
  });

  it('hands stderr over line by line', async () => {
    const lines: string[] = [];
    await runTool('sh', ['-c', 'printf "a\\nb\\nlast" >&2'], {
      timeoutMs: 10_000,
      onStderrLine: (l) => lines.push(l),
    });
    expect(lines).toEqual(['a', 'b', 'last']);
  });

  it('kills the tool when the job is cancelled', async () => {
    const controller = new AbortController();
    const run = runTool('sleep', ['30'], { timeoutMs: 60_000, signal: controller.signal });
    controller.abort();
    const err = await failure(run);
    expect(err.message).toContain('cancelled');
    expect(err.timedOut).toBe(false);
  });

  it('passes GDAL progress to onProgress, rising to 100', async () => {
    const out = `${await tempDir()}/copy.tif`;
    const seen: number[] = [];
    await runTool('gdal_translate', [fixture('geotiff/byte.tif'), out], {
      timeoutMs: 30_000,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.length).toBeGreaterThan(10);
  });
});
