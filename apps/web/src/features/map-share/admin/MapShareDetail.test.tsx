import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapShareRead } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapShareAbilities } from '../../../test/abilities.js';
import { map } from '../../../test/fixtures.js';
import type { MockRequest } from '../../../test/mockApi.js';
import { renderApp } from '../../../test/renderApp.js';
import { shareRead, shareWithToken } from '../testShares.js';
import { signedInWith } from './testApi.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const used = shareRead({
  request_count: 1234,
  client_count: 3,
  first_used_at: '2026-03-02T08:00:00.000Z',
  last_used_at: '2026-03-05T08:15:00.000Z',
});

/** The share's routes, answering its latest state after each change. */
function shareRoutes(initial: MapShareRead) {
  let share = initial;
  return {
    'GET /api/mapshares/7/': () => ({ body: share }),
    'GET /api/maps/1/': { body: map({ extent: [-73, 41, -70, 43] }) },
    'PATCH /api/mapshares/7/': async (request: MockRequest) => {
      share = { ...share, ...(JSON.parse(String(request.body)) as Partial<MapShareRead>) };
      return { body: share };
    },
    'DELETE /api/mapshares/7/': () => {
      // A revoked share changes no more: the server's abilities say so.
      share = {
        ...share,
        status: 'revoked',
        revoked_at: '2026-03-06T09:00:00.000Z',
        abilities: mapShareAbilities(false, { view: true, delete: true }),
      };
      return { status: 204 };
    },
    'POST /api/mapshares/7/rotate/': () => {
      share = { ...share, token_prefix: 'N3wL1nk_' };
      return {
        body: shareWithToken({ ...share, link: 'http://localhost:3000/maps/1/share/new/' }),
      };
    },
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('one map share (/mapshare/:id/)', () => {
  it('shows the share and its use read-only, with Edit and New link but no Revoke (abilities.delete false)', async () => {
    signedInWith(
      {},
      shareRoutes({ ...used, abilities: mapShareAbilities(true, { delete: false }) }),
    );
    renderApp('/mapshare/7/');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: /Demo map · Link Sh4re_t0…/,
    });
    expect(within(heading).getByText('Active')).toBeInTheDocument();
    const share = screen.getByRole('region', { name: 'Share' });
    expect(within(share).getByText('Ada Byrne')).toBeInTheDocument();
    expect(within(share).getByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      '/maps/1/',
    );
    const use = screen.getByRole('region', { name: 'Use' });
    expect(within(use).getByText('1,234')).toBeInTheDocument();
    expect(within(use).getByText('3')).toBeInTheDocument();
    const expiry = screen.getByRole('textbox', { name: 'Link valid until' });
    expect(expiry).toHaveAttribute('readonly');
    const until = new Date(used.expiry);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(expiry).toHaveValue(
      `${pad(until.getDate())}/${pad(until.getMonth() + 1)}/${until.getFullYear()} ${pad(until.getHours())}:${pad(until.getMinutes())}`,
    );
    expect(screen.getByText('Whole map')).toBeInTheDocument();
    // What the share shows of the map's markups.
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(field('Note')).toHaveValue('For the council');
    expect(field('Note')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('edits the area, the markups shown and the note, sending only what changed; Cancel restores', async () => {
    const api = signedInWith({}, shareRoutes(used));
    renderApp('/mapshare/7/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(field('Note'));
    await user.type(field('Note'), 'Scratch');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Note')).toHaveValue('For the council');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('radio', { name: 'Draw a box' }));
    // jsdom draws no map: the box's edges are typed.
    const edges = within(screen.getByRole('group', { name: 'Shared area in degrees' }));
    await user.type(edges.getByRole('textbox', { name: 'West' }), '-72');
    await user.type(edges.getByRole('textbox', { name: 'South' }), '42');
    await user.type(edges.getByRole('textbox', { name: 'East' }), '-71');
    await user.type(edges.getByRole('textbox', { name: 'North' }), '43{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Shown and open to comments' }));
    await user.clear(field('Note'));
    await user.type(field('Note'), 'For the contractor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Share saved')).toBeInTheDocument();
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(String(patch?.body))).toEqual({
      bounds: [-72, 42, -71, 43],
      note: 'For the contractor',
      markups: 'comment',
    });
    expect(await screen.findByText('Shown and open to comments')).toBeInTheDocument();
    await waitFor(() => expect(field('Note')).toHaveAttribute('readonly'));
    expect(field('Note')).toHaveValue('For the contractor');
  });

  it('gives the share a new link after asking, and shows it once', async () => {
    const api = signedInWith({}, shareRoutes(used));
    renderApp('/mapshare/7/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give this share a new link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make a new link' }));
    const shown = await screen.findByRole('dialog', { name: 'New link for Demo map' });
    expect(within(shown).getByRole('textbox', { name: 'Link' })).toHaveValue(
      'http://localhost:3000/maps/1/share/new/',
    );
    expect(within(shown).getByText(/the old one no longer works/)).toBeInTheDocument();
    expect(within(shown).getByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/mapshares/7/rotate/')).toBe(true);
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Link N3wL1nk_…/ }),
    ).toBeInTheDocument();
  });

  it('revokes the share after asking; a revoked share is read-only with no buttons', async () => {
    signedInWith({}, shareRoutes(used));
    renderApp('/mapshare/7/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Revoke the share of Demo map (Sh4re_t0…)?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(/This share was revoked on/)).toBeInTheDocument();
    expect(screen.getByText('The share of Demo map is revoked.')).toBeInTheDocument();
    for (const name of ['Edit', 'New link', 'Revoke']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('tells an expired share apart, and lets its expiry be set later', async () => {
    const expired = shareRead({ status: 'expired', expiry: '2026-01-01T10:00:00.000Z' });
    const api = signedInWith({}, shareRoutes(expired));
    renderApp('/mapshare/7/');
    expect(await screen.findByText(/This share expired on/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // The note alone may change: the expiry left as it was is not checked.
    await user.type(field('Note'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(api.requests.find((r) => r.method === 'PATCH')?.body))).toEqual({
      note: 'For the council!',
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: '1 month' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    const second = JSON.parse(String(api.requests.filter((r) => r.method === 'PATCH')[1]?.body));
    expect(Object.keys(second)).toEqual(['expiry']);
  });

  it('offers each action by its own ability: New link by rotate, Edit by change', async () => {
    signedInWith(
      {},
      shareRoutes({ ...used, abilities: mapShareAbilities(false, { view: true, rotate: true }) }),
    );
    renderApp('/mapshare/7/');
    expect(await screen.findByRole('button', { name: 'New link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it("links to the map's settings when the map can be read", async () => {
    signedInWith({}, shareRoutes(used));
    renderApp('/mapshare/7/');
    const share = await screen.findByRole('region', { name: 'Share' });
    expect(await within(share).findByRole('link', { name: 'Map settings' })).toHaveAttribute(
      'href',
      '/maps/1/detail/',
    );
  });
});
