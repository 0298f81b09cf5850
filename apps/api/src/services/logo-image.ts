import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../lib/errors.js';

/** Twice the spec's 150×55 logo box (section 9), for sharp logos on high-density screens. */
export const LOGO_WIDTH = 300;
export const LOGO_HEIGHT = 110;
/** A logo larger than this (in decoded pixels) is a photograph or a decompression bomb. */
const MAX_INPUT_PIXELS = 25_000_000;
const FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'svg']);

const NOT_AN_IMAGE = 'Upload a valid image: PNG, JPEG, WebP, GIF or SVG.';
const TOO_MANY_PIXELS = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/**
 * The logo as we serve it: a PNG that fits LOGO_WIDTH × LOGO_HEIGHT, keeping its aspect ratio.
 * Whatever was uploaded is decoded and encoded anew, so that nothing of the file but its
 * pixels reaches a browser: an SVG is rasterised (no script or external reference of it is
 * ever served from our origin), an animation keeps its first frame, metadata is dropped.
 */
export async function logoPng(image: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(image).metadata();
  } catch {
    throw ValidationError.field('logo', NOT_AN_IMAGE);
  }
  const { format, width, height } = meta;
  if (!FORMATS.has(format) || !width || !height) throw ValidationError.field('logo', NOT_AN_IMAGE);
  const svg = format === 'svg';
  if (!svg && width * height > MAX_INPUT_PIXELS)
    throw ValidationError.field('logo', TOO_MANY_PIXELS);
  try {
    return await sharp(image, {
      limitInputPixels: MAX_INPUT_PIXELS,
      // A vector logo is drawn at the size it is shown, not drawn small and enlarged.
      ...(svg ? { density: svgDensity(width, height) } : {}),
    })
      .rotate()
      .resize(LOGO_WIDTH, LOGO_HEIGHT, { fit: 'inside', withoutEnlargement: !svg })
      .png()
      .toBuffer();
  } catch {
    throw ValidationError.field('logo', NOT_AN_IMAGE);
  }
}

/** The density (DPI, 72 by default) at which an SVG of this size at 72 DPI fills the box. */
function svgDensity(width: number, height: number): number {
  const scale = Math.min(LOGO_WIDTH / width, LOGO_HEIGHT / height);
  return Math.min(100_000, Math.max(1, 72 * scale));
}
