import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { PopupDialog } from './PopupDialog.js';
import { BRIDGE, BRIDGE_FILES, BRIDGE_LAYER } from './test/popupFixtures.js';

vi.mock('./viewers/index.js', async () => (await import('./test/viewerStubs.js')).viewersModule());

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const MEASURE = '/api/maps/5/layers/2/features/17/measure/';
const CLICKED = { ...BRIDGE, lngLat: { lng: -6.25, lat: 53.35 } };

function open(answer: unknown, route = true) {
  const api = mockApi({
    'GET /api/layers/2/files/': { body: BRIDGE_FILES },
    [`GET ${MEASURE}`]: { body: answer },
  });
  renderWithProviders(
    <PopupDialog feature={CLICKED} layer={{ ...BRIDGE_LAYER, route_enabled: route }} mapId={5} />,
  );
  return api;
}

describe('the popup of a route’s line', () => {
  it('shows the chainage at the clicked point, asked where it was clicked', async () => {
    const api = open({
      layerId: 2,
      fid: 17,
      unit: 'km',
      measure: 3.214,
      text: 'km 3+214',
      route: null,
      offset: 0.2,
    });
    expect(await screen.findByTestId('popup-route-measure')).toHaveTextContent(
      'Chainage: km 3+214',
    );
    const asked = api.requests.find((r) => r.path === MEASURE)!;
    expect(new URLSearchParams(asked.search).get('lng')).toBe('-6.25');
    expect(new URLSearchParams(asked.search).get('lat')).toBe('53.35');
  });

  it('shows miles and chains as mileage, with the route’s name, in the chosen language', async () => {
    await i18n.changeLanguage('fr');
    open({
      layerId: 2,
      fid: 17,
      unit: 'mi',
      measure: 12.2125,
      text: '12 m 17 ch (12.21 mi)',
      route: 'ML',
      offset: 0,
    });
    const line = await screen.findByTestId('popup-route-measure');
    expect(line).toHaveTextContent('Point milliaire : 12 m 17 ch (12.21 mi)');
    expect(line).toHaveTextContent('Itinéraire ML');
  });

  it('asks nothing for a layer that is no route', async () => {
    const api = open(null, false);
    await screen.findByRole('dialog', { name: /Bridge OB12/ });
    expect(api.requests.some((r) => r.path === MEASURE)).toBe(false);
    expect(screen.queryByTestId('popup-route-measure')).toBeNull();
  });

  it('shows nothing for a feature of a route that is none of its lines', async () => {
    const api = open(null);
    await vi.waitFor(() => expect(api.requests.some((r) => r.path === MEASURE)).toBe(true));
    await screen.findByRole('dialog', { name: /Bridge OB12/ });
    expect(screen.queryByTestId('popup-route-measure')).toBeNull();
  });
});
