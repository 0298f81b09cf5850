import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { MAP_CANVAS } from './helpers.js';

type Rgb = [number, number, number];

/** The offline background's colours (water, land, coast, borders), as the app draws them. */
const BACKGROUND: Rgb[] = [
  [0xcd, 0xdf, 0xe9],
  [0xf4, 0xf1, 0xe8],
  [0x8e, 0xad, 0xc0],
  [0xb3, 0xa5, 0x96],
];

const near = (a: Rgb, b: Rgb, tolerance: number) =>
  Math.abs(a[0] - b[0]) <= tolerance &&
  Math.abs(a[1] - b[1]) <= tolerance &&
  Math.abs(a[2] - b[2]) <= tolerance;

/** A pixel of data: far from every background colour (antialiased edges blend, hence 24). */
export const isData = (rgb: Rgb) => !BACKGROUND.some((colour) => near(rgb, colour, 24));

/** The CAD fixture's red pen (#ff0000). */
export const isRed = ([r, g, b]: Rgb) => r > 200 && g < 90 && b < 90;

/** The 360° photos' circles (#ff7043). */
export const isPhotoOrange = ([r, g, b]: Rgb) => r > 220 && g > 80 && g < 150 && b < 110;

/**
 * The share of pixels that pass a test, in the middle of the map canvas (a box of the given
 * fraction of its size, away from the controls in the corners).
 */
export async function shareOfCanvas(
  page: Page,
  test: (rgb: Rgb) => boolean,
  middle = 0.4,
): Promise<number> {
  // The minimap sits over the map's corner, with a red box of its own: not the map's pixels.
  const png = PNG.sync.read(
    await page.locator(MAP_CANVAS).screenshot({
      style: '[data-testid="minimap"] { visibility: hidden !important; }',
    }),
  );
  const x0 = Math.floor((png.width * (1 - middle)) / 2);
  const y0 = Math.floor((png.height * (1 - middle)) / 2);
  const x1 = png.width - x0;
  const y1 = png.height - y0;
  let hits = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4;
      if (test([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!])) hits += 1;
    }
  }
  return hits / ((x1 - x0) * (y1 - y0));
}

/** Waits until the share of matching pixels in the middle of the map passes `check`. */
export async function expectCanvas(
  page: Page,
  test: (rgb: Rgb) => boolean,
  check: (share: number) => boolean,
  message: string,
  middle = 0.4,
): Promise<void> {
  await expect
    // Tiles render on a shared two-core machine in CI: wait for them as long as a user might.
    .poll(async () => check(await shareOfCanvas(page, test, middle)), { message, timeout: 15_000 })
    .toBe(true);
}
