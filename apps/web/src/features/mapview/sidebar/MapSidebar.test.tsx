import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/index.js';
import { mapAbilities } from '../../../test/abilities.js';
import { map, profile } from '../../../test/fixtures.js';
import { layer } from '../../../test/layers.js';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { useMap } from '../../../entities/map/useMap.js';
import { storeToken } from '../../../entities/session/sessionStore.js';
import { filesPanelStore } from '../files/filesPanelStore.js';
import { MapControllerContext } from '../../../map/MapControllerContext.js';
import { clearPackView, showPackView } from '../../../map/pack/packView.js';
import { fakeController } from '../../../map/test/fakeController.js';
import { MapSidebar } from './MapSidebar.js';
import { mapSidebarCollapsedStore } from './mapSidebarStore.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Sidebar() {
  const { data } = useMap(1);
  return <MapSidebar mapId={1} map={data} />;
}

const LAYERS = [
  layer({ id: 1, name: 'Orthophotos', type: 'raster', extent: [-79, 23.5, -76.5, 25.6] }),
  layer({ id: 2, name: 'Survey Corridor', description: 'Senate districts\nof 2013' }),
  layer({ id: 3, name: 'Line Mapping (CAD) [BETA]', zoom_min: 10, zoom_max: 21 }),
  layer({ id: 4, name: 'Background Map', file_list_visibility: 'NONE', extent: null }),
];

