import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mockApi.js';
import { stubObjectUrls } from '../../../../test/objectUrls.js';
import { renderWithProviders } from '../../../../test/renderWithProviders.js';
import { ImageViewer } from './ImageViewer.js';

const FILES = [
  { id: 11, layer_id: 3, name: 'header.jpg' },
  { id: 12, layer_id: 3, name: 'culvert inlet.png' },
  { id: 13, layer_id: 3, name: 'culvert outlet.png' },
];

let api: ReturnType<typeof mockApi>;
let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  let n = 0;
  urls = stubObjectUrls();
  urls.create.mockImplementation(() => `blob:http://localhost/${++n}`);
  const image = { body: 'image bytes', headers: { 'Content-Type': 'image/png' } };
  api = mockApi({
    'GET /api/layers/3/files/11/content/': image,
    'GET /api/layers/3/files/12/content/': image,
    'GET /api/layers/3/files/13/content/': image,
  });
  // jsdom lays nothing out: the viewer's box is 400 × 300.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback(
          [{ contentRect: { width: 400, height: 300 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  urls.restore();
  vi.unstubAllGlobals();
});

/** The image has loaded, at 800 × 400 pixels. */
function loadImage(name: string) {
  const img = screen.getByRole('img', { name });
  Object.defineProperty(img, 'naturalWidth', { value: 800 });
  Object.defineProperty(img, 'naturalHeight', { value: 400 });
  fireEvent.load(img);
  return img;
}

/**
 * Where the image is placed, read from its transform: jsdom, like browsers, may write
 * translate(-100px, 0px) as translate(-100px).
 */
function placement(img: HTMLElement) {
  const found = /^translate\((-?[\d.]+)px(?:, (-?[\d.]+)px)?\) scale\(([\d.]+)\)$/.exec(
    img.style.transform,
  );
  if (!found) return { transform: img.style.transform };
  return { x: Number(found[1]), y: Number(found[2] ?? 0), scale: Number(found[3]) };
}

describe('ImageViewer', () => {
  it("steps through the feature's images, with buttons and arrow keys", async () => {
    renderWithProviders(<ImageViewer files={FILES} index={0} />);
    expect(await screen.findByRole('img', { name: 'header.jpg' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(await screen.findByRole('img', { name: 'culvert inlet.png' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByTitle('Scroll or pinch to zoom, drag to move.'), {
      key: 'ArrowRight',
    });
    expect(await screen.findByRole('img', { name: 'culvert outlet.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
    expect(api.requests.map((r) => r.path)).toEqual([
      '/api/layers/3/files/11/content/',
      '/api/layers/3/files/12/content/',
      '/api/layers/3/files/13/content/',
    ]);
  });

  it('fits the image, zooms about the middle and back, and pans a zoomed image', async () => {
    renderWithProviders(<ImageViewer files={FILES.slice(1, 2)} />);
    await screen.findByRole('img', { name: 'culvert inlet.png' });
    const img = loadImage('culvert inlet.png');
    await waitFor(() => expect(placement(img)).toEqual({ x: 0, y: 50, scale: 0.5 }));
    expect(screen.getByRole('button', { name: 'Fit image' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    // 1.5 × about (200, 150): the image point under the middle stays there.
    await waitFor(() => expect(placement(img)).toEqual({ x: -100, y: 0, scale: 0.75 }));
    fireEvent.keyDown(img.parentElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(placement(img)).toEqual({ x: -40, y: 0, scale: 0.75 }));

    fireEvent.click(screen.getByRole('button', { name: 'Fit image' }));
    await waitFor(() => expect(placement(img)).toEqual({ x: 0, y: 50, scale: 0.5 }));
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });

  it('zooms with the wheel where the pointer is', async () => {
    renderWithProviders(<ImageViewer files={FILES.slice(0, 1)} />);
    await screen.findByRole('img', { name: 'header.jpg' });
    const img = loadImage('header.jpg');
    await waitFor(() => expect(placement(img).scale).toBe(0.5));
    fireEvent.wheel(img.parentElement!, { deltaY: -300, clientX: 0, clientY: 150 });
    await waitFor(() => expect(placement(img).scale).not.toBe(0.5));
    // Zoomed about the left edge: that edge stays at x = 0.
    expect(placement(img).x).toBe(0);
  });
});
