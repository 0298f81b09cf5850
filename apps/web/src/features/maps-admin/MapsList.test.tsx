import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapRead } from '@waymark/contract';
import { mapAbilities } from '../../test/abilities.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp.js';
import { editor, jsonOf, layerRead, mapRead, page, signedIn } from './testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const demo = mapRead({ layers: [layerRead(), layerRead({ id: 3, name: 'Orthophotos' })] });
const other = mapRead({
  id: 2,
  name: 'Bridges',
  title: '',
  visibility: 'OWN',
  owner: { id: 7 },
  owner_name: 'Ben Walsh',
  abilities: mapAbilities(true, { delete: false }),
});

describe('maps list (/maps/)', () => {
  it("lists the current organisation's maps with their layers count, visibility, owner and date", async () => {
    const api = signedIn(editor(), {
      'GET /api/maps/': { body: page([demo, other]) },
    });
    renderApp('/maps/?ordering=-updated_at');
    const grid = await screen.findByRole('grid', { name: 'Maps' });
    await within(grid).findByText('Bridges');
    const rows = within(grid).getAllByRole('row');
    const demoRow = rows.find((row) => within(row).queryAllByText('Demo map').length > 0)!;
    expect(within(demoRow).getByText('2')).toBeInTheDocument();
    expect(within(demoRow).getByText('Organisation-wide')).toBeInTheDocument();
    expect(within(demoRow).getByText('Ada Byrne')).toBeInTheDocument();
    const updated = new Date('2026-03-04T09:05:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      within(demoRow).getByText(
        `04/03/2026 ${pad(updated.getHours())}:${pad(updated.getMinutes())}`,
      ),
    ).toBeInTheDocument();
    const otherRow = rows.find((row) => within(row).queryByText('Bridges'))!;
    expect(within(otherRow).getByText('Owner')).toBeInTheDocument();
    expect(within(otherRow).getByText('-')).toBeInTheDocument();

    const list = api.requests.find((r) => r.path === '/api/maps/');
    const query = new URLSearchParams(list?.search);
    expect(query.get('organisation')).toBe('1');
    expect(query.get('ordering')).toBe('-updated_at');
    expect(query.get('items')).toBe('100');
    // Without the organisation's add_map there is no 'Create'.
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('opens the map settings on a row click', async () => {
    signedIn(editor(), {
      'GET /api/maps/': { body: page([demo]) },
      'GET /api/maps/1/': { body: demo },
    });
    const { router } = renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    await user.click((await screen.findAllByRole('gridcell', { name: 'Demo map' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/1/detail/'));
  });

  it('offers delete where the map’s abilities.delete is true, and deletes on 204', async () => {
    let maps: MapRead[] = [demo, other];
    const api = signedIn(editor(), {
      'GET /api/maps/': () => ({ body: page(maps) }),
      'DELETE /api/maps/1/': () => {
        maps = [other];
        return { status: 204 };
      },
    });
    renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    const grid = await screen.findByRole('grid', { name: 'Maps' });
    await within(grid).findByText('Bridges');
    expect(within(grid).queryByRole('menuitem', { name: 'Delete Bridges' })).toBeNull();
    expect(screen.queryByLabelText('Delete Bridges')).toBeNull();
    await user.click(screen.getByLabelText('Delete Demo map'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(grid).queryByText('Demo map')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/maps/1/')).toBe(true);
  });
});

describe('Add a Map', () => {
  /** The list with 'Create', and POST maps/ answering `answer`. */
  function withCreate(post: Parameters<typeof signedIn>[1] = {}) {
    let switcherCalls = 0;
    const api = signedIn(editor({}, { add_map: true }), {
      'GET /api/maps/': { body: page([demo]) },
      'GET /api/organisations/1/maps/': () => {
        switcherCalls += 1;
        return { body: [demo] };
      },
      ...post,
    });
    return { api, switcherCalls: () => switcherCalls };
  }

  it('opens reset (zoom 0–21, no bounds), creates the map in the current organisation and closes', async () => {
    const created = mapRead({ id: 9, name: 'Level crossings', title: '' });
    const { api, switcherCalls } = withCreate({
      'POST /api/maps/': { status: 201, body: created },
    });
    renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Map' });
    expect(within(dialog).getByRole('textbox', { name: /^Minimum Zoom/ })).toHaveValue('0');
    expect(within(dialog).getByRole('textbox', { name: /^Maximum Zoom/ })).toHaveValue('21');
    expect(within(dialog).getByRole('textbox', { name: 'West' })).toHaveValue('');
    expect(within(dialog).getByText('Data Extent: -')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Level crossings');
    const before = switcherCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonOf(api.requests.find((r) => r.method === 'POST'))).toEqual({
      name: 'Level crossings',
      zoom_min: 0,
      zoom_max: 21,
      title: '',
      description: '',
      attribution: '',
      visibility: 'OWN',
      controls: [],
      files_list: null,
      minimap: 'street-layer',
      bounds: null,
      terrain_layer_id: null,
      organisation_id: 1,
    });
    // The map switcher's list is fetched again: the new map shows there without a reload.
    await waitFor(() => expect(switcherCalls()).toBeGreaterThan(before));
    expect(await screen.findByText('Map “Level crossings” created')).toBeInTheDocument();
  });

  it('shows the status text of a failure, with the field errors under their fields', async () => {
    withCreate({
      'POST /api/maps/': { status: 400, body: { name: ['A map with this name exists.'] } },
    });
    renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Map' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Demo map');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A map with this name exists.')).toBeInTheDocument();
    // mockApi's status text for a 400.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Status 400');
  });

  it("shows 'Unknown API Error' when the failure has no status text, and opens reset again", async () => {
    const { api } = withCreate();
    const answered = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (input instanceof Request && input.method === 'POST' && input.url.endsWith('/api/maps/')) {
        return new Response(null, { status: 409, statusText: '' });
      }
      return answered(input, init);
    });
    renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a Map' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Culverts');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Maximum Zoom/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Maximum Zoom/ }), '18');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown API Error');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a Map' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^Maximum Zoom/ })).toHaveValue('21');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a map without a name or with zoom levels the wrong way round', async () => {
    const { api } = withCreate();
    renderApp('/maps/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Map' });
    const zoomMin = within(dialog).getByRole('textbox', { name: /^Minimum Zoom/ });
    await user.clear(zoomMin);
    await user.type(zoomMin, '22');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Maximum Zoom should be greater than Minimum Zoom'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
