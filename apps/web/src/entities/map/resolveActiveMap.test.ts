import { describe, expect, it } from 'vitest';
import { resolveActiveMap } from './resolveActiveMap.js';

describe('resolveActiveMap', () => {
  const base = { choice: null, routeId: null, defaultId: null, mapIds: [1, 2, 3] };

  it('prefers the explicit choice', () => {
    expect(resolveActiveMap({ ...base, choice: 2, routeId: 3, defaultId: 1 })).toBe(2);
  });

  it('ignores a choice that is not a map of this organisation', () => {
    expect(resolveActiveMap({ ...base, choice: 9, routeId: 3, defaultId: 1 })).toBe(3);
    expect(resolveActiveMap({ ...base, choice: 2, mapIds: null, defaultId: 1 })).toBe(1);
  });

  it('then the route id, then the default map', () => {
    expect(resolveActiveMap({ ...base, routeId: 3, defaultId: 1 })).toBe(3);
    expect(resolveActiveMap({ ...base, defaultId: 1 })).toBe(1);
    expect(resolveActiveMap(base)).toBeNull();
  });
});
