import { Map as MapLibreMap } from 'maplibre-gl';
import { authenticationHeader } from '../../api/credentials.js';
import { authTransform } from '../authTransform.js';
import { DATA_PREFIX } from '../style/sourceIds.js';
import { isBlankImage } from './blankImage.js';

/** How long the print may take to draw before it gives up (tiles of a large page at 300 dpi). */
export const PRINT_TIMEOUT_MS = 90_000;

export type PrintFailure = 'timeout' | 'tiles' | 'blank' | 'webgl';

/** The print could not be drawn: nothing is produced rather than a blank or partial page. */
export class PrintError extends Error {
  constructor(readonly reason: PrintFailure) {
    super(`The map could not be drawn for printing (${reason})`);
    this.name = 'PrintError';
  }
}

export interface PrintView {
  cssWidth: number;
  cssHeight: number;
  pixelRatio: number;
}

export interface PrintedMap {
  /** JPEG data URL of the drawn map. */
  image: string;
  width: number;
  height: number;
  zoom: number;
  center: { lng: number; lat: number };
  bearing: number;
}

/** The zoom that shows at least what the screen shows, in a canvas of another size. */
export function fittedZoom(
  zoom: number,
  screen: { width: number; height: number },
  print: { width: number; height: number },
): number {
  const ratio = Math.min(print.width / screen.width, print.height / screen.height);
  return zoom + Math.log2(ratio);
}

function hiddenContainer(view: PrintView): HTMLDivElement {
  const container = document.createElement('div');
  container.setAttribute('aria-hidden', 'true');
  Object.assign(container.style, {
    position: 'fixed',
    left: '-100000px',
    top: '0',
    width: `${view.cssWidth}px`,
    height: `${view.cssHeight}px`,
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  document.body.append(container);
  return container;
}

/**
 * Draws the map on screen again, off-screen, at the print's resolution (the same style, centre,
 * bearing and pitch; the zoom that fits the view on screen into the print's area), and answers
 * its image once every source has loaded and the map is idle. Fails rather than answer a blank
 * or half-drawn image.
 */
export function renderMapImage(
  source: MapLibreMap,
  view: PrintView,
  signal?: AbortSignal,
  timeoutMs = PRINT_TIMEOUT_MS,
): Promise<PrintedMap> {
  const screen = source.getContainer().getBoundingClientRect();
  const zoom = fittedZoom(
    source.getZoom(),
    { width: screen.width || 1, height: screen.height || 1 },
    { width: view.cssWidth, height: view.cssHeight },
  );
  const center = source.getCenter();
  const bearing = source.getBearing();
  const container = hiddenContainer(view);
  let print: MapLibreMap;
  try {
    print = new MapLibreMap({
      container,
      style: source.getStyle(),
      center,
      zoom,
      bearing,
      // A 3D view prints as it is seen: its terrain and sky come with the style.
      pitch: source.getPitch(),
      maxPitch: source.getMaxPitch(),
      pixelRatio: view.pixelRatio,
      maxCanvasSize: [16384, 16384],
      interactive: false,
      attributionControl: false,
      fadeDuration: 0,
      canvasContextAttributes: { preserveDrawingBuffer: true },
      transformRequest: authTransform(() => authenticationHeader(), window.location.origin),
    });
  } catch {
    container.remove();
    return Promise.reject(new PrintError('webgl'));
  }

  return new Promise<PrintedMap>((resolve, reject) => {
    let failedTiles = false;
    const finish = (error: PrintError | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        reject(error);
      } else {
        const canvas = print.getCanvas();
        const image = canvas.toDataURL('image/jpeg', 0.92);
        const result = { image, width: canvas.width, height: canvas.height };
        print.remove();
        container.remove();
        void isBlankImage(image).then((blank) =>
          blank
            ? reject(new PrintError('blank'))
            : resolve({ ...result, zoom, center: { lng: center.lng, lat: center.lat }, bearing }),
        );
        return;
      }
      print.remove();
      container.remove();
    };
    const onAbort = () => finish(new PrintError('timeout'));
    const timer = setTimeout(() => finish(new PrintError('timeout')), timeoutMs);
    signal?.addEventListener('abort', onAbort);
    // A tile of the map's own data that fails would leave a hole: no print then.
    print.on('error', (event) => {
      // A tile's error names its source.
      const { sourceId } = event as { sourceId?: unknown };
      if (typeof sourceId === 'string' && sourceId.startsWith(DATA_PREFIX)) {
        failedTiles = true;
      }
    });
    const check = () => {
      const style = print.getStyle();
      const loaded = Object.keys(style.sources).every((id) => print.isSourceLoaded(id));
      if (!loaded || !print.areTilesLoaded()) return;
      print.off('idle', check);
      finish(failedTiles ? new PrintError('tiles') : null);
    };
    print.on('idle', check);
  });
}
