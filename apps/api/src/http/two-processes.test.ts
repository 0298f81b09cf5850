import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/entry-processes.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { PASSWORD, useTestApp } from '../test/test-app.js';
import { tileAt } from '../tiles/tile-math.js';

const BRIDGE = [-6.26, 53.35] as const;
const TILE = tileAt(BRIDGE[0], BRIDGE[1], 14);
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds\.$/;
/** A well-formed share token (43 base64url characters) that opens nothing. */
const WRONG_SHARE = 'w'.repeat(43);
/**
 * How long another process may take to hear of a change. The caches keep an answer for at most
 * 10 s even without a notice (CACHE_TTL_MS in container.ts): a poll that gives up well before
 * passes only through the change notices.
 */
const POLL = { interval: 50, timeout: 5000 };

interface Call {
  token?: string;
  share?: string;
  /** The client's address, as the load balancer passes it on (X-Forwarded-For). */
  client?: string;
  /** If-None-Match: the tag of a copy the client holds. */
  cached?: string;
  body?: unknown;
}

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
  etag: string | null;
}

/** The JSON answer, if any (not a tile's bytes, nor a 304's empty body). */
async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  const json = /^application\/json/.test(res.headers.get('content-type') ?? '');
  return json && text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Two api processes (the real server entry, each on its own port) on one database and one
 * storage, called in turn as a round-robin load balancer would: what one process counts,
 * issues, revokes or changes holds on the other — rate limits, sessions and cached answers.
 */
