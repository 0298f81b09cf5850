/** Widths and heights in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The image drawn at `scale` screen pixels per image pixel, its top-left corner at (x, y). */
export interface Transform {
  scale: number;
  x: number;
  y: number;
}

/** Closer than this many times the fitted size, or 4 image pixels a screen pixel, is useless. */
const MAX_ZOOM_OF_FIT = 10;
const MAX_PIXEL_ZOOM = 4;

/** The scale at which the whole image fits the box (never enlarged past its pixels). */
export function fitScale(box: Size, image: Size): number {
  if (image.width <= 0 || image.height <= 0) return 1;
  return Math.min(1, box.width / image.width, box.height / image.height);
}

export function scaleLimits(box: Size, image: Size): { min: number; max: number } {
  const fit = fitScale(box, image);
  return { min: fit, max: Math.max(fit * MAX_ZOOM_OF_FIT, MAX_PIXEL_ZOOM) };
}

/** The image fitted and centred. */
export function fitTransform(box: Size, image: Size): Transform {
  const scale = fitScale(box, image);
  return {
    scale,
    x: (box.width - image.width * scale) / 2,
    y: (box.height - image.height * scale) / 2,
  };
}

/** Along one axis: centred when smaller than the box, else no empty margin at either side. */
function clampAxis(offset: number, drawn: number, box: number): number {
  if (drawn <= box) return (box - drawn) / 2;
  return Math.min(0, Math.max(box - drawn, offset));
}

/** Keeps the image within its limits: scale between fit and the maximum, no lost image. */
export function clampTransform(t: Transform, box: Size, image: Size): Transform {
  const { min, max } = scaleLimits(box, image);
  const scale = Math.min(max, Math.max(min, t.scale));
  return {
    scale,
    x: clampAxis(t.x, image.width * scale, box.width),
    y: clampAxis(t.y, image.height * scale, box.height),
  };
}

/** Zooms by a factor keeping the point under (px, py) of the box where it is. */
export function zoomAt(
  t: Transform,
  factor: number,
  point: { x: number; y: number },
  box: Size,
  image: Size,
): Transform {
  const { min, max } = scaleLimits(box, image);
  const scale = Math.min(max, Math.max(min, t.scale * factor));
  const ratio = scale / t.scale;
  return clampTransform(
    { scale, x: point.x - (point.x - t.x) * ratio, y: point.y - (point.y - t.y) * ratio },
    box,
    image,
  );
}

export function panBy(t: Transform, dx: number, dy: number, box: Size, image: Size): Transform {
  return clampTransform({ ...t, x: t.x + dx, y: t.y + dy }, box, image);
}

/** Whether the image is shown larger than fitted (then dragging pans it). */
export const isZoomed = (t: Transform, box: Size, image: Size) =>
  t.scale > fitScale(box, image) * 1.001;

/** The zoom factor of a wheel turn: smooth for trackpads, steady for mouse wheels. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  return Math.exp(-Math.max(-200, Math.min(200, pixels)) * 0.002);
}
