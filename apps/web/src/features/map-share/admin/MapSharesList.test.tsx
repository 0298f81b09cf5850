import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapShareAbilities } from '../../../test/abilities.js';
import { renderApp } from '../../../test/renderApp.js';
import { editor, signedIn } from '../../users-admin/testFixtures.js';
import { shareRead } from '../testShares.js';
import { sharesPage, signedInWith } from './testApi.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function rowOf(grid: HTMLElement, text: string): Promise<HTMLElement> {
  const cell = await within(grid).findByText(text);
  const row = cell.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
}

const pad = (n: number) => String(n).padStart(2, '0');
const local = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const council = shareRead({
  request_count: 42,
  client_count: 3,
  last_used_at: '2026-03-05T08:15:00.000Z',
  bounds: [-72, 42, -71, 43],
});
const contractor = shareRead({
  id: 8,
  map: 2,
  map_title: 'Bridge survey',
  token_prefix: 'AbCdEfGh',
  note: '',
  status: 'revoked',
  revoked_at: '2026-03-02T10:00:00.000Z',
  created_by: null,
});

describe('map shares list (/mapshares/)', () => {
  it("lists the organisation's shares with status, bounds, use and last use", async () => {
    const api = signedInWith(
      {},
      {
        'GET /api/organisations/1/mapshares/': { body: sharesPage([council, contractor]) },
      },
    );
    renderApp('/mapshares/?ordering=-expiry');
    const grid = await screen.findByRole('grid', { name: 'Map shares' });
    const first = await rowOf(grid, 'For the council');
    expect(within(first).getByText('Demo map')).toBeInTheDocument();
    expect(within(first).getByText('Sh4re_t0…')).toBeInTheDocument();
    expect(within(first).getByText('Ada Byrne')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText(local(council.expiry))).toBeInTheDocument();
    expect(within(first).getByText(local(council.last_used_at!))).toBeInTheDocument();
    expect(within(first).getByText('42')).toBeInTheDocument();
    expect(within(first).getByTitle('Yes')).toBeInTheDocument();
    const second = await rowOf(grid, 'Bridge survey');
    expect(within(second).getByText('Revoked')).toBeInTheDocument();
    expect(within(second).getByText('Never')).toBeInTheDocument();
    // A revoked share cannot be revoked again.
    expect(within(first).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Revoke' })).toBeNull();

    const list = api.requests.find((r) => r.path === '/api/organisations/1/mapshares/');
    const query = new URLSearchParams(list?.search);
    expect(query.get('ordering')).toBe('-expiry');
    expect(query.get('page')).toBe('1');
    expect(query.get('items')).toBe('100');
  });

  it('filters by status and map, and searches, through the server; no revoke without abilities.delete', async () => {
    const api = signedInWith(
      {},
      {
        'GET /api/organisations/1/mapshares/': {
          body: sharesPage([{ ...council, abilities: mapShareAbilities(true, { delete: false }) }]),
        },
      },
    );
    const { router } = renderApp('/mapshares/');
    await screen.findByRole('grid', { name: 'Map shares' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Expired' }));
    await user.click(screen.getByRole('combobox', { name: 'Map' }));
    await user.click(await screen.findByRole('option', { name: 'Bridge survey' }));
    // The share's abilities.delete is false: no revoking.
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search map shares' }), 'council');
    await waitFor(() => expect(router.state.location.search).toContain('search=council'));
    await waitFor(() => {
      const last = api.requests.filter((r) => r.path === '/api/organisations/1/mapshares/').at(-1);
      const query = new URLSearchParams(last?.search);
      expect([query.get('status'), query.get('map'), query.get('search')]).toEqual([
        'expired',
        '2',
        'council',
      ]);
    });
    expect(router.state.location.search).toContain('status=expired');
    expect(router.state.location.search).toContain('map=2');
  });

  it('revokes a share after asking', async () => {
    let revoked = false;
    const api = signedInWith(
      {},
      {
        'GET /api/organisations/1/mapshares/': () => ({
          body: sharesPage([revoked ? { ...council, status: 'revoked' } : council]),
        }),
        'DELETE /api/mapshares/7/': () => {
          revoked = true;
          return { status: 204 };
        },
      },
    );
    renderApp('/mapshares/');
    const grid = await screen.findByRole('grid', { name: 'Map shares' });
    const row = await rowOf(grid, 'For the council');
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Revoke the share of Demo map (Sh4re_t0…)?',
    });
    expect(within(confirm).getByText(/also for viewers who have the map open/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await within(grid).findByText('Revoked')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('is the permission-denied page when open_mapshares_settings is false', async () => {
    const api = signedIn(
      editor({ administer: true, open_maps_settings: true }, { add_mapshare: true }),
    );
    const { router } = renderApp('/mapshares/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/permission-denied/'));
    expect(api.requests.some((r) => r.path.endsWith('/mapshares/'))).toBe(false);
  });

  it("offers 'Create' when the organisation's add_mapshare is true, for one of its maps", async () => {
    const api = signedInWith(
      { add_mapshare: true },
      {
        'GET /api/organisations/1/mapshares/': { body: sharesPage([]) },
        'POST /api/mapshares/': {
          status: 201,
          body: {
            ...council,
            token: 'x'.repeat(43),
            link: 'http://localhost:3000/maps/2/share/xyz/',
          },
        },
      },
    );
    renderApp('/mapshares/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a map' });
    // No view on screen here: the whole map or a drawn box.
    expect(within(dialog).queryByRole('radio', { name: 'Current view' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Choose the map to share')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Map/ }));
    await user.click(await screen.findByRole('option', { name: 'Bridge survey' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toHaveValue(
      'http://localhost:3000/maps/2/share/xyz/',
    );
    const sent = JSON.parse(String(api.requests.find((r) => r.method === 'POST')?.body));
    expect(sent).toMatchObject({ map: 2, bounds: null });
  });

  it("has no 'Create' when the organisation's add_mapshare is false", async () => {
    signedInWith(
      { add_mapshare: false },
      {
        'GET /api/organisations/1/mapshares/': { body: sharesPage([council]) },
      },
    );
    renderApp('/mapshares/');
    const grid = await screen.findByRole('grid', { name: 'Map shares' });
    await rowOf(grid, 'For the council');
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
