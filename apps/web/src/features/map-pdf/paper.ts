/** Paper sizes, resolutions and the page layout of Map to PDF. */

export const PAPER_SIZES = ['a4', 'a3'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const PRINT_DPIS = [150, 300] as const;
export type PrintDpi = (typeof PRINT_DPIS)[number];

/** ISO 216 sizes in millimetres, portrait (width, height). */
const PAPER_MM: Record<PaperSize, readonly [number, number]> = {
  a4: [210, 297],
  a3: [297, 420],
};

export const MM_PER_INCH = 25.4;
/** CSS pixels per inch: what MapLibre's pixelRatio 1 draws. */
export const CSS_DPI = 96;

export interface PageSize {
  widthMm: number;
  heightMm: number;
}

export function pageSize(paper: PaperSize, orientation: Orientation): PageSize {
  const [short, long] = PAPER_MM[paper];
  return orientation === 'portrait'
    ? { widthMm: short, heightMm: long }
    : { widthMm: long, heightMm: short };
}

/** Device pixels of a length on paper at a resolution. */
export const mmToPx = (mm: number, dpi: number) => Math.round((mm / MM_PER_INCH) * dpi);

/** The whole page in device pixels at a resolution (A4 at 150 dpi: 1240 × 1754). */
export function pagePixels(page: PageSize, dpi: number): { width: number; height: number } {
  return { width: mmToPx(page.widthMm, dpi), height: mmToPx(page.heightMm, dpi) };
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageLayout {
  page: PageSize;
  /** Title line (baseline at y + height). */
  title: Rect;
  map: Rect;
  /** Below the map: scale bar, north arrow, attribution and date on the left, legend on the right. */
  footer: Rect;
  legend: Rect;
}

export const MARGIN_MM = 10;
const TITLE_MM = 10;
const FOOTER_MM = 34;
const FOOTER_LEFT_MM = 70;

/** Where each part of the page goes, in millimetres from the top left corner. */
export function pageLayout(page: PageSize): PageLayout {
  const inner = page.widthMm - 2 * MARGIN_MM;
  const mapTop = MARGIN_MM + TITLE_MM;
  const mapHeight = page.heightMm - 2 * MARGIN_MM - TITLE_MM - FOOTER_MM;
  const footerTop = mapTop + mapHeight + 3;
  const footerHeight = FOOTER_MM - 3;
  return {
    page,
    title: { x: MARGIN_MM, y: MARGIN_MM, width: inner, height: TITLE_MM - 3 },
    map: { x: MARGIN_MM, y: mapTop, width: inner, height: mapHeight },
    footer: { x: MARGIN_MM, y: footerTop, width: inner, height: footerHeight },
    legend: {
      x: MARGIN_MM + FOOTER_LEFT_MM,
      y: footerTop,
      width: inner - FOOTER_LEFT_MM,
      height: footerHeight,
    },
  };
}

/**
 * How the map is drawn off-screen for a map area on paper: a canvas of the area's size in CSS
 * pixels (96 per inch) with pixelRatio dpi / 96, so the image has the print's device pixels.
 */
export function printCanvas(
  area: Pick<Rect, 'width' | 'height'>,
  dpi: number,
): { cssWidth: number; cssHeight: number; pixelRatio: number; width: number; height: number } {
  const pixelRatio = dpi / CSS_DPI;
  const width = mmToPx(area.width, dpi);
  const height = mmToPx(area.height, dpi);
  return {
    cssWidth: width / pixelRatio,
    cssHeight: height / pixelRatio,
    pixelRatio,
    width,
    height,
  };
}
