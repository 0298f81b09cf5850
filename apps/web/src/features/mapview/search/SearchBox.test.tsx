import type { SearchResponse, SearchResult } from '@waymark/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layer } from '../../../test/layers.js';
import { mockApi, type MockRequest } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { MapControllerContext } from '../../../map/MapControllerContext.js';
import { fakeController } from '../../../map/test/fakeController.js';
import { SearchBox } from './SearchBox.js';

const CHANDLER = {
  text: 'Harriette L. Chandler (D)',
  bounds: [-71.97, 42.24, -71.62, 42.52] as [number, number, number, number],
  layerId: 2,
  fid: 12884901889,
  source: 'features' as const,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSearch(answer: (request: MockRequest) => { status?: number; body?: unknown }) {
  const { requests } = mockApi({ 'GET /api/maps/1/search/': answer });
  const controller = fakeController({ bounds: [-75.5, 40, -68.25, 44.123456789] });
  const onLayerEnable = vi.fn();
  renderWithProviders(
    <MapControllerContext value={controller}>
      <SearchBox mapId={1} layers={[layer()]} onLayerEnable={onLayerEnable} />
    </MapControllerContext>,
  );
  const user = userEvent.setup({ delay: null });
  const searches = () => requests.filter((r) => r.path === '/api/maps/1/search/');
  return { controller, onLayerEnable, user, searches };
}

const echo = (
  request: MockRequest,
  results: SearchResult[] = [CHANDLER],
): { body: SearchResponse } => ({
  body: {
    query: new URLSearchParams(request.search).get('query') ?? '',
    results,
    attribution: [{ name: 'Nominatim', url: 'https://nominatim.org/' }],
  },
});

describe('search box (2.6)', () => {
  it('sends the text with the view bounds once typing has paused', async () => {
    const { searches } = renderSearch((request) => echo(request));
    const box = screen.getByRole('combobox', { name: 'Search the map' });
    expect(box).toHaveAttribute('placeholder', 'Search');
    // Keystrokes in quick succession (one tick): one search, for the whole text.
    for (const text of ['C', 'Ch', 'Chan', 'Chandler']) {
      fireEvent.change(box, { target: { value: text } });
    }
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    const params = new URLSearchParams(searches()[0]!.search);
    expect(params.get('query')).toBe('Chandler');
    expect(params.get('mapView')).toBe('-75.5,40,-68.25,44.123457');
    expect(await screen.findByRole('option', { name: /Harriette L\. Chandler/ })).toBeVisible();
    expect(screen.getByText('Search by')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nominatim' })).toHaveAttribute(
      'href',
      'https://nominatim.org/',
    );
  });

  it('uses an answer only while its echoed query is the current text', async () => {
    const { user } = renderSearch(() => ({
      body: { query: 'Chand', results: [CHANDLER], attribution: [] },
    }));
    await user.type(screen.getByRole('combobox', { name: 'Search the map' }), 'Chandler');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('fits the map to a chosen result (at most zoom 17) and switches its layer on', async () => {
    const { user, controller, onLayerEnable } = renderSearch((request) => echo(request));
    await user.type(screen.getByRole('combobox', { name: 'Search the map' }), 'Chandler');
    await user.click(await screen.findByRole('option', { name: /Harriette L\. Chandler/ }));
    expect(controller.fitBounds).toHaveBeenCalledWith(CHANDLER.bounds, 17);
    expect(onLayerEnable).toHaveBeenCalledWith(2);
  });

  it('marks a chosen coordinate on the map, and no marker for a feature', async () => {
    const ITM: SearchResult = {
      text: 'ITM: 53.349794, -6.260248',
      bounds: [-6.260248, 53.349794, -6.260248, 53.349794],
      layerId: null,
      fid: null,
      source: 'coordinates',
    };
    const { user, controller } = renderSearch((request) => echo(request, [ITM, CHANDLER]));
    await user.type(screen.getByRole('combobox', { name: 'Search the map' }), '715830 734697');
    const option = await screen.findByRole('option', { name: /ITM: 53\.349794/ });
    expect(option).toHaveTextContent('Coordinate');
    await user.click(option);
    expect(controller.fitBounds).toHaveBeenCalledWith(ITM.bounds, 17);
    expect(controller.marker.get()).toEqual({
      lon: -6.260248,
      lat: 53.349794,
      label: 'ITM: 53.349794, -6.260248',
    });
    await user.clear(screen.getByRole('combobox', { name: 'Search the map' }));
    await user.type(screen.getByRole('combobox', { name: 'Search the map' }), 'Chandler');
    await user.click(await screen.findByRole('option', { name: /Harriette L\. Chandler/ }));
    expect(controller.marker.get()).toBeNull();
  });

  it("credits the gazetteer's data with its licence", async () => {
    const { user } = renderSearch((request) => ({
      body: {
        ...echo(request).body,
        attribution: [
          {
            name: 'GeoNames',
            url: 'https://www.geonames.org/',
            licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
          },
        ],
      },
    }));
    await user.type(screen.getByRole('combobox', { name: 'Search the map' }), 'Chandler');
    expect(await screen.findByRole('link', { name: 'GeoNames' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
    const licence = screen.getByRole('link', { name: 'Data licence: CC BY 4.0' });
    expect(licence).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(licence).toHaveTextContent('CC BY 4.0');
  });

  it("says 'No results' when nothing matches", async () => {
    const { user } = renderSearch((request) => echo(request, []));
    await user.type(screen.getByRole('combobox', { name: 'Search the map' }), 'Nowhere');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('turns to an error state when the search fails', async () => {
    const { user } = renderSearch(() => ({ status: 500, body: { detail: 'boom' } }));
    const box = screen.getByRole('combobox', { name: 'Search the map' });
    await user.type(box, 'Chandler');
    expect(await screen.findByText('The search failed. Please try again.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
