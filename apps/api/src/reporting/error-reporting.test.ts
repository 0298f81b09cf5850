import * as Sentry from '@sentry/node';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../container.js';
import { FileProcessor } from '../jobs/file-processor.js';
import { LocalStorage } from '../storage/local-storage.js';
import { uploadForm } from '../test/multipart.js';
import { pageConfig, useSentryReceiver, type ReceivedEvent } from '../test/sentry-receiver.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { startErrorReporting, stopErrorReporting } from './error-reporting.js';

const RELEASE = 'waymark@9.9.9+0123456789ab';
const SEEDED_EMAIL = 'secret.person@example.com';
const SEEDED_PASSWORD = 'Sup3r-Secret-Pw!x';
const SHARE_TOKEN = 'i3eMS1CIHOSrozqf7L9zpyKrOCaNxEmTIj6YAVos7so';
const ACCESS_KEY = '9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6';
const COOKIE_SECRET = 'b1946ac92492d2347c6235b4d2611184a1b2c3d4';

/** Every secret a test request carries; none may reach the service in any form. */
function secretsOf(root: TestUser): string[] {
  return [
    root.token,
    SEEDED_EMAIL,
    SEEDED_EMAIL.replace('@', '%40'),
    SEEDED_PASSWORD,
    SHARE_TOKEN,
    ACCESS_KEY,
    COOKIE_SECRET,
  ];
}

/**
 * Errors go to a Sentry-protocol service through the official SDK: the one here is a real HTTP
 * server on loopback that records the envelopes, and the api answers real HTTP requests, so
 * what the SDK's own HTTP integration adds is checked too.
 */
