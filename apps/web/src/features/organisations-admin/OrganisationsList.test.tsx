import { screen, waitFor, within } from '@testing-library/react';
import { organisationAbilities } from '../../test/abilities.js';
import userEvent from '@testing-library/user-event';
import type { Organisation } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp.js';
import { editor, jsonOf, signedIn } from '../users-admin/testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const demo: Organisation = {
  id: 1,
  name: 'Demo Rail Surveys',
  domain: 'localhost',
  alt_domains: ['demo.localhost', 'rail.localhost'],
  layout: null,
  map: 1,
  user_count: 7,
  share_viewer_analytics: false,
  require_two_factor: false,
  abilities: organisationAbilities(),
};
const empty: Organisation = {
  id: 3,
  name: 'Empty Survey Co',
  domain: null,
  alt_domains: [],
  layout: null,
  map: null,
  user_count: 0,
  share_viewer_analytics: false,
  require_two_factor: false,
  abilities: organisationAbilities(),
};
const page = (results: Organisation[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe('organisations list (/organisations/)', () => {
  it('lists name, domains, user count and the default map by name', async () => {
    const api = signedIn(editor({ open_organisations_settings: true }), {
      'GET /api/organisations/': { body: page([demo, empty]) },
    });
    renderApp('/organisations/?search=rail');
    const grid = await screen.findByRole('grid', { name: 'Organisations' });
    const row = (await within(grid).findByText('Demo Rail Surveys')).closest<HTMLElement>(
      '[role="row"]',
    )!;
    expect(within(row).getByText('localhost')).toBeInTheDocument();
    expect(within(row).getByText('demo.localhost, rail.localhost')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: 'Open the map Demo map' })).toHaveAttribute(
      'href',
      '/maps/1/',
    );
    const query = new URLSearchParams(
      api.requests.find((r) => r.path === '/api/organisations/')?.search,
    );
    expect(query.get('search')).toBe('rail');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('creates an organisation and opens it to set up its layout', async () => {
    const created: Organisation = {
      ...empty,
      id: 4,
      name: 'Northern Rail',
      domain: 'north.localhost',
    };
    const api = signedIn(editor({ open_organisations_settings: true, add_organisation: true }), {
      'GET /api/organisations/': { body: page([demo]) },
      'POST /api/organisations/': { status: 201, body: created },
      'GET /api/organisations/4/': { body: created },
      'GET /api/organisations/4/maps/': { body: [] },
    });
    const { router } = renderApp('/organisations/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New organisation' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Northern Rail');
    await user.type(within(dialog).getByRole('textbox', { name: 'Domain' }), 'North.Localhost');
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Alternate domains' }),
      'bad_domain{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(/Every alternate domain must be a valid domain name/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'bad_domain' })).toBeInTheDocument();
    // Backspace in the empty input takes the last chip away.
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Alternate domains' }),
      '{Backspace}',
    );
    expect(within(dialog).queryByRole('button', { name: 'bad_domain' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations/4/'));
    expect(jsonOf(api.requests.find((r) => r.method === 'POST'))).toEqual({
      name: 'Northern Rail',
      domain: 'north.localhost',
      alt_domains: [],
    });
    expect(await screen.findByText('Organisation Northern Rail created.')).toBeInTheDocument();
  });

  it('gives the permission-denied page when open_organisations_settings is false', async () => {
    signedIn(editor({ administer: true, open_users_settings: true }));
    const { router } = renderApp('/organisations/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/permission-denied/'));
  });
});
