import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mockApi.js';
import { renderWithProviders } from '../../../../test/renderWithProviders.js';
import { PanoramaViewer } from './PanoramaViewer.js';

const psv = vi.hoisted(() => ({
  shown: [] as string[],
  cached: new Map<string, Blob>(),
  destroyed: 0,
}));

// Photo Sphere Viewer needs WebGL, which jsdom lacks: a stand-in records what it was asked.
vi.mock('@photo-sphere-viewer/core', () => ({
  Cache: { add: (_url: string, key: string, blob: Blob) => psv.cached.set(key, blob) },
  Viewer: class {
    setPanorama(key: string) {
      psv.shown.push(key);
      return Promise.resolve(true);
    }
    destroy() {
      psv.destroyed += 1;
    }
  },
}));
vi.mock('../common/webglSupport.js', () => ({ canUseWebGL: () => true }));

const PHOTOS = [
  { fileId: 4, layerId: 2, name: 'west.jpg', date: '2018-07-25T16:34:23', lat: 53.1, lon: -6.3 },
  { fileId: 5, layerId: 2, name: 'middle.jpg', date: '2019-01-02T08:05:00', lat: 53.2, lon: -6.2 },
  { fileId: 6, layerId: 2, name: 'east.jpg' },
];

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  psv.shown = [];
  psv.cached.clear();
  const photo = { body: 'jpeg bytes', headers: { 'Content-Type': 'image/jpeg' } };
  api = mockApi({
    'GET /api/layers/2/files/4/content/': photo,
    'GET /api/layers/2/files/5/content/': photo,
    'GET /api/layers/2/files/6/content/': photo,
  });
});
afterEach(() => vi.unstubAllGlobals());

const fetched = () => api.requests.map((r) => r.path);

describe('PanoramaViewer', () => {
  it('opens on the given photo with its date and position, through our own fetch', async () => {
    renderWithProviders(<PanoramaViewer photos={PHOTOS} index={1} />);
    await waitFor(() => expect(psv.shown).toEqual(['waymark-file:2/5']));
    expect(fetched()[0]).toBe('/api/layers/2/files/5/content/');
    expect(psv.cached.get('waymark-file:2/5')?.size).toBe('jpeg bytes'.length + 2);
    expect(screen.getByText('middle.jpg')).toBeInTheDocument();
    expect(screen.getByText(/Taken 02\/01\/2019 at 08:05/)).toHaveTextContent(
      'Taken 02/01/2019 at 08:05 · 53.200000, -6.200000 · 2 of 3',
    );
    // The neighbours are fetched ahead, so that stepping to them is instant.
    await waitFor(() =>
      expect(fetched()).toEqual(
        expect.arrayContaining([
          '/api/layers/2/files/4/content/',
          '/api/layers/2/files/6/content/',
        ]),
      ),
    );
  });

  it('steps to the next and previous photos and stops at either end', async () => {
    const onIndexChange = vi.fn();
    renderWithProviders(<PanoramaViewer photos={PHOTOS} index={1} onIndexChange={onIndexChange} />);
    await waitFor(() => expect(psv.shown).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(psv.shown.at(-1)).toBe('waymark-file:2/6'));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('east.jpg')).toBeInTheDocument();
    expect(screen.getByText(/Date unknown/)).toHaveTextContent(
      'Date unknown · Position unknown · 3 of 3',
    );
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    await waitFor(() => expect(psv.shown.at(-1)).toBe('waymark-file:2/4'));
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    expect(screen.getByText('west.jpg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  });

  it('has no steps for a single photo, and says when the photo cannot be fetched', async () => {
    api = mockApi({
      'GET /api/layers/2/files/4/content/': { status: 403, body: { detail: 'No.' } },
    });
    renderWithProviders(<PanoramaViewer photos={PHOTOS.slice(0, 1)} index={0} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('west.jpg cannot be read.');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });
});