function renderSidebar(layers = LAYERS, zoom = 5, change = true) {
  storeToken('a'.repeat(40));
  mockApi({
    'GET /api/maps/1/': {
      body: map({ layers, abilities: mapAbilities(true, { change }) }),
    },
    'GET /api/users/me/': { body: profile() },
  });
  const controller = fakeController({ zoom });
  const view = renderWithProviders(
    <MapControllerContext value={controller}>
      <Sidebar />
    </MapControllerContext>,
  );
  return { ...view, controller };
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Layers' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

describe('map sidebar (2.6)', () => {
  it('marks the layers its offline copy does not hold as not available offline', async () => {
    showPackView({
      mapId: 1,
      sources: { 1: { raster: 'pmtiles://waymark-packs/3/1-raster.pmtiles' } },
      storedAt: '2026-11-29T10:00:00Z',
      zoomMin: 0,
    });
    try {
      renderSidebar();
      await screen.findByRole('list', { name: 'Layers' });
      expect(screen.getByText(/^Offline copy of /)).toBeInTheDocument();
      expect(screen.getByTestId('layer-1')).not.toHaveTextContent('Not available offline');
      expect(screen.getByTestId('layer-2')).toHaveTextContent('Not available offline');
      // Still a box to tick: the user's choice stays for when the network is back.
      expect(screen.getByRole('checkbox', { name: 'Show Survey Corridor' })).toBeEnabled();
    } finally {
      clearPackView(1);
    }
  });

  it("says 'Loading layers...' until the map has loaded", async () => {
    renderSidebar();
    expect(screen.getByText('Loading layers...')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Layers' })).toBeInTheDocument();
    expect(screen.queryByText('Loading layers...')).not.toBeInTheDocument();
  });

  it('lists the layers in reverse order, BETA marked and Background Map translated', async () => {
    await i18n.changeLanguage('fr');
    renderSidebar();
    await screen.findByRole('list', { name: 'Couches' });
    expect(
      within(screen.getByRole('list', { name: 'Couches' }))
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual([
      'Afficher Fond de carte',
      'Afficher Line Mapping (CAD)',
      'Afficher Survey Corridor',
      'Afficher Orthophotos',
    ]);
    expect(screen.getByText('BÊTA')).toBeInTheDocument();
    expect(screen.queryByText(/\[BETA\]/)).not.toBeInTheDocument();
  });

  it('disables a checkbox unless zoom_min < zoom < zoom_max', async () => {
    const { controller } = renderSidebar(LAYERS, 5);
    const cad = await screen.findByRole('checkbox', { name: 'Show Line Mapping (CAD)' });
    expect(cad).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Show Survey Corridor' })).toBeEnabled();
    controller.view.set({ zoom: 10, bounds: null });
    await waitFor(() => expect(cad).toBeDisabled());
    controller.view.set({ zoom: 10.5, bounds: null });
    await waitFor(() => expect(cad).toBeEnabled());
    controller.view.set({ zoom: 21, bounds: null });
    await waitFor(() => expect(cad).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Show Survey Corridor' })).toBeDisabled();
  });

  it('switches a layer off and on, remembered per map under layerStatus_<mapId>', async () => {
    renderSidebar();
    const user = userEvent.setup({ delay: null });
    const corridor = await screen.findByRole('checkbox', { name: 'Show Survey Corridor' });
    expect(corridor).toBeChecked();
    await user.click(corridor);
    expect(corridor).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem('layerStatus_1')!)).toEqual({ 2: false });
    await user.click(corridor);
    expect(corridor).toBeChecked();
    expect(JSON.parse(localStorage.getItem('layerStatus_1')!)).toEqual({ 2: true });
  });

  it('shows the change within the click itself (a checkbox the browser sees flip)', async () => {
    renderSidebar();
    const corridor = await screen.findByRole('checkbox', { name: 'Show Survey Corridor' });
    fireEvent.click(corridor);
    expect(corridor).not.toBeChecked();
    fireEvent.click(corridor);
    expect(corridor).toBeChecked();
  });

  it('zooms to a visible layer by its name (padding 100, at most zoom 18)', async () => {
    const { controller } = renderSidebar();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Orthophotos' }));
    expect(controller.fitBounds).toHaveBeenCalledWith([-79, 23.5, -76.5, 25.6], 18);
    // Off, or out of its zoom range, or without bounds: the name is only a name.
    await user.click(screen.getByRole('checkbox', { name: 'Show Orthophotos' }));
    expect(screen.queryByRole('button', { name: 'Orthophotos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Line Mapping (CAD)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Background Map' })).not.toBeInTheDocument();
  });

  it('shows the description in the info dialog', async () => {
    renderSidebar();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'About Survey Corridor' }));
    const dialog = screen.getByRole('dialog', { name: 'Survey Corridor' });
    expect(within(dialog).getByText(/Senate districts/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'About Orthophotos' }));
    expect(within(screen.getByRole('dialog')).getByText('No description')).toBeInTheDocument();
  });

  it("shows and hides a layer's files with its folder button", async () => {
    renderSidebar();
    const user = userEvent.setup({ delay: null });
    const folder = await screen.findByRole('button', { name: 'Files of Survey Corridor' });
    await user.click(folder);
    expect(filesPanelStore.get()).toBe(2);
    expect(folder).toHaveAttribute('aria-pressed', 'true');
    await user.click(folder);
    expect(filesPanelStore.get()).toBeNull();
    // 'Don't show any files in the files side bar'.
    expect(
      screen.queryByRole('button', { name: 'Files of Background Map' }),
    ).not.toBeInTheDocument();
  });

  it("spins while a layer's tiles load", async () => {
    const { controller } = renderSidebar();
    await screen.findByRole('list', { name: 'Layers' });
    expect(screen.queryByRole('progressbar', { name: 'Loading Survey Corridor' })).toBeNull();
    controller.loadingLayers.set(new Set([2]));
    expect(
      await screen.findByRole('progressbar', { name: 'Loading Survey Corridor' }),
    ).toBeVisible();
    controller.loadingLayers.set(new Set());
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading Survey Corridor' })).toBeNull(),
    );
  });

  it("asks for layers on an empty map, with 'Edit Map' to its detail when the map may be changed", async () => {
    renderSidebar([], 5, true);
    expect(await screen.findByText('Please add some layers:')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit Map' })).toHaveAttribute(
      'href',
      '/maps/1/detail/',
    );
  });

  it("offers no 'Edit Map' when the map's abilities.change is false", async () => {
    renderSidebar([], 5, false);
    expect(await screen.findByText('Please add some layers:')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Map' })).not.toBeInTheDocument();
  });

  it("collapses with 'Hide'", async () => {
    renderSidebar();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(mapSidebarCollapsedStore.get()).toBe(true);
  });

  it('restores the stored on/off states', async () => {
    localStorage.setItem('layerStatus_1', JSON.stringify({ 1: false }));
    renderSidebar();
    await screen.findByRole('list', { name: 'Layers' });
    expect(rowNames()).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Show Orthophotos' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show Survey Corridor' })).toBeChecked();
  });
});
