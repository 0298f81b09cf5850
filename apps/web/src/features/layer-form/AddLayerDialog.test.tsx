import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LayerRead } from '@waymark/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { PROFILE_KEY } from '../../entities/session/profileQuery.js';
import { AddLayerDialog } from './AddLayerDialog.js';
import { jsonBody } from './testApi.js';
import { layerEditor, layerRead } from './testLayers.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ onDone }: { onDone(layer: LayerRead): void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AddLayerDialog open={open} onClose={() => setOpen(false)} onDone={onDone} />
    </>
  );
}

function renderDialog(onDone = vi.fn()) {
  const view = renderWithProviders(<Harness onDone={onDone} />, '/layers/');
  view.queryClient.setQueryData(PROFILE_KEY, layerEditor({}, { add_layer: true }));
  return { ...view, onDone };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Add a Layer (2.9)', () => {
  it('is titled Add a Layer, 75% wide, with the layer form in edit mode', async () => {
    mockApi({});
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a Layer' });
    expect(dialog).toHaveStyle({ width: '75%' });
    expect(field('Name')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Visibility' })).toHaveTextContent('Owner');
    expect(screen.getByRole('combobox', { name: 'File List Visibility' })).toHaveTextContent('All');
    // A new layer has no attributes, sub-layers or bounds yet.
    expect(screen.queryByRole('combobox', { name: 'Attachment field' })).not.toBeInTheDocument();
    expect(screen.queryByText('Layer Bounds')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('creates the layer, hands it to the done event, closes and starts afresh at zoom 0–21', async () => {
    const created = layerRead({ id: 41, name: 'Bridges', owner: { id: 1 }, visibility: 'OWN' });
    const api = mockApi({ 'POST /api/layers/': { status: 201, body: created } });
    const { onDone } = renderDialog();
    await screen.findByRole('dialog', { name: 'Add a Layer' });
    await userEvent.type(field('Name'), 'Bridges');
    await userEvent.click(screen.getByRole('button', { name: 'Show Advanced fields' }));
    await userEvent.clear(field('Minimum Zoom'));
    await userEvent.type(field('Minimum Zoom'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonBody(api.requests.find((r) => r.method === 'POST'))).toMatchObject({
      name: 'Bridges',
      visibility: 'OWN',
      file_list_visibility: 'ALL',
      zoom_min: 5,
      zoom_max: 21,
      organisation_id: 1,
      popup_type: 'vue-template',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Add a Layer' });
    expect(field('Name')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Show Advanced fields' }));
    expect(field('Minimum Zoom')).toHaveValue('0');
    expect(field('Maximum Zoom')).toHaveValue('21');
  });

  it("shows the answer's field errors under the fields and its status text as the error", async () => {
    mockApi({
      'POST /api/layers/': { status: 400, body: { name: ['This name is taken.'] } },
    });
    const { onDone } = renderDialog();
    await screen.findByRole('dialog', { name: 'Add a Layer' });
    await userEvent.type(field('Name'), 'Bridges');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Status 400');
    expect(field('Name')).toHaveAccessibleDescription('This name is taken.');
    expect(screen.getByRole('dialog', { name: 'Add a Layer' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends nothing without a name', async () => {
    const api = mockApi({});
    renderDialog();
    await screen.findByRole('dialog', { name: 'Add a Layer' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('closes on a click outside, keeping the draft; Cancel clears it', async () => {
    mockApi({});
    renderDialog();
    await screen.findByRole('dialog', { name: 'Add a Layer' });
    await userEvent.type(field('Name'), 'Draft');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
  });
});
