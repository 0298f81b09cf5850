import type { CompareView } from '../../entities/map/compareView.js';
import { renderMapImage, type PrintedMap, type PrintView } from '../../map/print/renderMapImage.js';

/** Where the divider falls in an image `width` pixels wide (position: a share of the width). */
export function swipeSplit(width: number, position: number): number {
  return Math.round(width * Math.min(1, Math.max(0, position)));
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The printed map could not be read back'));
    image.src = url;
  });
}

/** One image of the two sides: the left one left of the divider, the right one right of it. */
async function joinSides(left: PrintedMap, right: PrintedMap, position: number): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = left.width;
  canvas.height = left.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas to join the compared maps');
  const split = swipeSplit(left.width, position);
  const [a, b] = await Promise.all([loadImage(left.image), loadImage(right.image)]);
  context.drawImage(a, 0, 0, split, left.height, 0, 0, split, left.height);
  const rest = left.width - split;
  if (rest > 0) context.drawImage(b, split, 0, rest, left.height, split, 0, rest, left.height);
  return canvas.toDataURL('image/jpeg', 0.92);
}

/**
 * The compared view as printed: each side drawn off-screen at the print's resolution (one after
 * the other, as each takes a WebGL context), then joined at the divider.
 */
export async function renderCompareImage(
  view: CompareView,
  print: PrintView,
  signal?: AbortSignal,
): Promise<PrintedMap> {
  const left = await renderMapImage(view.left.map, print, signal);
  const right = await renderMapImage(view.right.map, print, signal);
  return { ...left, image: await joinSides(left, right, view.position) };
}
