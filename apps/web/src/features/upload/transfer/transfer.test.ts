import { defaultOptions, type PreviousUpload, type UrlStorage } from 'tus-js-client';
import { afterEach, describe, expect, it } from 'vitest';
import { addSample, rateOf, RATE_WINDOW_MS, secondsLeft, splitDuration } from './progressMeter.js';
import {
  fingerprintOf,
  FORGET_AFTER_MS,
  forgetStaleUploads,
  shouldRetry,
  TUS_PATH,
  uploadIdOf,
} from './resumableUpload.js';
import { isResumable, spreadMultipartProgress } from './sendUpload.js';

describe('speed and time left', () => {
  it('measures the rate over the last seconds and tells the time left', () => {
    let samples = addSample([], { at: 0, bytes: 0 });
    samples = addSample(samples, { at: 1000, bytes: 2_000_000 });
    samples = addSample(samples, { at: 2000, bytes: 4_000_000 });
    expect(rateOf(samples)).toBe(2_000_000);
    expect(secondsLeft(10_000_000, rateOf(samples))).toBe(5);
    // Old samples leave the window: the rate follows the link as it is now.
    samples = addSample(samples, { at: 2000 + RATE_WINDOW_MS, bytes: 5_000_000 });
    samples = addSample(samples, { at: 3000 + RATE_WINDOW_MS, bytes: 5_500_000 });
    expect(rateOf(samples)).toBeLessThan(500_000);
  });

  it('knows nothing before enough time has passed, and starts again when a transfer restarts', () => {
    expect(rateOf(addSample([], { at: 0, bytes: 100 }))).toBeNull();
    expect(secondsLeft(100, null)).toBeNull();
    expect(secondsLeft(0, null)).toBe(0);
    const restarted = addSample([{ at: 0, bytes: 900 }], { at: 100, bytes: 10 });
    expect(restarted).toEqual([{ at: 100, bytes: 10 }]);
    expect(splitDuration(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
  });
});

describe('the multipart request’s progress', () => {
  it('is spread over the small files in order', () => {
    const files = [
      { name: 'a', size: 100 },
      { name: 'b', size: 300 },
    ];
    expect([...spreadMultipartProgress(files, 100, 200)]).toEqual([
      ['a', 100],
      ['b', 100],
    ]);
    expect([...spreadMultipartProgress(files, 200, 200)]).toEqual([
      ['a', 100],
      ['b', 300],
    ]);
    expect([...spreadMultipartProgress(files, 10, null)]).toEqual([
      ['a', 0],
      ['b', 0],
    ]);
  });

  it('sends files above 20 MB by the resumable protocol', () => {
    expect(isResumable(new Blob([new Uint8Array(20 * 1024 * 1024)]))).toBe(false);
    expect(isResumable(new Blob([new Uint8Array(20 * 1024 * 1024 + 1)]))).toBe(true);
  });
});

describe('resumable uploads', () => {
  const original = defaultOptions.urlStorage;
  afterEach(() => {
    defaultOptions.urlStorage = original;
  });

  it('goes to the typed tus endpoint, and names an upload by its last path segment', () => {
    expect(TUS_PATH).toBe('/api/uploads/');
    expect(uploadIdOf('http://localhost/api/uploads/7x0123456789abcdef0123456789abcdef')).toBe(
      '7x0123456789abcdef0123456789abcdef',
    );
    expect(uploadIdOf('/api/uploads/7xabc/')).toBe('7xabc');
  });

  it('is the same upload for the same file to the same place, another elsewhere', () => {
    const file = new File(['abc'], 'ortho.tif', { lastModified: 1000 });
    expect(fingerprintOf(file, 'map:1')).toBe(
      fingerprintOf(new File(['xyz'], 'ortho.tif', { lastModified: 1000 }), 'map:1'),
    );
    expect(fingerprintOf(file, 'map:1')).not.toBe(fingerprintOf(file, 'layer:1'));
  });

  it('forgets uploads started more than a day ago', async () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const stored: PreviousUpload[] = [
      upload('old', new Date(now - FORGET_AFTER_MS - 1000)),
      upload('recent', new Date(now - 3600 * 1000)),
    ];
    const removed: string[] = [];
    const storage: UrlStorage = {
      findAllUploads: async () => stored,
      findUploadsByFingerprint: async () => [],
      removeUpload: async (key) => {
        removed.push(key);
      },
      addUpload: async () => '',
    };
    defaultOptions.urlStorage = storage;
    await forgetStaleUploads(now);
    expect(removed).toEqual(['old']);
  });

  it('tries again after a lost connection or a server error, not after a refusal', () => {
    expect(shouldRetry(0)).toBe(true);
    expect(shouldRetry(502)).toBe(true);
    expect(shouldRetry(423)).toBe(true);
    expect(shouldRetry(403)).toBe(false);
    expect(shouldRetry(404)).toBe(false);
  });
});

function upload(key: string, created: Date): PreviousUpload {
  return {
    size: 10,
    metadata: {},
    creationTime: created.toString(),
    urlStorageKey: key,
    uploadUrl: `/api/uploads/${key}`,
    parallelUploadUrls: null,
  };
}
