import * as Sentry from '@sentry/node';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageConfig, useSentryReceiver } from '../test/sentry-receiver.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { reportError, startErrorReporting } from './error-reporting.js';

/** Without SENTRY_DSN the SDK is never initialised and nothing leaves the process. */
describe('error reporting when no service is configured', () => {
  const receiver = useSentryReceiver();
  const t = useTestApp({ SENTRY_DSN: '', SENTRY_BROWSER_DSN: '' });
  let root: TestUser;

  beforeAll(async () => {
    root = await t.createUser({ email: 'root@acme.test', superuser: true });
  });

  it('initialises nothing and sends nothing, even for a 500', async () => {
    expect(t.config.SENTRY_DSN).toBeUndefined();
    expect(await startErrorReporting(t.config, 'api')).toBe(false);
    await sql`alter table organisations rename to organisations_away`.execute(t.db);
    try {
      const res = await t.request('GET', '/api/organisations/', { token: root.token });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`alter table organisations_away rename to organisations`.execute(t.db);
    }
    reportError(new Error('nobody listens'));
    expect(Sentry.isInitialized()).toBe(false);
    expect(Sentry.getClient()).toBeUndefined();
    // The receiver was reachable all along: nothing was sent to it, and nothing is pending.
    expect(await Sentry.flush(1000)).toBe(false);
    expect(receiver.envelopes).toEqual([]);
    expect(receiver.dsn()).toMatch(/^http:\/\/\w+@127\.0\.0\.1:\d+\/1$/);
  });

  it('gives the web app no DSN, so it loads no SDK', async () => {
    const res = await t.request('GET', '/config.js');
    expect(pageConfig(res.body)).toEqual({});
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self';/);
  });
});
