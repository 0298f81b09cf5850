import { afterEach, describe, expect, it } from 'vitest';
import {
  noteFailedRequest,
  readErrorReporting,
  reportError,
  resetErrorReporting,
  startErrorReporting,
  type ErrorReportingSettings,
  type FailedRequest,
  type ReporterModule,
} from './errorReporting.js';

const SETTINGS: ErrorReportingSettings = {
  dsn: 'https://0a1b2c3d@errors.example/7',
  environment: 'staging',
  release: 'waymark@1.2.3+abc',
};

/** A stand-in for the SDK chunk that records what it is given. */
function fakeModule() {
  const seen = {
    loads: 0,
    settings: [] as ErrorReportingSettings[],
    errors: [] as unknown[],
    requests: [] as FailedRequest[],
  };
  const load = async (): Promise<ReporterModule> => {
    seen.loads += 1;
    return {
      startSentry: (settings) => {
        seen.settings.push(settings);
        return {
          capture: (error, componentStack) =>
            void seen.errors.push(componentStack ? { error, componentStack } : error),
          failedRequest: (request) => void seen.requests.push(request),
        };
      },
    };
  };
  return { seen, load };
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { loadAfter: () => opened, open };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error reporting in the browser', () => {
  afterEach(() => resetErrorReporting());

  it('reads the settings /config.js gives, and nothing else', () => {
    expect(readErrorReporting({ errorReporting: SETTINGS })).toEqual(SETTINGS);
    for (const runtime of [
      undefined,
      {},
      { basemaps: {} },
      { errorReporting: null },
      { errorReporting: { dsn: '' } },
      { errorReporting: { dsn: 'javascript:alert(1)' } },
    ]) {
      expect(readErrorReporting(runtime)).toBeNull();
    }
  });

  it('imports no SDK and keeps nothing when no DSN is configured', async () => {
    const { seen, load } = fakeModule();
    expect(startErrorReporting({ basemaps: {} }, { load })).toBe(false);
    reportError(new Error('unseen'));
    noteFailedRequest({ status: 500, path: '/api/maps/', requestId: 'r-1' });
    await settled();
    expect(seen.loads).toBe(0);
  });

  it('loads the SDK once the page is drawn and hands it what happened before', async () => {
    const { seen, load } = fakeModule();
    const { loadAfter, open } = gate();
    expect(startErrorReporting({ errorReporting: SETTINGS }, { load, loadAfter })).toBe(true);
    expect(startErrorReporting({ errorReporting: SETTINGS }, { load, loadAfter })).toBe(true);

    const early = new Error('caught by a boundary');
    const uncaught = new Error('thrown in a handler');
    reportError(early, '\n    at LayerPreview');
    noteFailedRequest({ status: 500, path: '/api/maps/7/', requestId: 'req-500' });
    window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: uncaught.message }));
    await settled();
    expect(seen.loads).toBe(0);

    open();
    await settled();
    await settled();
    expect(seen.loads).toBe(1);
    expect(seen.settings).toEqual([SETTINGS]);
    expect(seen.errors).toEqual([
      { error: early, componentStack: '\n    at LayerPreview' },
      uncaught,
    ]);
    expect(seen.requests).toEqual([{ status: 500, path: '/api/maps/7/', requestId: 'req-500' }]);

    // From now on straight to the SDK, whose own handlers see uncaught errors.
    const later = new Error('later');
    reportError(later);
    const sdkHandler = () => undefined;
    window.addEventListener('error', sdkHandler);
    try {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('the SDK’s to see') }));
    } finally {
      window.removeEventListener('error', sdkHandler);
    }
    expect(seen.errors).toEqual([
      { error: early, componentStack: '\n    at LayerPreview' },
      uncaught,
      later,
    ]);
  });
});
