import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impersonationStore } from '../../entities/session/impersonationStore.js';
import { layout, map, profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Logout', () => {
  it('calls the server, clears the token and impersonation, and lands on Login', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    localStorage.setItem('impersonate', 'true');
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'POST /api/auth/logout/': { body: { detail: 'Successfully logged out.' } },
    });
    const { router, queryClient } = renderApp('/auth/logout/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    const call = requests.find((r) => r.path === '/api/auth/logout/');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBe(`Token ${'a'.repeat(40)}`);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('impersonate')).toBeNull();
    expect(impersonationStore.get()).toBe(false);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it('removes what the app kept for offline use: the remembered profile, caches, offline maps', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    localStorage.setItem('lastProfile', JSON.stringify(profile()));
    const cacheNames = new Set(['workbox-precache-v2-http://localhost/', 'waymark-config']);
    vi.stubGlobal('caches', {
      keys: async () => [...cacheNames],
      delete: async (name: string) => cacheNames.delete(name),
    });
    const deleted: string[] = [];
    vi.stubGlobal('indexedDB', {
      deleteDatabase: (name: string) => {
        deleted.push(name);
        const request: { onsuccess?: () => void } = {};
        setTimeout(() => request.onsuccess?.());
        return request;
      },
    });
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'POST /api/auth/logout/': { body: { detail: 'Successfully logged out.' } },
    });
    const { router } = renderApp('/auth/logout/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/'));
    expect(localStorage.getItem('lastProfile')).toBeNull();
    expect([...cacheNames]).toEqual(['workbox-precache-v2-http://localhost/']);
    expect(deleted).toEqual(['waymark-offline']);
  });
});
