import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IControl, Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapAbilities } from '../../../test/abilities.js';
import { map as mapFixture, profile } from '../../../test/fixtures.js';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { restoreUiState } from '../../../entities/map/clientMap.js';
import { shareWithToken } from '../../map-share/testShares.js';
import { PROFILE_KEY } from '../../../entities/session/profileQuery.js';
// The controls the map page composes: these tests follow a control from its button on.
import { MAP_CONTROLS } from '../../../pages/map/mapControls.js';
import { MapControls } from './MapControls.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Enough of a MapLibre map for the controls: a control corner and the view on screen. */
function fakeMap() {
  const corner = document.createElement('div');
  corner.setAttribute('data-testid', 'control-corner');
  document.body.appendChild(corner);
  const controls = new Set<IControl>();
  const map = {
    addControl(control: IControl) {
      controls.add(control);
      corner.appendChild(control.onAdd(map as unknown as MapLibreMap));
      return map;
    },
    hasControl: (control: IControl) => controls.has(control),
    removeControl(control: IControl) {
      controls.delete(control);
      control.onRemove(map as unknown as MapLibreMap);
      return map;
    },
    getBounds: () => ({
      getWest: () => -71.9,
      getSouth: () => 42.2,
      getEast: () => -71.6,
      getNorth: () => 42.5,
    }),
  };
  return { map: map as unknown as MapLibreMap, corner };
}

/** The controls of a map whose abilities.share is `share`, offering `controls`. */
function renderControls(share: boolean, controls = mapFixture().controls) {
  const { map, corner } = fakeMap();
  const data = restoreUiState(
    mapFixture({
      id: 4,
      title: 'Corridor survey',
      controls,
      extent: [-73, 41, -70, 43],
      abilities: mapAbilities(true, { share }),
    }),
  );
  const view = renderWithProviders(<MapControls map={map} data={data} controls={MAP_CONTROLS} />);
  act(() => view.queryClient.setQueryData(PROFILE_KEY, profile()));
  return { ...view, corner };
}

describe('the map controls', () => {
  it("offer 'Map Share' when the map has it and its abilities.share is true", async () => {
    const { corner } = renderControls(true, ['map_share', 'measure']);
    const button = await within(corner).findByRole('button', { name: 'Map Share' });
    expect(button.closest('.maplibregl-ctrl-group')).not.toBeNull();
    // Measure Distance is for everyone who sees the map.
    expect(await within(corner).findByRole('button', { name: 'Measure Distance' })).toBeVisible();
    expect(within(corner).getAllByRole('button')).toHaveLength(2);
  });

  it('offer no Map Share when abilities.share is false, nor on a map without the control', async () => {
    const first = renderControls(false, ['map_share']);
    await waitFor(() => expect(first.queryClient.getQueryData(PROFILE_KEY)).toBeDefined());
    expect(within(first.corner).queryByRole('button')).toBeNull();
    first.unmount();
    const second = renderControls(true, []);
    await waitFor(() => expect(second.queryClient.getQueryData(PROFILE_KEY)).toBeDefined());
    expect(within(second.corner).queryByRole('button')).toBeNull();
  });

  it('share the current view for one day, and show the link once with a copy button', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 10, 9, 0));
    vi.stubGlobal('isSecureContext', true);
    const created = shareWithToken({ map: 4, bounds: [-71.9, 42.2, -71.6, 42.5] });
    const api = mockApi({ 'POST /api/mapshares/': { status: 201, body: created } });
    const user = userEvent.setup({ delay: null });
    const { corner } = renderControls(true, ['map_share']);
    await user.click(await within(corner).findByRole('button', { name: 'Map Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Corridor survey' });
    const expiry = within(dialog).getByRole('textbox', { name: 'Link valid until' });
    // A week unless chosen otherwise.
    expect(expiry).toHaveValue('17/03/2026 09:00');
    await user.click(within(dialog).getByRole('button', { name: '1 day' }));
    expect(expiry).toHaveValue('11/03/2026 09:00');
    await user.click(within(dialog).getByRole('radio', { name: 'Current view' }));
    expect(within(dialog).getByText(/West -71\.9000°, South 42\.2000°/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'For the council');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(created.link);
    const post = api.requests.find((r) => r.path === '/api/mapshares/');
    expect(JSON.parse(String(post?.body))).toEqual({
      map: 4,
      expiry: new Date(2026, 2, 11, 9, 0).toISOString(),
      bounds: [-71.9, 42.2, -71.6, 42.5],
      note: 'For the council',
      markups: 'hidden',
    });
    expect(within(dialog).getByText(/It is shown only this once/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save QR code' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(created.link);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an expiry in the past, sends a drawn box, and shows server errors under the field', async () => {
    const api = mockApi({
      'POST /api/mapshares/': {
        status: 400,
        body: { expiry: ['A share lasts at most 366 days.'] },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { corner } = renderControls(true, ['map_share']);
    await user.click(await within(corner).findByRole('button', { name: 'Map Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Corridor survey' });
    const expiry = within(dialog).getByRole('textbox', { name: 'Link valid until' });
    await user.clear(expiry);
    await user.type(expiry, '01/01/2020 10:00');
    await user.click(within(dialog).getByRole('radio', { name: 'Draw a box' }));
    // Drawing starts from the view on screen, which the user then adjusts.
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Choose a time in the future')).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/mapshares/')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: '1 month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('A share lasts at most 366 days.')).toBeInTheDocument();
    const sent = JSON.parse(String(api.requests.find((r) => r.path === '/api/mapshares/')?.body));
    expect(sent.bounds).toEqual([-71.9, 42.2, -71.6, 42.5]);
  });
});
