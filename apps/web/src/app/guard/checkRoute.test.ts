import { describe, expect, it, vi } from 'vitest';
import type { MapShareAnswer } from '../../entities/session/mapShare.js';
import { checkRoute, type GuardEnvironment, type GuardTarget } from './checkRoute.js';

const shareAnswer = (token: string): MapShareAnswer => ({
  token,
  map: 3,
  map_title: 'Shared corridor',
  expiry: '2030-01-01T00:00:00Z',
  created_by: { first_name: 'Ada', last_name: 'Byrne' },
  bounds: null,
  markups: 'hidden',
});

function environment(overrides: Partial<GuardEnvironment> = {}) {
  return {
    previous: null,
    hasToken: vi.fn(() => false),
    validateShareToken: vi.fn(async (): Promise<MapShareAnswer | null> => null),
    enterMapShare: vi.fn(),
    leaveMapShare: vi.fn(),
    fetchProfile: vi.fn(async () => ({ id: 1 })),
    removeProfile: vi.fn(),
    alert: vi.fn(),
    ...overrides,
  } satisfies GuardEnvironment;
}

const target = (
  pathname: string,
  params: GuardTarget['params'] = {},
  search = '',
): GuardTarget => ({
  pathname,
  search,
  params,
});

describe('route guard (2.2)', () => {
  it('does nothing when coming from Login to the same full path', async () => {
    const env = environment({ previous: { routeName: 'Login', fullPath: '/maps/?x=1' } });
    expect(await checkRoute(target('/maps/', {}, '?x=1'), env)).toEqual({ kind: 'proceed' });
    expect(env.fetchProfile).not.toHaveBeenCalled();
    expect(env.hasToken).not.toHaveBeenCalled();
  });

  it('enters map-share mode when the share answer carries a token', async () => {
    const share = shareAnswer('tok-1');
    const env = environment({ validateShareToken: vi.fn(async () => share) });
    const result = await checkRoute(
      target('/maps/3/share/tok-1/', { id: '3', token: 'tok-1' }),
      env,
    );
    expect(result).toEqual({ kind: 'proceed' });
    expect(env.validateShareToken).toHaveBeenCalledWith('tok-1');
    expect(env.enterMapShare).toHaveBeenCalledWith('tok-1', share);
    expect(env.alert).not.toHaveBeenCalled();
  });

  it("alerts 'Token expired' and goes to Login with next when the answer has no token", async () => {
    const env = environment({
      validateShareToken: vi.fn(async () => ({ ...shareAnswer('old'), token: '' })),
    });
    const result = await checkRoute(target('/maps/3/share/old/', { id: '3', token: 'old' }), env);
    expect(env.alert).toHaveBeenCalledWith('tokenExpired');
    expect(result).toEqual({
      kind: 'redirect',
      to: '/auth/login/?next=%2Fmaps%2F3%2Fshare%2Fold%2F',
    });
    expect(env.enterMapShare).not.toHaveBeenCalled();
  });

  it('treats a failed share validation (e.g. 404) as an expired token', async () => {
    const env = environment({
      validateShareToken: vi.fn(async () => {
        throw new Error('404');
      }),
    });
    const result = await checkRoute(target('/maps/3/share/x/', { id: '3', token: 'x' }), env);
    expect(env.alert).toHaveBeenCalledWith('tokenExpired');
    expect(result).toMatchObject({ kind: 'redirect' });
  });

  it('lets a stored token through without asking the server', async () => {
    const env = environment({ hasToken: vi.fn(() => true) });
    expect(await checkRoute(target('/layers/'), env)).toEqual({ kind: 'proceed' });
    expect(env.fetchProfile).not.toHaveBeenCalled();
    expect(env.leaveMapShare).toHaveBeenCalled();
  });

  it('without a token, fetches the current user and proceeds when that works', async () => {
    const env = environment();
    expect(await checkRoute(target('/layers/'), env)).toEqual({ kind: 'proceed' });
    expect(env.fetchProfile).toHaveBeenCalledTimes(1);
  });

  it('removes the user and goes to Login with next when fetching the user fails', async () => {
    const env = environment({
      fetchProfile: vi.fn(async () => {
        throw new Error('403');
      }),
    });
    const result = await checkRoute(target('/maps/7/', { id: '7' }, '?z=3'), env);
    expect(env.removeProfile).toHaveBeenCalled();
    expect(result).toEqual({ kind: 'redirect', to: '/auth/login/?next=%2Fmaps%2F7%2F%3Fz%3D3' });
  });

  it("adds no next for '/'", async () => {
    const env = environment({
      fetchProfile: vi.fn(async () => {
        throw new Error('403');
      }),
    });
    expect(await checkRoute(target('/'), env)).toEqual({ kind: 'redirect', to: '/auth/login/' });
  });
});
