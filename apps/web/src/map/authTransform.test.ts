import { describe, expect, it } from 'vitest';
import { authTransform } from './authTransform.js';

const ORIGIN = 'http://localhost:8181';

describe('authTransform', () => {
  it('adds the authentication header to tiles of this site only', () => {
    const transform = authTransform(() => ['Authorization', 'Token abc'], ORIGIN);
    expect(transform(`${ORIGIN}/api/tiles/layers/2/5/9/11.pbf`)).toEqual({
      url: `${ORIGIN}/api/tiles/layers/2/5/9/11.pbf`,
      headers: { Authorization: 'Token abc' },
    });
    expect(transform('https://tiles.example.com/api/1/2/3.png')).toBeUndefined();
    expect(transform(`${ORIGIN}/assets/countries.json`)).toBeUndefined();
  });

  it("sends 'MapShare: Token' in map-share mode, and nothing without a session", () => {
    const share = authTransform(() => ['MapShare', 'Token s3cret'], ORIGIN);
    expect(share(`${ORIGIN}/api/tiles/layers/2/1/1/1.webp`)?.headers).toEqual({
      MapShare: 'Token s3cret',
    });
    expect(authTransform(() => null, ORIGIN)(`${ORIGIN}/api/tiles/x.pbf`)).toBeUndefined();
  });
});