describe('error reporting to a Sentry-protocol service', () => {
  const receiver = useSentryReceiver();
  const t = useTestApp(() => ({
    SENTRY_DSN: receiver.dsn('42'),
    SENTRY_BROWSER_DSN: 'https://0a1b2c3d4e5f@errors.example:8443/7',
    SENTRY_ENVIRONMENT: 'staging-test',
    WAYMARK_RELEASE: RELEASE,
    WEB_CONFIG: JSON.stringify({ basemaps: {} }),
  }));
  let root: TestUser;
  let orgId: number;
  let origin: string;

  beforeAll(async () => {
    expect(await startErrorReporting(t.config, 'api')).toBe(true);
    orgId = await t.createOrganisation('Acme', 'acme.test');
    root = await t.createUser({ email: 'root@acme.test', superuser: true });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => stopErrorReporting());

  const eventTagged = (requestId: string) => () =>
    receiver.events().find((e) => e.tags?.request_id === requestId);

  it('reports a 500 once, with release, environment and request id, and no personal data', async () => {
    // A database fault whose message carries what the client sent: an e-mail address.
    await sql`create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'cannot store %', new.email; end $$`.execute(t.db);
    await sql`create trigger refuse_user before insert on users
      for each row execute function refuse_user()`.execute(t.db);
    let created: Response;
    try {
      created = await fetch(`${origin}/api/users/?key_hint=${ACCESS_KEY}`, {
        method: 'POST',
        headers: {
          authorization: `Token ${root.token}`,
          'content-type': 'application/json',
          'x-user-email': SEEDED_EMAIL,
        },
        body: JSON.stringify({
          email: SEEDED_EMAIL,
          password: SEEDED_PASSWORD,
          organisation: orgId,
        }),
      });
    } finally {
      await sql`drop trigger refuse_user on users`.execute(t.db);
    }
    expect(created.status).toBe(500);
    const requestId = created.headers.get('x-request-id')!;

    // A share link's reads while the shares table is away: the token is in the path and header.
    await sql`alter table map_shares rename to map_shares_away`.execute(t.db);
    let shared: Response;
    try {
      const query = `key=${ACCESS_KEY}&email=${encodeURIComponent(SEEDED_EMAIL)}`;
      shared = await fetch(`${origin}/api/mapshares/${SHARE_TOKEN}/?${query}`, {
        headers: {
          mapshare: `Token ${SHARE_TOKEN}`,
          cookie: `sessionid=${COOKIE_SECRET}; csrftoken=${COOKIE_SECRET}`,
          'x-request-id': 'client-trace-7',
        },
      });
    } finally {
      await sql`alter table map_shares_away rename to map_shares`.execute(t.db);
    }
    expect(shared.status).toBe(500);

    const first = await receiver.waitFor(eventTagged(requestId), 'the users error');
    const second = await receiver.waitFor(eventTagged('client-trace-7'), 'the share error');
    for (const event of [first, second]) {
      expect(event).toMatchObject({
        release: RELEASE,
        environment: 'staging-test',
        level: 'error',
        tags: { service: 'api' },
      });
    }
    expect(first.tags).toMatchObject({ request_id: requestId, route: '/api/users/' });
    expect(first.transaction).toBe('POST /api/users/');
    expect(first.exception?.values?.[0]?.value).toBe('cannot store [email]');
    expect(second.tags).toMatchObject({ route: '/api/mapshares/:id/' });
    expect(second.request?.url).toBe(
      `${origin}/api/mapshares/[Filtered]/?key=[Filtered]&email=[Filtered]`,
    );

    // Flushed, every envelope is in: one event per 500, and no secret anywhere in any byte.
    await Sentry.flush(10_000);
    const events = receiver.events();
    expect(events.filter((e) => e.tags?.request_id === requestId)).toHaveLength(1);
    expect(events.filter((e) => e.tags?.request_id === 'client-trace-7')).toHaveLength(1);
    expect(receiver.envelopes.every((e) => e.project === '42')).toBe(true);
    const raw = receiver.envelopes.map((e) => e.raw).join('\n');
    for (const secret of secretsOf(root)) expect(raw).not.toContain(secret);
  });

  it('does not report answers that are not faults (4xx, a refused token)', async () => {
    const before = receiver.events().length;
    const answers = [
      await fetch(`${origin}/api/users/me/`, {
        headers: { authorization: `Token ${'f'.repeat(40)}` },
      }),
      await fetch(`${origin}/api/nowhere/`),
      await fetch(`${origin}/api/auth/login/`, {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 404, 400]);
    // A fault after them is the next event: nothing was queued for the 4xx before it.
    await sql`alter table organisations rename to organisations_away`.execute(t.db);
    let fault: Response;
    try {
      fault = await fetch(`${origin}/api/organisations/`, {
        headers: { authorization: `Token ${root.token}` },
      });
    } finally {
      await sql`alter table organisations_away rename to organisations`.execute(t.db);
    }
    const requestId = fault.headers.get('x-request-id')!;
    await receiver.waitFor(eventTagged(requestId), 'the organisations error');
    await Sentry.flush(10_000);
    expect(
      receiver
        .events()
        .slice(before)
        .map((e) => e.tags?.request_id),
    ).toEqual([requestId]);
  });

  it('gives the web app its DSN, environment and release, and lets it send there', async () => {
    const res = await t.request('GET', '/config.js');
    expect(pageConfig(res.body)).toEqual({
      basemaps: {},
      errorReporting: {
        dsn: 'https://0a1b2c3d4e5f@errors.example:8443/7',
        environment: 'staging-test',
        release: RELEASE,
      },
    });
    expect(res.headers['content-security-policy']).toMatch(
      /connect-src 'self' https:\/\/errors\.example:8443;/,
    );
  });

  it('reports a processing job that fails for a reason that is not the file’s', async () => {
    const { user, mapId } = await createSurveyor(t);
    const form = uploadForm([
      {
        name: 'points.geojson',
        content: Buffer.from(
          JSON.stringify({
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                properties: {},
                geometry: { type: 'Point', coordinates: [-6.26, 53.35] },
              },
            ],
          }),
        ),
        type: 'vector',
        layerName: 'Points',
      },
    ]);
    const upload = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [fileId] = t.jobs.take();

    // The storage breaks while the worker copies the file: a fault of the machine, not the file.
    class BrokenDisk extends LocalStorage {
      override localCopy(): Promise<string> {
        return Promise.reject(
          new Error(`EIO: i/o error reading originals of ${SEEDED_EMAIL} (${SHARE_TOKEN})`),
        );
      }
    }
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const { repos, config } = t.container;
    const processor = new FileProcessor(
      jobContext(repos, config, new BrokenDisk(config.STORAGE_DIR), silent),
    );
    await expect(processor.process(fileId!, { lastAttempt: false })).rejects.toThrow(/EIO/);
    await processor.process(fileId!, { lastAttempt: true });
    expect(await repos.layerFiles.findById(fileId!)).toMatchObject({
      status: 'error',
      error_code: 1,
    });

    const jobEvents = () => {
      const found = receiver.events().filter((e) => e.tags?.file_id === String(fileId));
      return found.length === 2 ? found : undefined;
    };
    const [retried, last] = (await receiver.waitFor(jobEvents, 'both attempts')) as ReceivedEvent[];
    expect(retried).toMatchObject({ level: 'warning', tags: { last_attempt: 'false' } });
    expect(last).toMatchObject({
      level: 'error',
      release: RELEASE,
      environment: 'staging-test',
      tags: { job: 'process-file', file_type: 'vector', last_attempt: 'true' },
      exception: {
        values: [{ value: 'EIO: i/o error reading originals of [email] ([Filtered])' }],
      },
    });
    await Sentry.flush(10_000);
    const raw = receiver.envelopes.map((e) => e.raw).join('\n');
    for (const secret of secretsOf(root)) expect(raw).not.toContain(secret);
  });
});
