import { jsPDF } from 'jspdf';
import { fitText, pdfText } from '../../../map/print/pdfText.js';

/** An image for the report: a JPEG data URL and its size in pixels. */
export interface ReportImage {
  data: string;
  width: number;
  height: number;
}

/** One markup's page, its texts already in the user's language. */
export interface ReportPage {
  title: string;
  /** Its status's name and colour ('#rrggbb'), drawn as a tag under the title. */
  status: { text: string; colour: string };
  /** The map around it, or null where it could not be drawn. */
  map: ReportImage | null;
  rows: { label: string; value: string }[];
  description: { label: string; text: string } | null;
  photos: ReportImage[];
}

export interface ReportContent {
  title: string;
  /** 'Printed on …', the filters, the count. */
  subtitle: string[];
  /** The cover's table: one line per markup. */
  summary: { heading: [string, string, string]; lines: [string, string, string][] };
  pages: ReportPage[];
  photosLabel: string;
  noMapText: string;
  footer(page: number, pages: number): string;
}

const MARGIN = 15;
const PAGE_WIDTH = 210;
const PAGE_HEIGHT = 297;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN - 6;
const MAP_HEIGHT = 100;
const PHOTO_HEIGHT = 55;

const rgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** An image kept in proportion inside a box, centred across the page's width. */
function placeImage(pdf: jsPDF, image: ReportImage, y: number, width: number, height: number) {
  const scale = Math.min(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  const x = MARGIN + (width - w) / 2;
  pdf.addImage(image.data, 'JPEG', x, y, w, h);
  pdf.setDrawColor(158, 158, 158);
  pdf.rect(x, y, w, h);
  return h;
}

function drawCover(pdf: jsPDF, content: ReportContent) {
  let y = MARGIN + 6;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(18);
  pdf.text(fitText(pdf, pdfText(content.title), WIDTH), MARGIN, y);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(10);
  y += 8;
  for (const line of content.subtitle) {
    for (const part of pdf.splitTextToSize(pdfText(line), WIDTH) as string[]) {
      pdf.text(part, MARGIN, y);
      y += 5;
    }
  }
  y += 4;
  const columns = [MARGIN, MARGIN + 18, MARGIN + 140];
  const widths = [16, 120, WIDTH - 125];
  const row = (cells: readonly string[], bold: boolean) => {
    pdf.setFont('helvetica', bold ? 'bold' : 'normal');
    cells.forEach((cell, i) => pdf.text(fitText(pdf, pdfText(cell), widths[i]!), columns[i]!, y));
    pdf.setDrawColor(224, 224, 224);
    pdf.line(MARGIN, y + 2, MARGIN + WIDTH, y + 2);
    y += 7;
  };
  row(content.summary.heading, true);
  for (const line of content.summary.lines) {
    if (y > BOTTOM) {
      pdf.addPage();
      y = MARGIN + 6;
      row(content.summary.heading, true);
    }
    row(line, false);
  }
}

function drawPage(pdf: jsPDF, page: ReportPage, content: ReportContent) {
  let y = MARGIN + 6;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(15);
  pdf.text(fitText(pdf, pdfText(page.title), WIDTH), MARGIN, y);
  y += 4;
  pdf.setFontSize(9);
  const tag = pdfText(page.status.text);
  const [r, g, b] = rgb(page.status.colour);
  pdf.setFillColor(r, g, b);
  pdf.roundedRect(MARGIN, y, pdf.getTextWidth(tag) + 6, 6, 1.5, 1.5, 'F');
  pdf.setTextColor(255, 255, 255);
  pdf.text(tag, MARGIN + 3, y + 4.2);
  pdf.setTextColor(33, 33, 33);
  pdf.setFont('helvetica', 'normal');
  y += 10;
  if (page.map) {
    y += placeImage(pdf, page.map, y, WIDTH, MAP_HEIGHT) + 6;
  } else {
    pdf.setTextColor(97, 97, 97);
    pdf.text(pdfText(content.noMapText), MARGIN, y + 4);
    pdf.setTextColor(33, 33, 33);
    y += 10;
  }
  pdf.setFontSize(10);
  for (const { label, value } of page.rows) {
    pdf.setFont('helvetica', 'bold');
    pdf.text(fitText(pdf, pdfText(label), 45), MARGIN, y);
    pdf.setFont('helvetica', 'normal');
    pdf.text(fitText(pdf, pdfText(value), WIDTH - 50), MARGIN + 50, y);
    y += 5.5;
  }
  if (page.description) {
    y += 2;
    pdf.setFont('helvetica', 'bold');
    pdf.text(pdfText(page.description.label), MARGIN, y);
    pdf.setFont('helvetica', 'normal');
    y += 5;
    const lines = pdf.splitTextToSize(pdfText(page.description.text), WIDTH) as string[];
    // The description keeps to this page; the room left for photos decides how much shows.
    const room = Math.max(
      2,
      Math.floor((BOTTOM - y - (page.photos.length ? PHOTO_HEIGHT + 8 : 0)) / 4.5),
    );
    const shown = lines.length > room ? [...lines.slice(0, room - 1), '...'] : lines;
    for (const line of shown) {
      pdf.text(line, MARGIN, y);
      y += 4.5;
    }
  }
  if (page.photos.length > 0 && y + 8 < BOTTOM) {
    y += 3;
    pdf.setFont('helvetica', 'bold');
    pdf.text(pdfText(content.photosLabel), MARGIN, y);
    pdf.setFont('helvetica', 'normal');
    y += 3;
    const height = Math.min(PHOTO_HEIGHT, BOTTOM - y);
    const each = (WIDTH - 4 * (page.photos.length - 1)) / page.photos.length;
    page.photos.forEach((photo, i) => {
      const scale = Math.min(each / photo.width, height / photo.height);
      const w = photo.width * scale;
      const h = photo.height * scale;
      const x = MARGIN + i * (each + 4);
      pdf.addImage(photo.data, 'JPEG', x, y, w, h);
    });
  }
}

/**
 * The markups report (A4 portrait): a cover listing every markup, then one page each with the
 * map around it, its fields, its description and its photos; numbered at the foot.
 */
export function markupsReportPdf(content: ReportContent): jsPDF {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  pdf.setTextColor(33, 33, 33);
  drawCover(pdf, content);
  for (const page of content.pages) {
    pdf.addPage();
    drawPage(pdf, page, content);
  }
  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    pdf.setPage(page);
    pdf.setFontSize(8);
    pdf.setTextColor(117, 117, 117);
    pdf.text(pdfText(content.footer(page, pages)), PAGE_WIDTH / 2, PAGE_HEIGHT - MARGIN / 2, {
      align: 'center',
    });
  }
  return pdf;
}
