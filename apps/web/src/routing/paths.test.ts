import { describe, expect, it } from 'vitest';
import { pathDepth, paths, safeNextPath } from './paths.js';

describe('paths', () => {
  it('adds next to Login only when there is a page to come back to', () => {
    expect(paths.login('/maps/3/?x=1')).toBe('/auth/login/?next=%2Fmaps%2F3%2F%3Fx%3D1');
    expect(paths.login(null)).toBe('/auth/login/');
  });

  it('accepts only local next paths', () => {
    expect(safeNextPath('/maps/3/')).toBe('/maps/3/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('/auth/logout/')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });

  it('measures path depth', () => {
    expect(pathDepth('/')).toBe(0);
    expect(pathDepth('/maps/')).toBe(1);
    expect(pathDepth('/maps/3/')).toBe(2);
    expect(pathDepth('/maps/3/detail/')).toBe(3);
  });
});
