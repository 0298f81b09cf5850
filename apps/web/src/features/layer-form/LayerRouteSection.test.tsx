import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.js';
import { jsonBody, signedInWithLayer } from './testApi.js';
import { layerEditor, layerRead } from './testLayers.js';

const LINES = layerRead({ route_capable: true, attributes: ['ELR', 'name'] });

async function openLayer() {
  renderApp('/layers/2/');
  await screen.findByRole('heading', { level: 2, name: 'Survey Corridor' });
}

describe('layer form: Route (chainage / mileage)', () => {
  it('is offered for a layer of lines only', async () => {
    signedInWithLayer(layerEditor(), layerRead({ route_capable: false }));
    await openLayer();
    expect(screen.queryByRole('heading', { name: 'Route (chainage / mileage)' })).toBeNull();
  });

  it('makes the layer a route: name field, unit and start offset in the PATCH', async () => {
    const api = signedInWithLayer(layerEditor(), LINES, [], {
      'PATCH /api/layers/2/': { body: { ...LINES, route_enabled: true } },
    });
    await openLayer();
    const section = screen.getByTestId('layer-route-section');
    expect(within(section).getByRole('textbox', { name: 'Unit' })).toHaveValue(
      'Kilometres (km 3+200)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const offset = within(section).getByRole('textbox', { name: 'Start offset' });
    // Off until the switch is on.
    expect(offset).toBeDisabled();
    await userEvent.click(within(section).getByLabelText('Use as a route'));
    await userEvent.click(within(section).getByRole('combobox', { name: 'Route name field' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ELR' }));
    await userEvent.click(within(section).getByRole('combobox', { name: 'Unit' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Miles and chains (12 m 40 ch)' }),
    );
    await userEvent.clear(offset);
    await userEvent.type(offset, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(jsonBody(api.requests.find((r) => r.method === 'PATCH'))).toMatchObject({
      route_enabled: true,
      route_name_field: 'ELR',
      route_unit: 'mi',
      route_start_offset: 12.5,
    });
  });

  it('does not save a start offset that is not a number, and shows the server’s error', async () => {
    const api = signedInWithLayer(layerEditor(), LINES, [], {
      'PATCH /api/layers/2/': {
        status: 400,
        body: { route_enabled: ['Only a layer of lines can be a route.'] },
      },
    });
    await openLayer();
    const section = screen.getByTestId('layer-route-section');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(section).getByLabelText('Use as a route'));
    const offset = within(section).getByRole('textbox', { name: 'Start offset' });
    await userEvent.clear(offset);
    await userEvent.type(offset, 'MP 3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Enter a number between -1000000 and 1000000'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PATCH')).toBe(false);
    await userEvent.clear(offset);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Only a layer of lines can be a route.'),
    ).toBeInTheDocument();
  });
});
