import { create } from 'qrcode';

/** Modules of white around the code, as the QR specification asks for readers to find it. */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** One SVG path of the dark modules, a unit square each. */
  path: string;
}

/**
 * A text as a QR code's dark modules, drawn as one SVG path (no canvas, no inline markup: the
 * page's Content-Security-Policy has nothing to allow). Error correction M: a printed or
 * photographed code still reads with a little damage.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}

/** The drawing as a standalone SVG file, for printing or pasting into a report. */
export function qrSvgFile({ size, path }: QrDrawing): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
