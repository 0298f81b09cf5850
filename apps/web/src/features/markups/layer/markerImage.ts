import type { MarkupIcon, MarkupStatus } from '@waymark/contract/markup';
import { ICON_PATHS, STATUS_COLOURS } from '../../../entities/markup/markupLook.js';

/** The image's side in pixels, added at pixel ratio 2: a crisp 24 px marker. */
export const IMAGE_SIZE = 48;

/**
 * A markup's marker: a disc in its status's colour with a white ring and the category's icon in
 * white, as RGBA pixels for map.addImage; null where the browser cannot draw it.
 */
export function drawMarkerImage(
  status: MarkupStatus,
  icon: MarkupIcon,
): { width: number; height: number; data: Uint8ClampedArray } | null {
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_SIZE;
  canvas.height = IMAGE_SIZE;
  const context = canvas.getContext('2d');
  if (!context || typeof Path2D === 'undefined') return null;
  const middle = IMAGE_SIZE / 2;
  context.beginPath();
  context.arc(middle, middle, middle - 2, 0, Math.PI * 2);
  context.fillStyle = '#ffffff';
  context.fill();
  context.beginPath();
  context.arc(middle, middle, middle - 6, 0, Math.PI * 2);
  context.fillStyle = STATUS_COLOURS[status];
  context.fill();
  // The 24-unit icon, scaled into the disc.
  const scale = (IMAGE_SIZE - 20) / 24;
  context.translate(10, 10);
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fill(new Path2D(ICON_PATHS[icon]));
  const { data } = context.getImageData(0, 0, IMAGE_SIZE, IMAGE_SIZE);
  return { width: IMAGE_SIZE, height: IMAGE_SIZE, data };
}
