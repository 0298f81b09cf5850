import { describe, expect, it } from 'vitest';
import { newerVersion } from './newerVersion.js';

describe('newerVersion', () => {
  it('tells a stored pack’s data from the server’s', () => {
    expect(newerVersion(9, [{ id: 9, current: true }])).toBe('current');
    expect(newerVersion(9, [{ id: 9, current: false }])).toBe('newer');
    expect(newerVersion(9, [{ id: 10, current: true }])).toBe('newer');
    expect(newerVersion(9, undefined)).toBe('unknown');
  });
});
