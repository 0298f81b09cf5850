import { beforeAll, describe, expect, it } from 'vitest';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';

/** The security headers every answer carries, whatever made it. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';script-src 'self' 'wasm-unsafe-eval';worker-src 'self' blob:;" +
    "child-src 'self' blob:;style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';media-src 'self' blob:;" +
    "frame-src 'self' blob: https:;object-src 'self' blob:;base-uri 'self';" +
    "form-action 'self';frame-ancestors 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', WEB_CONFIG: '{}', CSP_TILE_ORIGINS: '' });
  let s: Surveyor;

  beforeAll(async () => {
    s = await createSurveyor(t);
  });

  it('are on an API answer, an error, a refusal and a tile, and nothing says what serves them', async () => {
    const answers = await Promise.all([
      t.request('GET', '/api/users/me/', { token: s.user.token }),
      t.request('GET', '/api/maps/999999/', { token: s.user.token }),
      t.request('GET', '/api/users/me/'),
      t.request('GET', `/api/tiles/layers/999999/1/0/0.pbf`, { token: s.user.token }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 403, 404]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(EXPECTED);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS only to a request that came over TLS through a trusted proxy', async () => {
    const res = await t.request('GET', '/api/users/me/', {
      token: s.user.token,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
