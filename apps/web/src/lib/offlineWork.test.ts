import { describe, expect, it } from 'vitest';
import { registerOfflineStopper, stopOfflineWork } from './offlineWork.js';

describe('offline work', () => {
  it('awaits every stopper registered, answers the failures, and forgets one taken away', async () => {
    const stopped: string[] = [];
    const failure = new Error('no worker');
    const first = registerOfflineStopper(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      stopped.push('downloads');
    });
    const second = registerOfflineStopper(() => Promise.reject(failure));
    expect(await stopOfflineWork()).toEqual([failure]);
    expect(stopped).toEqual(['downloads']);
    second();
    expect(await stopOfflineWork()).toEqual([]);
    expect(stopped).toEqual(['downloads', 'downloads']);
    first();
    expect(await stopOfflineWork()).toEqual([]);
    expect(stopped).toHaveLength(2);
  });
});
