import { decomposeColor, hslToRgb } from '@mui/material/styles';

/**
 * WCAG 2.1 colour contrast (success criteria 1.4.3 and 1.4.11): relative luminance, the
 * contrast ratio of two colours, and the shade of a colour that reaches a ratio. The theme
 * derives its text and button colours with it, and the layout editor warns with it.
 */

/** The ratio WCAG 2.1 AA asks of normal-size text (1.4.3). */
export const AA_TEXT = 4.5;

type Rgba = [number, number, number, number];

/** Any CSS colour MUI can read (#rgb, #rrggbb, #rrggbbaa, rgb(a), hsl(a)) as 0–255 and alpha. */
function rgba(colour: string): Rgba {
  const parsed = decomposeColor(colour.startsWith('hsl') ? hslToRgb(colour) : colour);
  const [r = 0, g = 0, b = 0, a = 1] = parsed.values;
  return [r, g, b, parsed.values.length > 3 ? a : 1];
}

/** A colour with alpha as it shows over an opaque background. */
function over(colour: Rgba, background: Rgba): Rgba {
  const a = colour[3];
  return [0, 1, 2].map((i) => colour[i]! * a + background[i]! * (1 - a)).concat(1) as Rgba;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminanceOf([r, g, b]: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  return luminanceOf(rgba(colour));
}

function ratioOf(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The contrast ratio of a foreground on a background, 1 to 21. A translucent foreground is
 * laid over the background first; a translucent background over white.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = over(rgba(background), [255, 255, 255, 1]);
  return ratioOf(over(rgba(foreground), back), back);
}

/** Whether a text colour is readable on a background at WCAG AA (4.5:1 by default). */
export function meetsContrast(foreground: string, background: string, minimum = AA_TEXT): boolean {
  return contrastRatio(foreground, background) >= minimum;
}

function toHex([r, g, b]: Rgba): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The colour itself when it reaches `minimum` against every background, else the least
 * change of it towards black (on light backgrounds) or white (on dark ones) that does — the
 * same hue, darker or lighter, so that a brand colour stays recognisable as text.
 */
export function readableShade(
  colour: string,
  backgrounds: readonly string[],
  minimum = AA_TEXT,
): string {
  const backs = backgrounds.map((b) => over(rgba(b), [255, 255, 255, 1]));
  const base = over(rgba(colour), backs[0] ?? [255, 255, 255, 1]);
  const worst = (c: Rgba) => Math.min(...backs.map((b) => ratioOf(c, b)));
  if (worst(base) >= minimum) return toHex(base);
  // Towards black when the backgrounds are light (their mean luminance above the middle).
  const lightBacks = backs.reduce((sum, b) => sum + luminanceOf(b), 0) / backs.length > 0.18;
  const target: Rgba = lightBacks ? [0, 0, 0, 1] : [255, 255, 255, 1];
  const mix = (t: number): Rgba =>
    [0, 1, 2].map((i) => base[i]! + (target[i]! - base[i]!) * t).concat(1) as Rgba;
  // Bisection over the mix: the ratio grows as the colour moves towards the target.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (worst(mix(middle)) >= minimum) high = middle;
    else low = middle;
  }
  // Rounded to whole channels, then one notch further if rounding fell short.
  for (let t = high; t <= 1; t += 0.005) {
    const hex = toHex(mix(t));
    if (worst(rgba(hex)) >= minimum) return hex;
  }
  return toHex(target);
}

/** A translucent colour as it shows over an opaque background, as #rrggbb. */
export function flatten(colour: string, background: string): string {
  return toHex(over(rgba(colour), over(rgba(background), [255, 255, 255, 1])));
}

/** Black or white text, whichever reads better on a fill (at least 4.58:1 for any fill). */
export function textOn(fill: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', fill) >= contrastRatio('#ffffff', fill) ? '#000000' : '#ffffff';
}
