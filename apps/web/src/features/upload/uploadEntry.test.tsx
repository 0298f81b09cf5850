import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_TYPES, type MapRead, type SessionAbilities } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerAbilities, mapAbilities } from '../../test/abilities.js';
import { layout, map, profile, profileWith } from '../../test/fixtures.js';
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
import { stubXhr } from './test/fakeXhr.js';
import { addFiles, choose, file, rowOf, uploadButton } from './test/uploadHarness.js';

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

/** Signed in with these session abilities; the map answers `mapRead` (its layer by default). */
function signedIn(session: Partial<SessionAbilities>, mapRead: () => MapRead = () => demo) {
  localStorage.setItem('token', 'a'.repeat(40));
  return mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: profileWith(session) },
    'GET /api/organisations/1/maps/': () => ({ body: [mapRead()] }),
    'GET /api/maps/1/': () => ({ body: mapRead() }),
    'GET /api/types/': { body: FILE_TYPES },
  });
}

const corridor = layer({ id: 2, owner: { id: 1 } });
const demo = map({ layers: [corridor] });

describe("the top bar's Upload (2.3)", () => {
  it('opens the general upload on MapView for those who may upload, on wide screens', async () => {
    screenWidth(1280);
    signedIn({ upload: true });
    renderApp('/maps/1/');
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
    expect(await within(dialog).findByRole('combobox', { name: 'Map' })).toHaveTextContent(
      'Demo map',
    );
  });

  it.each<[string, number, Partial<SessionAbilities>, string]>([
    [
      'when the session’s abilities.upload is false',
      1280,
      { upload: false, administer: true, open_layers_settings: true },
      '/maps/1/',
    ],
    ['on a phone or a tablet', 800, { upload: true }, '/maps/1/'],
    ['in settings', 1280, { upload: true, open_maps_settings: true }, '/maps/'],
  ])('is not there %s', async (_case, width, session, path) => {
    screenWidth(width);
    signedIn(session);
    renderApp(path);
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: /Account/ });
    expect(within(banner).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });
});

describe('after a general upload', () => {
  it("takes an uploader who may not change the map to its read-only detail, with the layer's processing", async () => {
    screenWidth(1280);
    let processed = false;
    // The server's answers for an uploader: the map may not be changed, the layer uploaded into.
    const served = () =>
      map({
        abilities: mapAbilities(false, { view: true, upload: true }),
        layers: [
          layer({
            id: 2,
            owner: { id: 1 },
            status: processed ? 'ready' : 'processing',
            progress: processed ? 100 : 30,
            abilities: layerAbilities(false, { view: true, upload: true }),
          }),
        ],
      });
    signedIn({ upload: true }, served);
    const xhr = stubXhr();
    const { router } = renderApp('/maps/1/');
    const banner = await screen.findByRole('banner');
    await userEvent.click(await within(banner).findByRole('button', { name: 'Upload' }));
    await addFiles([file('bridges.geojson', 1000)]);
    await choose(rowOf('bridges.geojson').getByRole('combobox', { name: /layer/i }), /Survey/);
    await waitFor(() => expect(uploadButton()).toBeEnabled());
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]!.respond(200, served());

    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/1/detail/'));
    expect(
      await screen.findByText('You can see the settings of this map but not change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('You dont have permission to complete action')).toBeNull();
    // The dialog shows the processing over the page; closed, the page is the user's.
    const dialog = screen.getByRole('dialog', { name: 'Upload files' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete map' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly');
    const layers = screen.getByRole('list', { name: 'Layers of the map, top layer first' });
    expect(within(layers).getByTestId('map-layer-state-2')).toHaveTextContent('Processing 30%');
    expect(within(layers).queryByRole('button')).toBeNull();
    // The detail follows the processing to its end.
    processed = true;
    await waitFor(() => expect(within(layers).queryByTestId('map-layer-state-2')).toBeNull(), {
      timeout: 5000,
    });
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
