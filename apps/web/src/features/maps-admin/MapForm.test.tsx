import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapRead, SessionAbilities } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapKey } from '../../entities/map/mapsQuery.js';
import { mapAbilities } from '../../test/abilities.js';
import { layer } from '../../test/layers.js';
import { renderApp } from '../../test/renderApp.js';
import { editor, jsonOf, mapRead, signedIn } from './testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OTHER_OWNER = { owner: { id: 7 }, owner_name: 'Ben Walsh' };

/** /maps/1/detail/ for a user with `session` abilities, the map answering `map`. */
function openDetail(map: MapRead, session: Partial<SessionAbilities> = {}) {
  const api = signedIn(editor(session), {
    'GET /api/maps/1/': {
      body: map,
      headers: { 'Last-Modified': 'Wed, 04 Mar 2026 09:05:00 GMT' },
    },
    'PATCH /api/maps/1/': (request) => ({
      body: { ...map, ...(jsonOf(request) as Partial<MapRead>) },
    }),
  });
  renderApp('/maps/1/detail/');
  return api;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('map form (/maps/:id/detail/)', () => {
  it("shows the map's fields read-only, with Edit for the owner", async () => {
    openDetail(
      mapRead({
        title: 'Rail corridor',
        description: '',
        controls: ['map_share', 'measure'],
        files_list: false,
        minimap: 'satellite-layer',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Demo map');
    expect(field(/^Name/)).toHaveAttribute('readonly');
    expect(field('Title')).toHaveValue('Rail corridor');
    expect(screen.getByText('Optional title to be shown at top of map')).toBeInTheDocument();
    // 2.16: an empty read-only value is a dash.
    expect(field('Description')).toHaveValue('-');
    expect(field('Files List')).toHaveValue('Enabled but hidden');
    expect(field('Minimap')).toHaveValue('Satellite Map');
    expect(field('Visibility')).toHaveValue('Organisation-wide');
    expect(screen.getByText('Map Share')).toBeInTheDocument();
    expect(screen.getByText('Measure Distance')).toBeInTheDocument();
    expect(screen.getByText('Default Map View')).toBeInTheDocument();
    expect(screen.getByText('Data Extent: -')).toBeInTheDocument();
    expect(screen.getByText('Default View: No bounding box')).toBeInTheDocument();
    expect(screen.getByText(/'Default View' is the area/)).toBeInTheDocument();
  });

  it('is read-only when the map’s abilities.change is false: no Edit button', async () => {
    openDetail(mapRead({ ...OTHER_OWNER, abilities: mapAbilities(false, { view: true }) }));
    expect(
      await screen.findByText('You can see the settings of this map but not change them.'),
    ).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete map' })).not.toBeInTheDocument();
  });

  it('offers Edit by abilities.change, and Visibility only by abilities.change_visibility', async () => {
    const api = openDetail(
      mapRead({
        ...OTHER_OWNER,
        visibility: 'ORG',
        abilities: mapAbilities(true, { change_visibility: false, delete: false }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Delete map' })).not.toBeInTheDocument();
    expect(field(/^Name/)).not.toHaveAttribute('readonly');
    expect(field('Visibility')).toHaveAttribute('readonly');
    expect(screen.getByText('Only the owner of the map can change this')).toBeInTheDocument();
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Shared');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toMatchObject({
      title: 'Shared',
      visibility: 'ORG',
    });
  });

  it('shows a newer version of the map at once while reading, and keeps what is typed while editing', async () => {
    signedIn(editor(), { 'GET /api/maps/1/': { body: mapRead({ title: 'Rail corridor' }) } });
    const { queryClient } = renderApp('/maps/1/detail/');
    const user = userEvent.setup({ delay: null });
    const edit = await screen.findByRole('button', { name: 'Edit' });
    // As another tab's save or an attached layer brings it.
    const arrives = (title: string) =>
      act(() => {
        queryClient.setQueryData(mapKey(1), (map: MapRead | undefined) => ({ ...map!, title }));
      });
    arrives('Rail corridor 2026');
    await waitFor(() => expect(field('Title')).toHaveValue('Rail corridor 2026'));
    await user.click(edit);
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Typed');
    arrives('From another tab');
    // The heading shows the title too: once it shows the new one, the form has had its chance.
    await screen.findByRole('heading', { name: 'From another tab' });
    expect(field('Title')).toHaveValue('Typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(field('Title')).toHaveValue('From another tab'));
  });

  it("names one of the map's DTMs as the 3D view's terrain", async () => {
    const api = openDetail(
      mapRead({
        layers: [
          layer({ id: 5, name: 'Site DTM', type: 'raster', raster_kind: 'elevation' }),
          layer({ id: 6, name: 'Orthophoto', type: 'raster', raster_kind: 'image' }),
          layer({ id: 7, name: 'Track survey', type: 'raster', raster_kind: 'elevation' }),
        ],
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Terrain of the 3D view' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'The top DTM that is on',
      'Site DTM',
      'Track survey',
    ]);
    await user.click(screen.getByRole('option', { name: 'Site DTM' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Map “Demo map” saved');
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toMatchObject({
      terrain_layer_id: 5,
    });
    expect(field('Terrain of the 3D view')).toHaveValue('Site DTM');
  });

  it('lets the owner change Visibility and saves the whole map', async () => {
    const api = openDetail(mapRead({ visibility: 'OWN' }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Visibility' }));
    await user.click(await screen.findByRole('option', { name: 'Organisation-wide' }));
    await user.click(screen.getByRole('combobox', { name: 'Files List' }));
    await user.click(await screen.findByRole('option', { name: 'Enabled and visible' }));
    await user.click(screen.getByRole('combobox', { name: /Map Controls/ }));
    await user.click(await screen.findByRole('option', { name: 'Measure Distance' }));
    await user.click(screen.getByRole('option', { name: 'Cross Section' }));
    await user.keyboard('{Escape}');
    expect(screen.getByText('Select controls to show on map')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Map “Demo map” saved');
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toEqual({
      name: 'Demo map',
      zoom_min: 0,
      zoom_max: 21,
      title: 'Demo map',
      description: '',
      attribution: '',
      visibility: 'ORG',
      // In the order of section 9, whatever the order of the clicks.
      controls: ['create_section', 'measure'],
      files_list: true,
      minimap: 'street-layer',
      bounds: null,
      terrain_layer_id: null,
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(field('Visibility')).toHaveValue('Organisation-wide');
  });

  it('Cancel puts the saved values back', async () => {
    const api = openDetail(mapRead());
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field(/^Name/)).toHaveValue('Demo map');
    expect(field(/^Name/)).toHaveAttribute('readonly');
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('shows each validation message of 5.1 and 5.2 and sends nothing', async () => {
    const api = openDetail(mapRead());
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }));
    const zoomMin = field(/^Minimum Zoom/);
    const zoomMax = field(/^Maximum Zoom/);

    // Required, on the map form: 'Value is required' (Name and both zoom levels).
    await user.clear(field(/^Name/));
    await user.clear(zoomMin);
    await save();
    expect(await screen.findAllByText('Value is required')).toHaveLength(2);

    await user.type(field(/^Name/), 'Demo map');
    await user.type(zoomMin, '1.5');
    await save();
    expect(await screen.findByText('Must be integer')).toBeInTheDocument();

    await user.clear(zoomMin);
    await user.type(zoomMin, '23');
    await save();
    expect(await screen.findByText('Must be integer between 0 and 22')).toBeInTheDocument();

    await user.clear(zoomMin);
    await user.type(zoomMin, '12');
    await user.clear(zoomMax);
    await user.type(zoomMax, '8');
    await save();
    expect(
      await screen.findByText('Maximum Zoom should be greater than Minimum Zoom'),
    ).toBeInTheDocument();

    await user.clear(zoomMax);
    await save();
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it("puts the server's field errors under their fields", async () => {
    const api = signedIn(editor(), {
      'GET /api/maps/1/': { body: mapRead() },
      'PATCH /api/maps/1/': {
        status: 400,
        body: { title: ['Ensure this field has no more than 200 characters.'], detail: 'Fix it' },
      },
    });
    renderApp('/maps/1/detail/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Ensure this field has no more than 200 characters.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Fix it');
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    // Still editing, so that the user can fix it.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('deletes the map after a confirmation, back to the Maps list and out of the switcher', async () => {
    let maps = [mapRead(), mapRead({ id: 2, name: 'Second map', title: 'Second map' })];
    const api = signedIn(editor(), {
      'GET /api/maps/1/': { body: mapRead() },
      'GET /api/organisations/1/maps/': () => ({ body: maps }),
      'GET /api/maps/': () => ({
        body: { count: maps.length, next: null, previous: null, results: maps },
      }),
      'DELETE /api/maps/1/': () => {
        maps = maps.filter((m) => m.id !== 1);
        return { status: 204 };
      },
    });
    const { router, queryClient } = renderApp('/maps/1/detail/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the map “Demo map”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete map' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/'));
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/maps/1/')).toBe(true);
    expect(await screen.findByText('Map “Demo map” deleted')).toBeInTheDocument();
    const switcherMaps = queryClient.getQueryData<MapRead[]>(['maps', 1]);
    expect(switcherMaps?.map((m) => m.id)).toEqual([2]);
  });
});
