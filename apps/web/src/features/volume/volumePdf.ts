import { jsPDF } from 'jspdf';
import { fitText, pdfText } from '../../map/print/pdfText.js';

/** What the one-page volume report shows, its texts already in the user's language. */
export interface VolumePdfContent {
  title: string;
  surveys: string;
  made: string;
  /** JPEG data URL of the map around the polygon, and its size in pixels. */
  image: { data: string; width: number; height: number };
  rows: { label: string; value: string }[];
  crs: string;
  method: string;
}

const MARGIN = 15;
const PAGE_WIDTH = 210;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const IMAGE_HEIGHT = 120;

/** An A4 portrait page: title, surveys, the map of the polygon, the numbers, system and method. */
export function volumePdf(content: VolumePdfContent): jsPDF {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  let y = MARGIN + 5;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(16);
  pdf.text(fitText(pdf, pdfText(content.title), WIDTH), MARGIN, y);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(10);
  y += 7;
  for (const line of pdf.splitTextToSize(pdfText(content.surveys), WIDTH) as string[]) {
    pdf.text(line, MARGIN, y);
    y += 5;
  }
  pdf.setTextColor(97, 97, 97);
  pdf.text(pdfText(content.made), MARGIN, y);
  pdf.setTextColor(33, 33, 33);
  y += 4;
  // The map keeps its proportions inside the frame.
  const scale = Math.min(WIDTH / content.image.width, IMAGE_HEIGHT / content.image.height);
  const width = content.image.width * scale;
  const height = content.image.height * scale;
  pdf.addImage(content.image.data, 'JPEG', MARGIN + (WIDTH - width) / 2, y, width, height);
  pdf.setDrawColor(158, 158, 158);
  pdf.rect(MARGIN + (WIDTH - width) / 2, y, width, height);
  y += height + 9;
  pdf.setFontSize(11);
  for (const row of content.rows) {
    pdf.text(fitText(pdf, pdfText(row.label), WIDTH / 2), MARGIN, y);
    pdf.text(pdfText(row.value), MARGIN + WIDTH, y, { align: 'right' });
    pdf.setDrawColor(224, 224, 224);
    pdf.line(MARGIN, y + 2, MARGIN + WIDTH, y + 2);
    y += 7;
  }
  y += 3;
  pdf.setFontSize(9);
  for (const text of [content.crs, content.method]) {
    for (const line of pdf.splitTextToSize(pdfText(text), WIDTH) as string[]) {
      pdf.text(line, MARGIN, y);
      y += 4.5;
    }
  }
  return pdf;
}
