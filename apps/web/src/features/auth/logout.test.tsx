import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markupOutbox } from '../../entities/markup/outbox/markupOutbox.js';
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

  it('asks first when markup changes made offline wait on the device, and signs out when told to', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    await markupOutbox.setOwner('user:1@localhost');
    const waiting = await markupOutbox.add({
      kind: 'comment',
      mapId: 1,
      markupId: 7,
      body: { body: 'Seen from the bridge.' },
    });
    try {
      const { requests } = mockApi({
        'GET /api/layout/': { body: layout },
        'GET /api/users/me/': { body: profile() },
        'GET /api/organisations/1/maps/': { body: [map()] },
        'POST /api/auth/logout/': { body: { detail: 'Successfully logged out.' } },
      });
      const { router } = renderApp('/auth/logout/');
      expect(await screen.findByText(/Markup changes waiting to be sent: 1\./)).toBeInTheDocument();
      // Nothing is signed out (or deleted) until the user chooses.
      expect(requests.some((r) => r.path === '/api/auth/logout/')).toBe(false);
      expect(localStorage.getItem('token')).toBe('a'.repeat(40));
      fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/'));
      expect(requests.some((r) => r.path === '/api/auth/logout/')).toBe(true);
      expect(localStorage.getItem('token')).toBeNull();
    } finally {
      await markupOutbox.drop([waiting.seq]);
      await markupOutbox.setOwner(null);
    }
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
