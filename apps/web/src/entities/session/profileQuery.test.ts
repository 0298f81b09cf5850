import type { Profile } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { fetchProfile } from './profileQuery.js';
import { loadStoredToken, removeToken, sessionStore, storeToken } from './sessionStore.js';

const rememberProfile = (kept: Profile) =>
  localStorage.setItem('lastProfile', JSON.stringify(kept));
const lastProfile = (): unknown => JSON.parse(localStorage.getItem('lastProfile') ?? 'null');

const TOKEN = 'e'.repeat(40);

function signedIn() {
  localStorage.setItem('token', TOKEN);
  loadStoredToken();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile load and the remembered profile', () => {
  it('remembers the profile the server gave', async () => {
    signedIn();
    const ada = profile({ first_name: 'Ada' });
    mockApi({ 'GET /api/users/me/': { body: ada } });
    expect(await fetchProfile()).toEqual(ada);
    expect(lastProfile()).toEqual(ada);
  });

  it('answers the remembered profile and keeps the token when the server cannot be reached', async () => {
    signedIn();
    const ada = profile({ first_name: 'Ada' });
    rememberProfile(ada);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchProfile()).toEqual(ada);
    expect(sessionStore.get().token).toBe(TOKEN);
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });

  it('keeps the token but fails when offline with nothing remembered', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchProfile()).rejects.toBeInstanceOf(TypeError);
    expect(sessionStore.get().token).toBe(TOKEN);
  });

  it('signs out on an answer that refuses the token, whatever was remembered', async () => {
    signedIn();
    rememberProfile(profile());
    mockApi({ 'GET /api/users/me/': { status: 403, body: { detail: 'Invalid token.' } } });
    await expect(fetchProfile()).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.get().token).toBeNull();
    expect(lastProfile()).toBeNull();
  });

  it('forgets the remembered profile with the token it belonged to', () => {
    rememberProfile(profile());
    storeToken(TOKEN);
    expect(lastProfile()).toBeNull();
    rememberProfile(profile());
    removeToken();
    expect(lastProfile()).toBeNull();
  });

  it('takes nothing that is not a profile from the storage', async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    for (const kept of ['{"id":"x"}', 'not json', 'null']) {
      localStorage.setItem('lastProfile', kept);
      await expect(fetchProfile()).rejects.toBeInstanceOf(TypeError);
    }
  });
});
