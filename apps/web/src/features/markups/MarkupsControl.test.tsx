import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreUiState } from '../../entities/map/clientMap.js';
import { mapKey } from '../../entities/map/mapsQuery.js';
import type { MapControlId } from '../../entities/map/mapControls.js';
import { MapControls } from '../mapview/controls/MapControls.js';
import { offeredControls } from '../mapview/controls/offeredControls.js';
import { MAP_CONTROLS } from '../../pages/map/mapControls.js';
import { usePopupSections } from '../../map/popupSections.js';
import { openPopup, popupStore } from '../../map/popupStore.js';
import { useShapeActions } from '../../map/shapeActions.js';
import { mapAbilities } from '../../test/abilities.js';
import { map as mapFixture } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { markupsStore } from './markupsStore.js';
import { fakeMap, markup, markupPage } from './testMarkups.js';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderControl(abilities = mapAbilities(), controls: MapControlId[] = ['markups']) {
  const api = mockApi({
    'GET /api/maps/4/markups/geojson/': { body: { type: 'FeatureCollection', features: [] } },
    'GET /api/maps/4/markups/': { body: markupPage([markup()], { open: 1 }) },
    'GET /api/maps/4/markups/11/': { body: markup() },
    'GET /api/organisations/1/markup-categories/': { body: [] },
  });
  const map = fakeMap();
  const data = restoreUiState(mapFixture({ id: 4, controls, abilities }));
  const view = renderWithProviders(<MapControls map={map} data={data} controls={MAP_CONTROLS} />);
  view.queryClient.setQueryData(mapKey(4, null), data);
  return { ...view, api, map, data, user: userEvent.setup({ delay: null }) };
}

describe('the Markups control', () => {
  it('is offered where the map’s abilities say view_markups, and opens its panel', async () => {
    const { map, user, api } = renderControl();
    const button = await screen.findByRole('button', { name: 'Markups' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // The layer is drawn from the start.
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/maps/4/markups/geojson/')).toBe(true),
    );
    await user.click(button);
    const panel = await within(map.getContainer()).findByRole('region', { name: 'Markups' });
    expect(await within(panel).findByText('Blocked culvert')).toBeVisible();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Close markups' }));
    expect(within(map.getContainer()).queryByRole('region', { name: 'Markups' })).toBeNull();
  });

  it('is not offered without view_markups', async () => {
    const refused = mapAbilities(true, { view_markups: false });
    expect(offeredControls(['markups', 'measure'], refused, MAP_CONTROLS)).toEqual(['measure']);
    expect(offeredControls(['markups'], mapAbilities(), MAP_CONTROLS)).toEqual(['markups']);
    renderControl(refused, ['markups', 'measure']);
    // Measure Distance, offered beside it, is there: the controls have been drawn.
    expect(await screen.findByRole('button', { name: 'Measure Distance' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Markups' })).toBeNull();
  });

  it('opens the markup a link names (?markup=) and keeps the open one in the URL', async () => {
    window.history.replaceState(null, '', '/maps/4/?markup=11');
    const { map } = renderControl();
    const panel = await within(map.getContainer()).findByRole('region', { name: 'Markups' });
    expect(await within(panel).findByRole('heading', { name: 'Blocked culvert' })).toBeVisible();
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalled());
    act(() => markupsStore.set((state) => ({ ...state, view: { kind: 'list' } })));
    expect(window.location.search).toBe('');
  });

  it('adds the feature’s markups and “Report an issue here” to its popup', async () => {
    const { user, queryClient } = renderControl();
    await screen.findByRole('button', { name: 'Markups' });
    const sections = renderHook(() => usePopupSections(4));
    await waitFor(() => expect(sections.result.current).toHaveLength(1));
    const Section = sections.result.current[0]!;
    const feature = { layerId: 3, fid: 12, properties: {}, lngLat: { lng: -71.7, lat: 42.4 } };
    openPopup(feature);
    mockApi({
      'GET /api/maps/4/markups/': { body: markupPage([markup({ title: 'Cracked bearing' })]) },
    });
    renderWithProviders(<Section feature={feature} mapId={4} />).queryClient.setQueryData(
      mapKey(4, null),
      queryClient.getQueryData(mapKey(4, null)),
    );
    const section = await screen.findByRole('region', { name: 'Markups' });
    expect(await within(section).findByRole('button', { name: 'Cracked bearing' })).toBeVisible();
    await user.click(await within(section).findByRole('button', { name: 'Report an issue here' }));
    expect(popupStore.get().dialog).toBe(false);
    expect(markupsStore.get()).toMatchObject({
      open: true,
      view: {
        kind: 'create',
        draft: {
          shape: 'point',
          geometry: { type: 'Point', coordinates: [-71.7, 42.4] },
          feature: { layer: 3, fid: '12' },
        },
      },
    });
  });

  it('offers the measuring tool “Create a markup from this”, where markups may be added', async () => {
    const { map } = renderControl();
    await screen.findByRole('button', { name: 'Markups' });
    const actions = renderHook(() => useShapeActions(map));
    await waitFor(() =>
      expect(actions.result.current.map((a) => a.label)).toEqual(['Create a markup from this']),
    );
    act(() =>
      actions.result.current[0]!.run({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
    );
    expect(markupsStore.get().view).toMatchObject({ kind: 'create', draft: { shape: 'line' } });
  });
});
