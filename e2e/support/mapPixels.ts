import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { MAP_CANVAS } from './helpers.js';

type Rgb = [number, number, number];

/** The offline background's land, as the app draws it. */
const LAND: Rgb = [0xf4, 0xf1, 0xe8];
/** The offline background's colours (water, land, coast, borders). */
const BACKGROUND: Rgb[] = [[0xcd, 0xdf, 0xe9], LAND, [0x8e, 0xad, 0xc0], [0xb3, 0xa5, 0x96]];

const near = (a: Rgb, b: Rgb, tolerance: number) =>
  Math.abs(a[0] - b[0]) <= tolerance &&
  Math.abs(a[1] - b[1]) <= tolerance &&
  Math.abs(a[2] - b[2]) <= tolerance;

/** A pixel of data: far from every background colour (antialiased edges blend, hence 24). */
export const isData = (rgb: Rgb) => !BACKGROUND.some((colour) => near(rgb, colour, 24));

/** The offline background's land. */
export const isLand = (rgb: Rgb) => near(rgb, LAND, 8);

/** The CAD fixture's red pen (#ff0000). */
export const isRed = ([r, g, b]: Rgb) => r > 200 && g < 90 && b < 90;

/** The 360° photos' circles (#ff7043). */
export const isPhotoOrange = ([r, g, b]: Rgb) => r > 220 && g > 80 && g < 150 && b < 110;

/** A box of an image as shares of its size: left, top, right, bottom. */
export type ShareBox = [number, number, number, number];

/** The share of an image's pixels in a box that pass a test. */
export function shareInBox(png: PNG, test: (rgb: Rgb) => boolean, box: ShareBox): number {
  const [x0, y0, x1, y1] = [
    Math.round(box[0] * png.width),
    Math.round(box[1] * png.height),
    Math.round(box[2] * png.width),
    Math.round(box[3] * png.height),
  ];
  let hits = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * png.width + x) * 4;
      if (test([png.data[i]!, png.data[i + 1]!, png.data[i + 2]!])) hits += 1;
    }
  }
  return hits / ((x1 - x0) * (y1 - y0));
}

/**
 * The share of pixels that pass a test, in the middle of the map canvas (a box of the given
 * fraction of its size, away from the controls in the corners), or in the box given.
 */
export async function shareOfCanvas(
  page: Page,
  test: (rgb: Rgb) => boolean,
  middle: number | ShareBox = 0.4,
): Promise<number> {
  // The minimap sits over the map's corner, with a red box of its own: not the map's pixels.
  const png = PNG.sync.read(
    await page.locator(MAP_CANVAS).screenshot({
      style: '[data-testid="minimap"] { visibility: hidden !important; }',
    }),
  );
  const margin = typeof middle === 'number' ? (1 - middle) / 2 : 0;
  return shareInBox(
    png,
    test,
    typeof middle === 'number' ? [margin, margin, 1 - margin, 1 - margin] : middle,
  );
}

/** Waits until the share of matching pixels in the middle of the map passes `check`. */
export async function expectCanvas(
  page: Page,
  test: (rgb: Rgb) => boolean,
  check: (share: number) => boolean,
  message: string,
  middle: number | ShareBox = 0.4,
): Promise<void> {
  await expect
    // Tiles render on a shared two-core machine in CI: wait for them as long as a user might.
    .poll(async () => check(await shareOfCanvas(page, test, middle)), { message, timeout: 15_000 })
    .toBe(true);
}

/** The map's pixels once two looks a moment apart agree: tiles and terrain have settled. */
export async function settledCanvas(page: Page): Promise<PNG> {
  let last = await page.locator(MAP_CANVAS).screenshot();
  for (let look = 0; look < 60; look += 1) {
    await page.waitForTimeout(500);
    const next = await page.locator(MAP_CANVAS).screenshot();
    if (next.equals(last)) return PNG.sync.read(next);
    last = next;
  }
  throw new Error('the map kept changing for 30 s');
}

/** The pixels (x, y) that differ by more than a little between two images of one size. */
export function changedPixels(a: PNG, b: PNG): [number, number][] {
  const changed: [number, number][] = [];
  for (let i = 0; i < a.data.length; i += 4) {
    const d =
      Math.abs(a.data[i]! - b.data[i]!) +
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
      Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (d > 30) changed.push([(i / 4) % a.width, Math.floor(i / 4 / a.width)]);
  }
  return changed;
}

/** The share of pixels that differ by more than a little between two images of one size. */
export function changedShare(a: PNG, b: PNG): number {
  return changedPixels(a, b).length / (a.data.length / 4);
}