describe('two api processes behind a load balancer', () => {
  const t = useTestApp();
  let procs: ApiProcess[] = [];
  let surveyor: Surveyor;
  let layerId: number;

  beforeAll(async () => {
    // Behind a balancer the client's address comes from X-Forwarded-For.
    procs = await Promise.all([
      startApiProcess(t.config, { TRUST_PROXY: 'true' }),
      startApiProcess(t.config, { TRUST_PROXY: 'true' }),
    ]);
    surveyor = await createSurveyor(t);
    await t.container.repos.users.setPermissions(surveyor.user.id, [
      'layers.change_layer',
      'maps.add_mapshare',
      'maps.delete_mapshare',
    ]);
    layerId = await seedLayer(
      t,
      surveyor.orgId,
      surveyor.user.id,
      { name: 'Bridges', extent: [-6.3, 53.3, -6.2, 53.4] },
      [surveyor.mapId],
    );
    await seedFeatures(t, layerId, [
      { fid: 1, properties: { name: 'Bridge' }, lon: BRIDGE[0], lat: BRIDGE[1] },
    ]);
  });

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
  });

  const [A, B] = [0, 1];

  async function call(proc: number, method: string, path: string, options: Call = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Token ${options.token}`;
    if (options.share) headers.mapshare = `Token ${options.share}`;
    if (options.client) headers['x-forwarded-for'] = options.client;
    if (options.cached) headers['if-none-match'] = options.cached;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${procs[proc]!.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return {
      status: res.status,
      body: await bodyOf(res),
      retryAfter: res.headers.get('retry-after'),
      etag: res.headers.get('etag'),
    } satisfies Answer;
  }

  /** `count` calls, process A, B, A, B… (or A only), and their statuses in order. */
  async function statuses(count: number, turns: number[], send: (proc: number) => Promise<Answer>) {
    const out: number[] = [];
    for (let i = 0; i < count; i += 1) out.push((await send(turns[i % turns.length]!)).status);
    return out;
  }

  function expectThrottled(answer: Answer) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({
      detail: expect.stringMatching(THROTTLED),
      retry_after: expect.any(Number),
    });
    expect(answer.retryAfter).toBe(String((answer.body as { retry_after: number }).retry_after));
  }

  const share = async (proc: number) => {
    const made = await call(proc, 'POST', '/api/mapshares/', {
      token: surveyor.user.token,
      body: { map: surveyor.mapId, expiry: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: number; token: string };
  };

  it('share one login limit: failed sign-ins split over both are refused after the same total', async () => {
    const limit = t.config.LOGIN_RATE_LIMIT;
    const login = (client: string, password: string) => (proc: number) =>
      call(proc, 'POST', '/api/auth/login/', {
        client,
        body: { email: surveyor.user.email, password },
      });
    const expected = [...Array<number>(limit).fill(400), 429];

    const onOne = await statuses(limit + 1, [A], login('198.51.100.1', 'wrong-password'));
    const onTwo = await statuses(limit + 1, [A, B], login('198.51.100.2', 'wrong-password'));
    expect(onOne).toEqual(expected);
    expect(onTwo).toEqual(expected);

    // Now both refuse that client, even with the right password; another client signs in.
    for (const proc of [A, B]) expectThrottled(await login('198.51.100.2', PASSWORD)(proc));
    expect((await login('198.51.100.3', PASSWORD)(B)).status).toBe(200);
  });

  it('hold a burst of failed sign-ins, sent to both at once, to the same limit', async () => {
    const limit = t.config.LOGIN_RATE_LIMIT;
    const burst = await Promise.all(
      Array.from({ length: 3 * limit }, (_, i) =>
        call(i % 2 ? B : A, 'POST', '/api/auth/login/', {
          client: '198.51.100.4',
          body: { email: surveyor.user.email, password: 'wrong-password' },
        }),
      ),
    );
    const tally = (status: number) => burst.filter((answer) => answer.status === status).length;
    expect([tally(400), tally(429)]).toEqual([limit, 2 * limit]);
  });

  it('share one share-token limit: wrong tokens split over both are refused after the same total, valid ones never', async () => {
    const limit = t.config.SHARE_TOKEN_FAILURE_LIMIT;
    const { token } = await share(A);
    const open = (client: string, shareToken: string) => (proc: number) =>
      call(proc, 'GET', `/api/mapshares/${shareToken}/`, { client, share: shareToken });
    const expected = [...Array<number>(limit).fill(403), 429];

    const onOne = await statuses(limit + 1, [A], open('198.51.100.11', WRONG_SHARE));
    const onTwo = await statuses(limit + 1, [A, B], open('198.51.100.12', WRONG_SHARE));
    expect(onOne).toEqual(expected);
    expect(onTwo).toEqual(expected);
    expect((await open('198.51.100.13', WRONG_SHARE)(A)).body).toEqual({
      detail: 'Invalid token.',
    });

    // The valid token is let through from the throttled address too, on both processes.
    for (const proc of [A, B]) expect((await open('198.51.100.12', token)(proc)).status).toBe(200);
    expectThrottled(await open('198.51.100.12', WRONG_SHARE)(B));
    expect((await open('198.51.100.13', token)(B)).status).toBe(200);
  });

  it('need no session affinity: a token from A works on B, and signing out on A ends it on B', async () => {
    const signedIn = await call(A, 'POST', '/api/auth/login/', {
      client: '198.51.100.21',
      body: { email: surveyor.user.email, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const { key } = signedIn.body as { key: string };
    const me = (proc: number) => call(proc, 'GET', '/api/users/me/', { token: key });

    // B answers (and keeps who the token is in its cache).
    const onB = await me(B);
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ email: surveyor.user.email });

    const out = await call(A, 'POST', '/api/auth/logout/', { token: key });
    expect(out).toMatchObject({ status: 200, body: { detail: 'Successfully logged out.' } });
    expect(await me(A)).toMatchObject({ status: 403, body: { detail: 'Invalid token.' } });
    await expect.poll(async () => (await me(B)).body, POLL).toEqual({ detail: 'Invalid token.' });
    // The other sessions of the user are untouched.
    expect((await call(B, 'GET', '/api/users/me/', { token: surveyor.user.token })).status).toBe(
      200,
    );
  });

  it('keep their caches coherent: a share revoked on A is refused by B', async () => {
    const { id, token } = await share(A);
    const open = () => call(B, 'GET', `/api/mapshares/${token}/`, { share: token });
    expect((await open()).status).toBe(200);

    expect(
      (await call(A, 'DELETE', `/api/mapshares/${id}/`, { token: surveyor.user.token })).status,
    ).toBe(204);
    await expect.poll(async () => (await open()).status, POLL).toBe(403);
    expect((await open()).body).toEqual({ detail: 'Invalid token.' });
  });

  it('tag tiles alike and keep their caches coherent: a layer’s zoom range changed on A holds for B’s tiles', async () => {
    const path = `/api/tiles/layers/${layerId}/${TILE.z}/${TILE.x}/${TILE.y}.pbf`;
    const tile = (proc: number, cached?: string) =>
      call(proc, 'GET', path, { token: surveyor.user.token, cached });
    // A copy fetched from A is still good on B: a client revalidates wherever it lands.
    const fromA = await tile(A);
    expect(fromA.status).toBe(200);
    expect(fromA.etag).toMatch(/^"[\w-]+"$/);
    expect((await tile(B, fromA.etag!)).status).toBe(304);
    expect((await tile(B)).etag).toBe(fromA.etag);

    const changed = await call(A, 'PATCH', `/api/layers/${layerId}/`, {
      token: surveyor.user.token,
      body: { zoom_max: TILE.z - 2 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expect.poll(async () => (await tile(B)).status, POLL).toBe(204);
  });
});
