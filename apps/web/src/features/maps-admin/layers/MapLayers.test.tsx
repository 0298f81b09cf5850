import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LayerRead, MapRead } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapAbilities } from '../../../test/abilities.js';
import { profileWith } from '../../../test/fixtures.js';
import { renderApp } from '../../../test/renderApp.js';
import type { MockRequest } from '../../../test/mockApi.js';
import { editor, jsonOf, layerRead, mapRead, page, signedIn } from '../testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const corridor = layerRead({ id: 2, name: 'Survey Corridor', type: 'vector' });
const orthophotos = layerRead({ id: 3, name: 'Orthophotos', type: 'raster' });
const culverts = layerRead({ id: 4, name: 'Culverts', type: 'vector' });

/** The map with its layers in drawing order (the first at the bottom); the server follows. */
function serveMap(layers: LayerRead[], extra: Partial<MapRead> = {}, me = editor()) {
  let current = mapRead({ layers, ...extra });
  const byId = new Map([corridor, orthophotos, culverts].map((l) => [l.id, l]));
  const answer = () => ({ body: current });
  return signedIn(me, {
    'GET /api/maps/1/': answer,
    'PUT /api/maps/1/layers/': (request: MockRequest) => {
      const { layer_ids } = jsonOf(request) as { layer_ids: number[] };
      current = { ...current, layers: layer_ids.map((id) => byId.get(id)!) };
      return answer();
    },
    'PATCH /api/maps/1/layer/4/': () => {
      current = { ...current, layers: [...current.layers, culverts] };
      return answer();
    },
    'DELETE /api/maps/1/layer/3/': () => {
      current = { ...current, layers: current.layers.filter((l) => l.id !== 3) };
      return answer();
    },
    'GET /api/layers/': { body: page([corridor, culverts]) },
  });
}

const layerList = () => screen.findByRole('list', { name: 'Layers of the map, top layer first' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe("the map's layers (/maps/:id/detail/)", () => {
  it('lists the layers as the viewer draws them, top first, each with its type and a link', async () => {
    serveMap([corridor, orthophotos]);
    renderApp('/maps/1/detail/');
    const list = await layerList();
    expect(names(list)).toEqual(['Orthophotos', 'Survey Corridor']);
    expect(within(list).getByRole('link', { name: 'Orthophotos' })).toHaveAttribute(
      'href',
      '/layers/3/',
    );
    expect(within(list).getByText('Raster')).toBeInTheDocument();
    expect(within(list).getByText('Vector')).toBeInTheDocument();
  });

  it('moves a layer with its arrows and saves the order (first drawn first)', async () => {
    const api = serveMap([corridor, orthophotos]);
    renderApp('/maps/1/detail/');
    const user = userEvent.setup({ delay: null });
    const list = await layerList();
    expect(within(list).getByRole('button', { name: 'Move Orthophotos up' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Move Survey Corridor up' }));
    await waitFor(() => expect(names(list)).toEqual(['Survey Corridor', 'Orthophotos']));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PUT'))).toEqual({ layer_ids: [3, 2] });
    expect(screen.getByText('Survey Corridor is now at position 1 of 2')).toBeInTheDocument();
  });

  it('moves a layer by dragging it onto another', async () => {
    const api = serveMap([corridor, orthophotos]);
    renderApp('/maps/1/detail/');
    const list = await layerList();
    const [top, bottom] = within(list).getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(top!, { dataTransfer });
    // jsdom has no layout: the pointer counts as in the lower half of the row, so after it.
    fireEvent.dragOver(bottom!, { dataTransfer, clientY: 1 });
    fireEvent.drop(bottom!, { dataTransfer, clientY: 1 });
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PUT'))).toEqual({ layer_ids: [3, 2] });
    await waitFor(() => expect(names(list)).toEqual(['Survey Corridor', 'Orthophotos']));
  });

  it('attaches a layer of the organisation found by name, and detaches one', async () => {
    const api = serveMap([corridor, orthophotos]);
    renderApp('/maps/1/detail/');
    const user = userEvent.setup({ delay: null });
    await layerList();
    const search = screen.getByRole('combobox', { name: 'Add a layer of the organisation' });
    await user.type(search, 'c');
    // Sent once typing pauses (275 ms), to the layers of the current organisation.
    await waitFor(() =>
      expect(
        api.requests.some((r) => r.path === '/api/layers/' && r.search.includes('search=c')),
      ).toBe(true),
    );
    const options = await screen.findByRole('listbox');
    // Already on the map: shown, but cannot be chosen.
    expect(within(options).getByRole('option', { name: /Survey Corridor/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(options).getByRole('option', { name: /Culverts/ }));
    await screen.findByText('Layer “Culverts” added to the map');
    const layersCall = api.requests.find(
      (r) => r.path === '/api/layers/' && r.search.includes('search=c'),
    );
    expect(new URLSearchParams(layersCall?.search).get('organisation')).toBe('1');
    expect(
      api.requests.some((r) => r.method === 'PATCH' && r.path === '/api/maps/1/layer/4/'),
    ).toBe(true);
    const list = await layerList();
    await waitFor(() =>
      expect(names(list)).toEqual(['Culverts', 'Orthophotos', 'Survey Corridor']),
    );

    await user.click(
      within(list).getByRole('button', { name: 'Remove Orthophotos from this map' }),
    );
    await screen.findByText('Layer “Orthophotos” removed from the map');
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/maps/1/layer/3/'),
    ).toBe(true);
    await waitFor(() => expect(names(list)).toEqual(['Culverts', 'Survey Corridor']));
  });

  it('offers no changes of the layers when the map’s abilities.change is false', async () => {
    serveMap([corridor, orthophotos], { abilities: mapAbilities(false, { view: true }) });
    renderApp('/maps/1/detail/');
    const list = await layerList();
    expect(names(list)).toEqual(['Orthophotos', 'Survey Corridor']);
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Add a layer of the organisation' })).toBeNull();
  });

  it("shows each layer's processing while it lasts, on a map the user only reads", async () => {
    let progress = 40;
    const busy = () =>
      layerRead({
        id: 2,
        name: 'Survey Corridor',
        type: 'vector',
        status: progress < 100 ? 'processing' : 'ready',
        progress,
      });
    const failed = layerRead({
      id: 3,
      name: 'Orthophotos',
      type: 'raster',
      status: 'error',
      error_code: 2,
    });
    // An uploader who may open no settings screen: the detail opens all the same, read-only.
    signedIn(profileWith({ upload: true }), {
      'GET /api/maps/1/': () => ({
        body: mapRead({ layers: [busy(), failed], abilities: mapAbilities(false, { view: true }) }),
      }),
    });
    renderApp('/maps/1/detail/');
    const list = await layerList();
    expect(within(list).getByTestId('map-layer-state-2')).toHaveTextContent('Processing 40%');
    expect(within(list).getByTestId('map-layer-state-3')).toHaveTextContent(/.+/);
    expect(within(list).queryByRole('button')).toBeNull();
    // Asked for again while a layer is busy: the finished layer says nothing more.
    progress = 100;
    await waitFor(() => expect(within(list).queryByTestId('map-layer-state-2')).toBeNull(), {
      timeout: 5000,
    });
    expect(within(list).getByTestId('map-layer-state-3')).toBeInTheDocument();
  });
});
