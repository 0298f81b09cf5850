import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, useStore } from '../../lib/createStore.js';
import { map } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { resetClientState } from '../../test/resetClientState.js';
import { useMap } from './useMap.js';

const LAST_MODIFIED = 'Thu, 01 Jan 2026 00:00:00 GMT';

function MapName({ label }: { label: string }) {
  const { data } = useMap(1);
  return data ? <p>{`${label}: ${data.name}`}</p> : null;
}

/** The parts of a view that use the map, as the test sets them. */
const partsStore = createStore(['frame']);
const showParts = (parts: string[]) => act(() => partsStore.set(parts));

function View() {
  const parts = useStore(partsStore);
  return (
    <>
      {parts.map((label) => (
        <MapName key={label} label={label} />
      ))}
    </>
  );
}

afterEach(resetClientState);

describe('useMap', () => {
  it('asks once for a view and the parts that mount after it; again (If-Modified-Since) when a view opens it anew', async () => {
    const { requests } = mockApi({
      'GET /api/maps/1/': (request) =>
        request.headers.get('If-Modified-Since') === LAST_MODIFIED
          ? { status: 304 }
          : { body: map(), headers: { 'Last-Modified': LAST_MODIFIED } },
    });
    const mapGets = () => requests.filter((r) => r.path === '/api/maps/1/');
    renderWithProviders(<View />);
    await screen.findByText('frame: Demo map');

    // The title (say) mounts once the map is drawn: it takes the answer the frame has.
    showParts(['frame', 'title']);
    await screen.findByText('title: Demo map');
    expect(mapGets()).toHaveLength(1);

    // The view closed and opened again: the map is revalidated, and the 304 keeps it.
    showParts([]);
    showParts(['frame']);
    await waitFor(() => expect(mapGets()).toHaveLength(2));
    expect(mapGets()[1]!.headers.get('If-Modified-Since')).toBe(LAST_MODIFIED);
    expect(await screen.findByText('frame: Demo map')).toBeVisible();
  });
});
