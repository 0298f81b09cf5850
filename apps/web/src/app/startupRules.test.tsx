import { screen, waitFor } from '@testing-library/react';
import type { Profile } from '@waymark/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareValidation } from '../features/map-share/testShares.js';
import { layout, map, profile } from '../test/fixtures.js';
import { mockApi } from '../test/mockApi.js';
import { renderApp } from '../test/renderApp.js';
import { leavePage } from './leavePage.js';

vi.mock('./leavePage.js', () => ({ leavePage: vi.fn() }));

const TOKEN = 'e'.repeat(40);
const SHARE = 'Sh4re_t0ken-'.padEnd(43, 'x');

/** A member of one organisation (id 3) on `domain`, while the tests run on localhost:3000. */
function memberOf(domain: string | null, alt_domains: string[] = []): Profile {
  const base = profile();
  return profile({
    organisations: base.organisations.map((o) => ({
      ...o,
      id: 3,
      name: 'Empty Survey Co',
      domain,
      alt_domains,
      map: null,
    })),
  });
}

function signedInAs(me: Profile) {
  localStorage.setItem('token', TOKEN);
  return mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/3/': { body: layout },
    'GET /api/users/me/': { body: me },
    'GET /api/organisations/3/maps/': { body: [] },
    [`GET /api/mapshares/${SHARE}/`]: { body: shareValidation() },
    'GET /api/maps/3/': { body: map({ id: 3, title: 'Shared corridor' }) },
    'GET /api/invitations/': { body: { count: 0, next: null, previous: null, results: [] } },
  });
}

beforeEach(() => {
  vi.mocked(leavePage).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("startup: the current organisation's domain (sections 1 and 4)", () => {
  it('sends the browser to the domain with orgId, keeping the path and port', async () => {
    signedInAs(memberOf('empty.localhost'));
    renderApp('/invitations/?x=1');
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith(
        'http://empty.localhost:3000/invitations/?x=1&orgId=3',
      ),
    );
    // Nothing of the organisation is shown on the wrong host meanwhile.
    expect(screen.getByText('Initialising...')).toBeInTheDocument();
    expect(leavePage).toHaveBeenCalledTimes(1);
  });

  it('stays put on one of its domains, and for an organisation without a domain', async () => {
    signedInAs(memberOf('elsewhere.example', ['localhost']));
    const first = renderApp('/');
    expect(await screen.findByText('No map found')).toBeInTheDocument();
    first.unmount();
    signedInAs(memberOf(null));
    renderApp('/');
    expect(await screen.findByText('No map found')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('never sends a page on that a redirect brought here with orgId (no loop)', async () => {
    signedInAs(memberOf('empty.localhost'));
    window.history.replaceState(null, '', '/?orgId=3');
    renderApp('/');
    expect(await screen.findByText('No map found')).toBeInTheDocument();
    expect(localStorage.getItem('organisationId')).toBe('3');
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('leaves a share link where it is', async () => {
    signedInAs(memberOf('empty.localhost'));
    renderApp(`/maps/3/share/${SHARE}/`);
    expect(
      await screen.findByRole('heading', { name: 'Shared corridor', level: 1 }),
    ).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor who is not signed in', async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { status: 403, body: { detail: 'Not signed in.' } },
    });
    renderApp('/auth/login/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('any other path (2.1): login required', () => {
  it('sends a signed-out visitor to Login with the path as next', async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { status: 403, body: { detail: 'Not signed in.' } },
    });
    const { router } = renderApp('/no/such/page/?q=1');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login/');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/no/such/page/?q=1')}`);
    expect(screen.queryByText('File not found')).not.toBeInTheDocument();
  });

  it("shows 'File not found' to a signed-in user", async () => {
    localStorage.setItem('token', TOKEN);
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/layout/1/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
    });
    const { router } = renderApp('/no/such/page/');
    expect(await screen.findByRole('heading', { name: 'File not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page/');
  });
});
