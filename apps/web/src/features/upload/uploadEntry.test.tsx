import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_TYPES } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map, profile } from '../../test/fixtures.js';
import { layer } from '../../test/layers.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { useMap } from '../../entities/map/useMap.js';
import { MapViewPartsContext } from '../mapview/mapViewParts.js';
import { MapSidebar } from '../mapview/sidebar/MapSidebar.js';
// The sidebar as the map page composes it: the processing badge is the upload feature's part.
import { MAP_VIEW_PARTS } from '../../pages/map/mapViewParts.js';
import { MapControllerContext } from '../../map/MapControllerContext.js';
import { fakeController } from '../../map/test/fakeController.js';
import { storeToken } from '../../entities/session/sessionStore.js';
import { closeGeneralUpload } from './generalUploadStore.js';
import { useMapProcessingRefresh } from './processing/useMapProcessingRefresh.js';

afterEach(() => {
  vi.unstubAllGlobals();
  // The general upload lives above the pages, in a store of its own.
  closeGeneralUpload();
});

/** A screen at least `width` wide, for MUI's media queries. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function signedIn(permissions: string[]) {
  localStorage.setItem('token', 'a'.repeat(40));
  const corridor = layer({ id: 2, owner: { id: 1 } });
  mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: profile({ permissions }) },
    'GET /api/organisations/1/maps/': { body: [map({ layers: [corridor] })] },
    'GET /api/maps/1/': { body: map({ layers: [corridor] }) },
    'GET /api/types/': { body: FILE_TYPES },
  });
}

describe("the top bar's Upload (2.3)", () => {
  it('opens the general upload on MapView for those who may upload, on wide screens', async () => {
    screenWidth(1280);
    signedIn(['layers.upload_geodata']);
    renderApp('/maps/1/');
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    expect(await within(dialog).findByRole('combobox', { name: 'Map' })).toHaveTextContent(
      'Demo map',
    );
  });

  it.each([
    ['without an upload permission', 1280, ['layers.change_layer'], '/maps/1/'],
    ['on a phone or a tablet', 800, ['layers.upload'], '/maps/1/'],
    ['in settings', 1280, ['layers.upload', 'maps.change_map'], '/maps/'],
  ])('is not there %s', async (_case, width, permissions, path) => {
    screenWidth(width);
    signedIn(permissions);
    renderApp(path);
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: /Account/ });
    expect(within(banner).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });
});

function Sidebar() {
  const { data } = useMap(1);
  useMapProcessingRefresh(data);
  return <MapSidebar mapId={1} map={data} />;
}

describe('processing in the map sidebar', () => {
  it("shows a layer's progress and error, asking for the map again only while it is busy", async () => {
    storeToken('a'.repeat(40));
    let asked = 0;
    const answers = [
      layer({ id: 2, status: 'processing', progress: 30 }),
      layer({ id: 2, status: 'processing', progress: 70 }),
      layer({ id: 2, status: 'error', progress: null, error_code: 8 }),
    ];
    const api = mockApi({
      'GET /api/maps/1/': () => {
        const answer = answers[Math.min(asked, answers.length - 1)]!;
        asked += 1;
        return { body: map({ layers: [answer] }) };
      },
      'GET /api/users/me/': { body: profile() },
    });
    renderWithProviders(
      <MapViewPartsContext value={MAP_VIEW_PARTS}>
        <MapControllerContext value={fakeController({ zoom: 5 })}>
          <Sidebar />
        </MapControllerContext>
      </MapViewPartsContext>,
    );
    expect(
      await screen.findByRole('img', {
        name: 'Files of Survey Corridor are being processed: 30%',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'img',
        { name: 'Files of Survey Corridor are being processed: 70%' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'img',
        { name: 'Survey Corridor: Error 8 PROJECTION. Invalid projection' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // Done: no more requests.
    const count = api.requests.filter((r) => r.path === '/api/maps/1/').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/maps/1/')).toHaveLength(count),
    );
    // Unconditional: the map's Last-Modified does not move with the progress.
    expect(
      api.requests
        .filter((r) => r.path === '/api/maps/1/')
        .slice(1)[0]
        ?.headers.get('If-Modified-Since'),
    ).toBeNull();
  });
});
