import type { jsPDF } from 'jspdf';
import type { Rect } from './paper.js';
import { fitText, pdfText } from '../../map/print/pdfText.js';

/** The compared view's divider and the two surveys' names, as the page shows them. */
export interface PdfSwipe {
  /** The divider's place, as a share of the map's width. */
  position: number;
  /** 'DSM, survey of 15 Jun 2020' */
  left: string;
  right: string;
}

const LABEL_MM = 5;

function label(pdf: jsPDF, text: string, x: number, y: number, maxWidth: number, right: boolean) {
  const fitted = fitText(pdf, text, maxWidth - 3);
  const width = Math.min(maxWidth, pdf.getTextWidth(fitted) + 3);
  const left = right ? x - width : x;
  pdf.setFillColor(255, 255, 255);
  pdf.rect(left, y, width, LABEL_MM, 'F');
  pdf.text(fitted, left + 1.5, y + LABEL_MM - 1.4);
}

/**
 * Draws over the map image the divider of a compared view and names each side's survey in its
 * top corner: the left one at the map's left edge, the right one at its right edge.
 */
export function drawSwipe(pdf: jsPDF, map: Rect, swipe: PdfSwipe) {
  const x = map.x + map.width * Math.min(1, Math.max(0, swipe.position));
  pdf.setDrawColor(255, 255, 255);
  pdf.setLineWidth(1);
  pdf.line(x, map.y, x, map.y + map.height);
  pdf.setDrawColor(33, 33, 33);
  pdf.setLineWidth(0.2);
  pdf.line(x - 0.6, map.y, x - 0.6, map.y + map.height);
  pdf.line(x + 0.6, map.y, x + 0.6, map.y + map.height);
  pdf.setFontSize(8);
  pdf.setFont('helvetica', 'bold');
  const half = map.width / 2 - 4;
  // The names are the user's: in what the standard fonts can show.
  label(pdf, pdfText(swipe.left), map.x + 1, map.y + 1, half, false);
  label(pdf, pdfText(swipe.right), map.x + map.width - 1, map.y + 1, half, true);
  pdf.setFont('helvetica', 'normal');
}
