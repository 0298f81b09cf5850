import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LayerFileRead } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.js';
import { jsonBody, signedInWithLayer } from '../testApi.js';
import { layerEditor, layerFile, layerRead } from '../testLayers.js';

const shp = layerFile({ bounds: [-7, 53, -6, 54] });
const model = layerFile({ id: 15, name: 'Box.glb', role: 'attachment', attach_where: '__ALL__,*' });
const report = layerFile({ id: 16, name: 'report.pdf', role: 'attachment' });
const PLACE = { lng: -6.5, lat: 53.5, height: 0, heading: 0, scale: 1 };

async function rowOf(name: string) {
  const grid = await screen.findByRole('grid', { name: 'Files' });
  const cell = await within(grid).findByRole('gridcell', { name });
  return cell.closest<HTMLElement>('[role="row"]')!;
}

function serve(first: LayerFileRead) {
  let file = first;
  return signedInWithLayer(layerEditor(), layerRead(), [], {
    'GET /api/layers/2/files/': () => ({ body: [shp, file, report] }),
    'PATCH /api/layers/2/files/15/': (request) => {
      file = { ...file, ...(jsonBody(request) as Pick<LayerFileRead, 'placement'>) };
      return { body: file };
    },
  });
}

describe("a 3D model's place in the layer's files", () => {
  it('is offered for a model only, starts in the middle of the data, and is checked before it is sent', async () => {
    const api = serve(model);
    renderApp('/layers/2/');
    const row = await rowOf('Box.glb');
    expect(
      within(await rowOf('report.pdf')).queryByRole('button', { name: /in 3D/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Place Box.glb in 3D' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place Box.glb in the 3D view' });
    expect(within(dialog).getByLabelText('Longitude (°)')).toHaveValue('-6.5');
    expect(within(dialog).getByLabelText('Latitude (°)')).toHaveValue('53.5');
    const lat = within(dialog).getByLabelText('Latitude (°)');
    await userEvent.clear(lat);
    await userEvent.type(lat, '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a number in range.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await userEvent.clear(lat);
    await userEvent.type(lat, '53.25');
    const heading = within(dialog).getByLabelText('Heading (° clockwise from north)');
    await userEvent.clear(heading);
    await userEvent.type(heading, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'PATCH').map(jsonBody)).toEqual([
      { placement: { ...PLACE, lat: 53.25, heading: 30 } },
    ]);
  });

  it("goes back to the file's own place", async () => {
    const api = serve({ ...model, placement: { ...PLACE, height: 4 } });
    renderApp('/layers/2/');
    const row = await rowOf('Box.glb');
    await userEvent.click(within(row).getByRole('button', { name: 'Place Box.glb in 3D' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Height (m)')).toHaveValue('4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the file’s own place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'PATCH').map(jsonBody)).toEqual([
      { placement: null },
    ]);
  });
});
