import { beforeAll, describe, expect, it } from 'vitest';
import { seedLayer } from '../test/layers.js';
import { examplePathValues, fillPath, operationsOf } from '../test/security/openapi-operations.js';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';
import { mergeVary } from './private-caching.js';

describe('answers are private to who asked', () => {
  const t = useTestApp();
  let s: Surveyor;
  let layerId: number;

  beforeAll(async () => {
    s = await createSurveyor(t);
    layerId = await seedLayer(t, s.orgId, s.user.id, {}, [s.mapId]);
  });

  it('every GET of the OpenAPI document says no shared cache keeps it and varies on credentials', async () => {
    const gets = operationsOf(t.app).filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const op of gets) {
      const path = fillPath(
        op.path,
        examplePathValues({ map: s.mapId, layer: layerId, file: 1, markup: 1, attachment: 1 }),
      );
      const res = await t.request('GET', path, { token: s.user.token });
      const cacheControl = String(res.headers['cache-control'] ?? '');
      const vary = String(res.headers.vary ?? '');
      // Public answers read no credential: a pack archive's signed URL (its own tests), a logo.
      if (/\bpublic\b/.test(cacheControl)) continue;
      const kept = !/\b(no-store|no-cache|max-age=0)\b/.test(cacheControl);
      const varies = ['Authorization', 'Cookie', 'MapShare'].every((h) => vary.includes(h));
      const shared = !/\b(private|no-store)\b/.test(cacheControl);
      if (shared || kept || !varies) {
        wrong.push(
          `${op.key} (${res.statusCode}): Cache-Control '${cacheControl}', Vary '${vary}'`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an OGC answer, as QGIS keeps them by URL, is not stored', async () => {
    const res = await t.request('GET', `/api/ogc/organisations/${s.orgId}/collections`, {
      token: s.user.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('merges Vary names once each', () => {
    expect(mergeVary(undefined, ['Authorization', 'Cookie'])).toBe('Authorization, Cookie');
    expect(mergeVary('Accept-Encoding, cookie', ['Authorization', 'Cookie'])).toBe(
      'Accept-Encoding, cookie, Authorization',
    );
  });
});
