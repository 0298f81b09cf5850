import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerAbilities } from '../../test/abilities.js';
import { profileWith } from '../../test/fixtures.js';
import { renderApp } from '../../test/renderApp.js';
import { jsonBody, signedInWithLayer } from './testApi.js';
import { cadLayer, layerEditor, layerRead } from './testLayers.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const someoneElse = { id: 9 };

async function openLayer(path = '/layers/2/') {
  renderApp(path);
  return screen.findByRole('heading', { level: 2, name: /Survey Corridor|Line Mapping/ });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('layer screen (2.10): read-only until Edit', () => {
  it('shows the layer read-only, with Edit for its owner', async () => {
    signedInWithLayer(layerEditor(), layerRead());
    await openLayer();
    expect(screen.getByRole('link', { name: 'Back to the layers' })).toHaveAttribute(
      'href',
      '/layers/',
    );
    expect(field('Name')).toHaveAttribute('readonly');
    expect(field('Name')).toHaveValue('Survey Corridor');
    expect(field('Description')).toHaveAttribute('readonly');
    expect(field('Visibility')).toHaveValue('Organisation-wide');
    expect(field('File List Visibility')).toHaveValue('All');
    expect(field('Attachment field')).toHaveValue('SENDISTNUM');
    expect(field('Search field')).toHaveValue('SENATOR');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Name')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Visibility' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows a stored field the data no longer has, marked, and offers the fields it has', async () => {
    // Its file replaced by one with other fields: SENATOR and SENDISTNUM are gone.
    signedInWithLayer(layerEditor(), layerRead({ attributes: ['ELR', 'name'] }));
    await openLayer();
    expect(field('Search field')).toHaveValue('SENATOR (not in the layer’s data)');
    expect(field('Attachment field')).toHaveValue('SENDISTNUM (not in the layer’s data)');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Search field' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'None',
      'ELR',
      'name',
      'SENATOR (not in the layer’s data)',
    ]);
  });

  it('has no Edit when the layer’s abilities.change is false', async () => {
    signedInWithLayer(
      layerEditor(),
      layerRead({ owner: someoneElse, abilities: layerAbilities(false, { view: true }) }),
    );
    await openLayer();
    expect(screen.getByText('You can look at this layer but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('readonly');
  });

  it('opens to a reader who may not open the Layers screen, read-only, with no way back there', async () => {
    signedInWithLayer(
      profileWith({ upload: true }),
      layerRead({ abilities: layerAbilities(false, { view: true, upload: true }) }),
    );
    await openLayer();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the layers' })).not.toBeInTheDocument();
    expect(screen.queryByText('You dont have permission to complete action')).toBeNull();
  });

  it('lets the layer be changed by abilities.change, its visibility only by change_visibility', async () => {
    signedInWithLayer(
      layerEditor(),
      layerRead({
        owner: someoneElse,
        abilities: layerAbilities(true, { change_visibility: false }),
      }),
    );
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Name')).not.toHaveAttribute('readonly');
    expect(field('Visibility')).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Visibility' })).not.toBeInTheDocument();
    expect(screen.getByText('Only the owner can change the visibility')).toBeInTheDocument();
  });

  it('Cancel puts the saved layer back', async () => {
    const api = signedInWithLayer(layerEditor(), layerRead());
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Name')).toHaveValue('Survey Corridor');
    expect(field('Name')).toHaveAttribute('readonly');
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});

describe('layer screen: validation (5.1, 5.2)', () => {
  async function editAdvanced() {
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Advanced fields' }));
    expect(screen.getByRole('button', { name: 'Hide advanced fields' })).toBeInTheDocument();
  }

  async function typeInto(name: string, text: string) {
    await userEvent.clear(field(name));
    if (text) await userEvent.type(field(name), text);
  }

  it('shows each message under its field and sends nothing', async () => {
    const api = signedInWithLayer(layerEditor(), layerRead());
    await openLayer();
    await editAdvanced();
    expect(screen.getByText('Minimum zoom level of the layer')).toBeInTheDocument();
    expect(screen.getByText('Maximum zoom level of the layer')).toBeInTheDocument();
    await typeInto('Name', '');
    await typeInto('Minimum Zoom', '1.5');
    await typeInto('Maximum Zoom', '23');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(screen.getByText('Must be integer')).toBeInTheDocument();
    expect(screen.getByText('Must be integer between 0 and 22')).toBeInTheDocument();
    await typeInto('Minimum Zoom', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Value is required')).toHaveLength(2));
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('blocks Save when Maximum Zoom is below Minimum Zoom, saying so under Maximum Zoom', async () => {
    const api = signedInWithLayer(layerEditor(), layerRead());
    await openLayer();
    await editAdvanced();
    await typeInto('Minimum Zoom', '14');
    await typeInto('Maximum Zoom', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Maximum Zoom should be greater than Minimum Zoom');
    expect(field('Maximum Zoom')).toHaveAccessibleDescription(
      'Maximum Zoom should be greater than Minimum Zoom',
    );
    expect(message).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});

describe('layer screen: saving', () => {
  it('PATCHes the whole layer and shows it read-only again', async () => {
    const saved = layerRead({ name: 'Bridges' });
    const api = signedInWithLayer(layerEditor(), layerRead(), [], {
      'PATCH /api/layers/2/': { body: saved },
    });
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Bridges');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Found while shown: the notice hides itself after a while, which a loaded machine can reach.
    await screen.findByText('Layer saved');
    await waitFor(() => expect(field('Name')).toHaveAttribute('readonly'));
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(jsonBody(patch)).toMatchObject({
      name: 'Bridges',
      description: 'Senate districts',
      visibility: 'ORG',
      zoom_min: 0,
      zoom_max: 21,
      popup: '<popup-tabs />',
      popup_type: 'vue-template',
      organisation_id: 1,
    });
  });

  it("puts the server's field errors under their fields and its status text above", async () => {
    signedInWithLayer(layerEditor(), layerRead(), [], {
      'PATCH /api/layers/2/': {
        status: 400,
        body: {
          name: ['A layer with this name exists.'],
          description: ['Too long.'],
          attribution: ['Not allowed.'],
          zoom_min: ['Server says no.'],
          zoom_max: ['Maximum Zoom should be greater than Minimum Zoom'],
        },
      },
    });
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const general = await screen.findByText(/^Status 400/);
    expect(general.closest('[role="alert"]')).not.toBeNull();
    expect(field('Name')).toHaveAccessibleDescription('A layer with this name exists.');
    expect(field('Description')).toHaveAccessibleDescription('Too long.');
    expect(field('Attribution')).toHaveAccessibleDescription('Not allowed.');
    // Errors under the advanced fields open them.
    expect(field('Minimum Zoom')).toHaveAccessibleDescription('Server says no.');
    expect(field('Maximum Zoom')).toHaveAccessibleDescription(
      'Maximum Zoom should be greater than Minimum Zoom',
    );
  });
});

describe('layer screen: fields by kind of layer', () => {
  it('has no attachment and search fields and no editors for a raster layer', async () => {
    signedInWithLayer(
      layerEditor(),
      layerRead({ type: 'raster', attributes: [], attachment_field: null, search_field: null }),
    );
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Advanced fields' }));
    expect(screen.queryByRole('combobox', { name: 'Attachment field' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search field' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum Zoom' })).toBeInTheDocument();
    expect(screen.queryByText('JSON value to style layer')).not.toBeInTheDocument();
    expect(screen.queryByText('JSON value to style layer label')).not.toBeInTheDocument();
    expect(screen.queryByText('Vue template code for popup display')).not.toBeInTheDocument();
  });

  it('has the three editors with their hints for a vector layer', async () => {
    signedInWithLayer(layerEditor(), layerRead({ style: [{ type: 'line' }] }));
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Show Advanced fields' }));
    expect(screen.getByRole('heading', { name: 'Style' })).toBeInTheDocument();
    expect(screen.getByText('JSON value to style layer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Label' })).toBeInTheDocument();
    expect(screen.getByText('JSON value to style layer label')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vue popup Template' })).toBeInTheDocument();
    expect(screen.getByText('Vue template code for popup display')).toBeInTheDocument();
    // Read mode shows the JSON; no template menus.
    expect(screen.getByText(/"type": "line"/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Style template' })).not.toBeInTheDocument();
    // The preview cannot draw without WebGL, and says so.
    expect(screen.getByText(/WebGL is not available/)).toBeInTheDocument();
  });

  it('shows sub-layers as chips, and in edit mode All, Clear, Inverse and the count', async () => {
    signedInWithLayer(layerEditor(), cadLayer(), [], {
      'GET /api/layers/3/': { body: cadLayer() },
      'GET /api/layers/3/files/': { body: [] },
    });
    await openLayer('/layers/3/');
    await userEvent.click(screen.getByRole('button', { name: 'Show Advanced fields' }));
    const chips = screen.getByRole('list', { name: 'Sub layers' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['DIMENSIONS', 'TEXT']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('combobox', { name: 'Filter By Sub-layers' })).toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inverse' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter By Sub-layers' })).toHaveTextContent(
      '0BORDER',
    );
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByText('None chosen: every sub-layer is shown')).toBeInTheDocument();
  });

  it('keeps the mini popup fields disabled unless the mini popup is on', async () => {
    signedInWithLayer(layerEditor(), layerRead());
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show Advanced fields' }));
    const fields = screen.getByRole('combobox', { name: 'Fields shown in mini popup' });
    expect(fields).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('combobox', { name: 'Show mini popup on hover' }));
    await userEvent.click(screen.getByRole('option', { name: 'Enabled' }));
    expect(
      screen.getByRole('combobox', { name: 'Fields shown in mini popup' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('checkbox', { name: 'Show legend (experimental)' })).toBeEnabled();
  });

  it('offers the visibility and file list options of section 9', async () => {
    signedInWithLayer(layerEditor(), layerRead());
    await openLayer();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Visibility' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Owner',
      'Organisation-wide',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: 'File List Visibility' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Geospatial files only',
      'Attachment files only',
      "Don't show any files in the files side bar",
    ]);
  });
});
