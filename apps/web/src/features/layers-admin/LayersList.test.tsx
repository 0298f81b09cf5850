import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LayerRead } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerAbilities } from '../../test/abilities.js';
import { profileWith } from '../../test/fixtures.js';
import { renderApp } from '../../test/renderApp.js';
import { signedInWithLayer } from '../layer-form/testApi.js';
import { layerEditor, layerRead } from '../layer-form/testLayers.js';
import { LAYER_TYPE_COLOURS, layerTypeColour } from '../../entities/layer/layerTypeColour.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (results: LayerRead[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

const corridor = layerRead();
const ortho = layerRead({
  id: 5,
  name: 'Orthophotos',
  type: 'raster',
  visibility: 'OWN',
  owner: { id: 9 },
  owner_name: 'Brid Walsh',
  abilities: layerAbilities(true, { delete: false }),
  status: 'processing',
  progress: 45,
  file_count: 2,
  feature_count: 0,
});
const broken = layerRead({
  id: 6,
  name: 'Broken drawing',
  status: 'error',
  error_code: 8,
  owner: { id: 9 },
  visibility: 'ORG',
});

async function rowOf(text: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name: 'Layers' });
  const cell = await within(grid).findByText(text);
  const row = cell.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
}

describe('layers list (/layers/)', () => {
  it("lists the current organisation's layers with type, state, counts, visibility, owner and date", async () => {
    const api = signedInWithLayer(layerEditor(), null, [], {
      'GET /api/layers/': { body: page([corridor, ortho, broken]) },
    });
    renderApp('/layers/?ordering=-updated_at');
    const row = await rowOf('Survey Corridor');
    expect(within(row).getByText('Vector')).toBeInTheDocument();
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    expect(within(row).getByText('Features: 40')).toBeInTheDocument();
    expect(within(row).getByText('Organisation-wide')).toBeInTheDocument();
    expect(within(row).getByText('Ada Byrne')).toBeInTheDocument();
    const updated = new Date('2026-11-22T08:30:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      within(row).getByText(`22/11/2026 ${pad(updated.getHours())}:${pad(updated.getMinutes())}`),
    ).toBeInTheDocument();

    const orthoRow = await rowOf('Orthophotos');
    expect(within(orthoRow).getByText('Raster')).toBeInTheDocument();
    expect(within(orthoRow).getByText('Processing 45%')).toBeInTheDocument();
    expect(within(orthoRow).getByText('Files: 2')).toBeInTheDocument();
    expect(within(orthoRow).getByText('Owner')).toBeInTheDocument();

    const brokenRow = await rowOf('Broken drawing');
    expect(within(brokenRow).getByText('Error 8 PROJECTION')).toBeInTheDocument();
    await userEvent.hover(within(brokenRow).getByText('Error 8 PROJECTION'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Invalid projection');

    const call = api.requests.find((r) => r.path === '/api/layers/');
    const query = new URLSearchParams(call?.search);
    expect(Object.fromEntries(query)).toEqual({
      organisation: '1',
      page: '1',
      items: '100',
      ordering: '-updated_at',
    });
  });

  it('sorts by the columns the server sorts by, and only those', async () => {
    const api = signedInWithLayer(layerEditor(), null, [], {
      'GET /api/layers/': { body: page([corridor]) },
    });
    const { router } = renderApp('/layers/');
    await rowOf('Survey Corridor');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    const sortable = 'MuiDataGrid-columnHeader--sortable';
    for (const name of ['Name', 'Type', 'Visibility', 'Updated']) {
      expect(header(name)).toHaveClass(sortable);
    }
    for (const name of ['Status', 'Features or files', 'Owner']) {
      expect(header(name)).not.toHaveClass(sortable);
    }
    await userEvent.click(within(header('Name')).getByText('Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=name'));
    await waitFor(() =>
      expect(api.requests.some((r) => r.search.includes('ordering=name'))).toBe(true),
    );
  });

  it('searches by name', async () => {
    const api = signedInWithLayer(layerEditor(), null, [], {
      'GET /api/layers/': { body: page([corridor]) },
    });
    renderApp('/layers/');
    await rowOf('Survey Corridor');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search layers' }), 'ortho');
    await waitFor(() =>
      expect(
        api.requests.some((r) => new URLSearchParams(r.search).get('search') === 'ortho'),
      ).toBe(true),
    );
  });

  it('keeps its page when sorted, and its dialogs open while the list changes', async () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      layerRead({ id: i + 10, name: `Layer ${i}` }),
    );
    signedInWithLayer(layerEditor({}, { add_layer: true }), null, [], {
      'GET /api/layers/': { body: page(many, 130) },
    });
    const { router } = renderApp('/layers/?ordering=-name');
    await rowOf('Layer 0');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-name&page=2'));
    // The grid takes no new sort model for the same order, which would send it back to page 1.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe('?ordering=-name&page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByRole('dialog', { name: 'Add a Layer' });
    await router.navigate('/layers/?ordering=name', { replace: true });
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=name'));
    expect(screen.getByRole('dialog', { name: 'Add a Layer' })).toBeInTheDocument();
  });

  it('opens a layer on a row click', async () => {
    signedInWithLayer(layerEditor(), corridor, [], {
      'GET /api/layers/': { body: page([corridor]) },
    });
    const { router } = renderApp('/layers/');
    await userEvent.click(await rowOf('Survey Corridor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/layers/2/'));
  });

  it('offers delete where the layer’s abilities.delete is true; the row goes on 204', async () => {
    let deleted = false;
    const api = signedInWithLayer(layerEditor(), null, [], {
      'GET /api/layers/': () => ({ body: page(deleted ? [ortho] : [corridor, ortho]) }),
      'DELETE /api/layers/2/': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderApp('/layers/');
    const orthoRow = await rowOf('Orthophotos');
    // abilities.delete is false: no delete.
    expect(within(orthoRow).queryByRole('button', { name: 'Delete Orthophotos' })).toBeNull();
    const row = await rowOf('Survey Corridor');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Survey Corridor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Survey Corridor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Survey Corridor')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/layers/2/')).toBe(
      true,
    );
  });

  it("offers 'Create' when the organisation's add_layer is true, and opens Add a Layer", async () => {
    signedInWithLayer(layerEditor({}, { add_layer: true }), null, [], {
      'GET /api/layers/': { body: page([]) },
    });
    renderApp('/layers/');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Add a Layer' })).toBeInTheDocument();
  });

  it("has no 'Create' when the organisation's add_layer is false", async () => {
    signedInWithLayer(layerEditor({}, { add_layer: false }), null, [], {
      'GET /api/layers/': { body: page([corridor]) },
    });
    renderApp('/layers/');
    await rowOf('Survey Corridor');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('sends nothing without an organisation, and says so in the log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = signedInWithLayer({ ...layerEditor(), organisations: [] }, null);
    renderApp('/layers/');
    await screen.findByRole('grid', { name: 'Layers' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('getOrganisationLayers failed'));
    expect(api.requests.some((r) => r.path === '/api/layers/')).toBe(false);
  });

  it('sends a user whose open_layers_settings is false to the permission-denied page', async () => {
    const api = signedInWithLayer(
      profileWith({ administer: true, upload: true, open_maps_settings: true }),
      null,
    );
    renderApp('/layers/');
    expect(
      await screen.findByText('You dont have permission to complete action'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/layers/')).toBe(false);
  });
});

describe('layer type colours (shared with the upload dialog)', () => {
  it('are blue for vector, orange for raster, red for new, grey otherwise', () => {
    expect(layerTypeColour('vector')).toBe(LAYER_TYPE_COLOURS.vector);
    expect(layerTypeColour('raster')).toBe(LAYER_TYPE_COLOURS.raster);
    expect(layerTypeColour('vector', true)).toBe(LAYER_TYPE_COLOURS.new);
    expect(layerTypeColour('photo')).toBe(LAYER_TYPE_COLOURS.other);
    expect(layerTypeColour(null)).toBe(LAYER_TYPE_COLOURS.other);
  });
});
