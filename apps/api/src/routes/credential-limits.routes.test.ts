import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { basic, createAccessKey } from '../test/access-keys.js';
import { expectError } from '../test/assertions.js';
import { buildOgcWorld, type OgcWorld } from '../test/ogc-world.js';
import { useTestApp } from '../test/test-app.js';

const HOST = 'alpha.test';
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds\.$/;
const GUESSES = 50;

/**
 * Failed guesses of access keys and share tokens are limited per client address, but never
 * lock out a valid credential sent from the same address (a NAT, a company proxy): the
 * credential is checked first, and only failures are counted and refused.
 */
describe('failed keys and share tokens do not lock out valid ones', () => {
  // Behind a proxy, so that each test has addresses of its own.
  const t = useTestApp({ TRUST_PROXY: 'true' });
  let w: OgcWorld;
  let key: string;
  let shareToken: string;
  let collections: string;

  beforeAll(async () => {
    w = await buildOgcWorld(t);
    key = (await createAccessKey(t, w.reader.token)).key;
    const admin = await t.createUser({
      email: 'sharer@alpha.test',
      organisations: [{ id: w.orgA, admin: true }],
      permissions: ['maps.add_mapshare'],
    });
    const made = await t.request('POST', '/api/mapshares/', {
      token: admin.token,
      body: { map: w.mapId, expiry: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(made.statusCode, made.body).toBe(201);
    shareToken = (made.json() as { token: string }).token;
    collections = `/api/ogc/organisations/${w.orgA}/collections`;
  });

  const from = (address: string, headers: Record<string, string>) => ({
    host: HOST,
    'x-forwarded-for': address,
    ...headers,
  });
  const randomKey = () => `wmk_${randomBytes(20).toString('hex')}`;
  const randomShare = () => randomBytes(32).toString('base64url');

  it(`a valid access key answers after ${GUESSES} wrong ones from its address`, async () => {
    const address = '203.0.113.10';
    const ask = (authorization: Record<string, string>, query: Record<string, string> = {}) =>
      t.request('GET', collections, { query, headers: from(address, authorization) });
    const limit = t.config.ACCESS_KEY_FAILURE_LIMIT;
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i += 1) {
      statuses.push((await ask({ authorization: `Token ${randomKey()}` })).statusCode);
    }
    expect(statuses).toEqual([
      ...Array<number>(limit).fill(403),
      ...Array<number>(GUESSES - limit).fill(429),
    ]);
    // The valid key, in each of its three forms.
    expect((await ask({ authorization: `Token ${key}` })).statusCode).toBe(200);
    expect((await ask(basic(key))).statusCode).toBe(200);
    expect((await ask({}, { key })).statusCode).toBe(200);
    const next = await ask({ authorization: `Token ${randomKey()}` });
    expectError(next, 429);
    expect((next.json() as { detail: string }).detail).toMatch(THROTTLED);
    expect(next.headers['retry-after']).toMatch(/^\d+$/);
    // Another address is not counted with this one.
    const elsewhere = await t.request('GET', collections, {
      headers: from('203.0.113.11', { authorization: `Token ${randomKey()}` }),
    });
    expectError(elsewhere, 403);
  });

  it(`a valid share link answers after ${GUESSES} wrong tokens from its address`, async () => {
    const address = '203.0.113.20';
    const open = (token: string) =>
      t.request('GET', `/api/maps/${w.mapId}/`, {
        headers: from(address, { mapshare: `Token ${token}` }),
      });
    const limit = t.config.SHARE_TOKEN_FAILURE_LIMIT;
    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i += 1) statuses.push((await open(randomShare())).statusCode);
    expect(statuses).toEqual([
      ...Array<number>(limit).fill(403),
      ...Array<number>(GUESSES - limit).fill(429),
    ]);
    const valid = await open(shareToken);
    expect(valid.statusCode, valid.body).toBe(200);
    // The share viewer's own check of its token, and its tiles' layer list, too.
    const check = await t.request('GET', `/api/mapshares/${shareToken}/`, {
      headers: from(address, { mapshare: `Token ${shareToken}` }),
    });
    expect(check.statusCode, check.body).toBe(200);
    expectError(await open(randomShare()), 429);
  });
});
