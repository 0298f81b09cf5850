import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readLog, spawnEntry, stopProcess } from '../test/entry-processes.js';
import { useTestApp } from '../test/test-app.js';

/** Processing yields the CPU to the api processes on the same machine: viewers wait, jobs can. */
describe('the CPU priority of a worker', () => {
  const t = useTestApp();

  it('is WORKER_NICE as it starts, 19 unless set', async () => {
    for (const [env, nice] of [
      [{}, 19],
      [{ WORKER_NICE: '7' }, 7],
    ] as const) {
      const worker = spawnEntry(
        'worker',
        t.config,
        { LOG_LEVEL: 'info', ...env },
        { stdout: 'pipe' },
      );
      try {
        await readLog(worker).logged(/processing worker started/);
        expect(getPriority(worker.pid)).toBe(nice);
      } finally {
        await stopProcess(worker);
      }
    }
  });
});
