import { describe, expect, it } from 'vitest';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from './error-scrubber.js';

const AUTH_TOKEN = '0123456789abcdef0123456789abcdef01234567';
const SHARE_TOKEN = 'Qx7_k2Lm9Zp-4RtYv8Wn3Bc6Df1Gh5Jk0Ls2Mq9Np4a';
const EMAIL = 'jane.doe+rail@example.co.uk';

describe('scrubText', () => {
  it('replaces e-mail addresses, plain and URL-encoded', () => {
    expect(scrubText(`duplicate key (email)=(${EMAIL}) exists`)).toBe(
      'duplicate key (email)=([email]) exists',
    );
    expect(scrubText('/api/users/?email=jane%40example.com')).toBe('/api/users/?email=[Filtered]');
    expect(scrubText('to jane%40example.com')).toBe('to [email]');
  });

  it('keeps module paths that contain @ (scoped packages)', () => {
    const frame = 'file:///srv/node_modules/@sentry/core/build/esm/index.js';
    expect(scrubText(frame)).toBe(frame);
  });

  it('replaces share tokens and reset tokens in paths, api and web alike', () => {
    expect(scrubText(`/api/mapshares/${SHARE_TOKEN}/`)).toBe(`/api/mapshares/${FILTERED}/`);
    expect(scrubText('/api/mapshares/12/rotate/')).toBe('/api/mapshares/12/rotate/');
    expect(scrubText(`https://w.example/maps/3/share/${SHARE_TOKEN}/?x=1`)).toBe(
      `https://w.example/maps/3/share/${FILTERED}/?x=1`,
    );
    expect(scrubText('/auth/password/reset/confirm/MTI/abc-def/')).toBe(
      `/auth/password/reset/confirm/${FILTERED}/${FILTERED}/`,
    );
  });

  it('replaces secret query parameters and keeps the others', () => {
    expect(
      scrubText(`/api/tiles/layers/1/2/3/4.pbf?key=${AUTH_TOKEN}&page=2&q=Main+Street&token=x`),
    ).toBe(`/api/tiles/layers/1/2/3/4.pbf?key=${FILTERED}&page=2&q=${FILTERED}&token=${FILTERED}`);
    expect(scrubText('/cb?code=abc&state=def')).toBe(`/cb?code=${FILTERED}&state=${FILTERED}`);
  });

  it('replaces credentials after an auth scheme and bare keys and tokens', () => {
    expect(scrubText(`Authorization: Token ${AUTH_TOKEN}`)).toBe(
      `Authorization: Token ${FILTERED}`,
    );
    expect(scrubText('Basic dXNlcjpzZWNyZXQtcGFzc3dvcmQ=')).toBe(`Basic ${FILTERED}`);
    expect(scrubText(`key ${AUTH_TOKEN.toUpperCase()} refused`)).toBe(`key ${FILTERED} refused`);
    expect(scrubText(`share ${SHARE_TOKEN} expired`)).toBe(`share ${FILTERED} expired`);
  });

  it('leaves ordinary text, ids and digests alone', () => {
    for (const text of [
      'Invalid token.',
      'Token expired',
      'relation "organisations" does not exist',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      '7f1b2a3c-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
      'a_function_name_that_is_exactly_43_letters_',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });
});

describe('scrubEvent', () => {
  const event = {
    event_id: 'a'.repeat(32),
    release: `waymark@0.1.0+${AUTH_TOKEN}`,
    environment: 'production',
    message: `cannot store ${EMAIL}`,
    user: { id: 7, email: EMAIL, ip_address: '10.0.0.1' },
    tags: { request_id: 'req-1', route: '/api/mapshares/:id/' },
    request: {
      method: 'POST',
      url: `https://w.example/api/mapshares/${SHARE_TOKEN}/?key=${AUTH_TOKEN}`,
      query_string: `key=${AUTH_TOKEN}&ordering=-name`,
      data: { email: EMAIL, password: 'Correct-Horse-42' },
      cookies: { sessionid: 'abc' },
      headers: {
        Authorization: `Token ${AUTH_TOKEN}`,
        MapShare: `Token ${SHARE_TOKEN}`,
        Cookie: 'csrftoken=abc; sessionid=def',
        'X-CSRFToken': 'abc',
        'X-Forwarded-For': '203.0.113.9',
        'User-Agent': 'Mozilla/5.0',
        'X-Request-Id': 'req-1',
        Referer: `https://w.example/maps/3/share/${SHARE_TOKEN}/`,
      },
    },
    extra: { password: 'Correct-Horse-42', nested: { note: `mail ${EMAIL}`, apiKey: 'k' } },
    exception: { values: [{ type: 'Error', value: `boom for ${EMAIL}` }] },
    breadcrumbs: [{ category: 'fetch', data: { url: `/api/mapshares/${SHARE_TOKEN}/` } }],
  };

  it('drops the user, the body, cookies and credential headers, and scrubs the rest', () => {
    const out = scrubEvent(event);
    const text = JSON.stringify(out);
    for (const secret of [
      AUTH_TOKEN.slice(0, 30),
      SHARE_TOKEN,
      EMAIL,
      'Correct-Horse-42',
      '203.0.113.9',
    ]) {
      expect(text.replace(event.release, '')).not.toContain(secret);
    }
    expect(out).not.toHaveProperty('user');
    expect(out.request).toEqual({
      method: 'POST',
      url: `https://w.example/api/mapshares/${FILTERED}/?key=${FILTERED}`,
      query_string: `key=${FILTERED}&ordering=-name`,
      headers: {
        'User-Agent': 'Mozilla/5.0',
        'X-Request-Id': 'req-1',
        Referer: `https://w.example/maps/3/share/${FILTERED}/`,
      },
    });
    expect(out.extra).toEqual({
      password: FILTERED,
      nested: { note: 'mail [email]', apiKey: FILTERED },
    });
    expect(out.tags).toEqual(event.tags);
  });

  it('keeps the release, event id and environment as they are', () => {
    const out = scrubEvent(event);
    expect(out.release).toBe(event.release);
    expect(out.event_id).toBe(event.event_id);
    expect(out.environment).toBe('production');
  });

  it('does not change the event it is given', () => {
    const copy = structuredClone(event);
    scrubEvent(event);
    expect(event).toEqual(copy);
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs URLs and messages of breadcrumbs', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: { from: '/maps/', to: `/maps/3/share/${SHARE_TOKEN}/` },
        message: `signed in as ${EMAIL}`,
      }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/maps/', to: `/maps/3/share/${FILTERED}/` },
      message: 'signed in as [email]',
    });
  });
});
