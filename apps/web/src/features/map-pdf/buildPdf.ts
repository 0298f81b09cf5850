import { jsPDF } from 'jspdf';
import type { PageLayout, Rect } from './paper.js';
import { fitText, pdfText, SUBSTITUTE_FONT_ROOM } from '../../map/print/pdfText.js';
import type { Orientation, PaperSize } from './paper.js';
import type { PrintSwatch, Rgb } from './printLegend.js';
import type { ScaleBar } from './scaleBar.js';

export interface PdfLegendEntry {
  name: string;
  rows: { label: string; swatch: PrintSwatch }[];
}

/** Everything the page shows, its texts already in the user's language. */
export interface PdfContent {
  paper: PaperSize;
  orientation: Orientation;
  layout: PageLayout;
  title: string;
  /** JPEG data URL of the map, drawn for the map's rectangle. */
  image: string;
  scaleBar: ScaleBar;
  /** '1:2,500' */
  scaleText: string;
  bearing: number;
  northLabel: string;
  legendTitle: string;
  legend: PdfLegendEntry[];
  /** '+3 more' when the legend does not fit. */
  moreText(count: number): string;
  attribution: string;
  dateText: string;
}

const ROW_MM = 4.2;
const LEGEND_COLUMN_MM = 58;
const DARK: Rgb = [33, 33, 33];
const GREY_EDGE: Rgb = [160, 160, 160];
/** A relief's colour bar; its row's text starts after it. */
const RAMP_MM = 12;

function setFill(pdf: jsPDF, colour: Rgb) {
  pdf.setFillColor(colour[0], colour[1], colour[2]);
}
function setDraw(pdf: jsPDF, colour: Rgb) {
  pdf.setDrawColor(colour[0], colour[1], colour[2]);
}

function drawSwatch(pdf: jsPDF, swatch: PrintSwatch, x: number, y: number) {
  const size = 3;
  setFill(pdf, swatch.color);
  setDraw(pdf, swatch.outline ?? swatch.color);
  pdf.setLineWidth(0.2);
  switch (swatch.kind) {
    case 'line':
      pdf.setLineWidth(0.8);
      pdf.line(x, y + size / 2, x + size + 1, y + size / 2);
      break;
    case 'circle':
      pdf.circle(x + size / 2, y + size / 2, size / 2.4, 'FD');
      break;
    case 'symbol':
      pdf.setTextColor(swatch.color[0], swatch.color[1], swatch.color[2]);
      pdf.setFontSize(7);
      pdf.text('Aa', x, y + size - 0.3);
      pdf.setTextColor(DARK[0], DARK[1], DARK[2]);
      break;
    case 'ramp': {
      // The relief's colours as thin strips, lowest first, in a bar as wide as RAMP_MM.
      const colours = swatch.ramp ?? [swatch.color];
      const strip = RAMP_MM / colours.length;
      colours.forEach((colour, index) => {
        setFill(pdf, colour);
        pdf.rect(x + index * strip, y, strip + 0.05, size, 'F');
      });
      setDraw(pdf, GREY_EDGE);
      pdf.rect(x, y, RAMP_MM, size, 'S');
      break;
    }
    default:
      pdf.rect(x, y, size, size, 'FD');
  }
}

/** The legend in columns of rows, cut with '+n more' where the space ends. */
function drawLegend(pdf: jsPDF, content: PdfContent, area: Rect) {
  pdf.setFontSize(8);
  pdf.setFont('helvetica', 'bold');
  pdf.text(content.legendTitle, area.x, area.y + 3);
  pdf.setFont('helvetica', 'normal');
  const lines: { text: string; swatch: PrintSwatch | null }[] = [];
  for (const entry of content.legend) {
    const single = entry.rows.length === 1;
    if (single) {
      const row = entry.rows[0]!;
      lines.push({
        text: row.label ? `${entry.name}: ${row.label}` : entry.name,
        swatch: row.swatch,
      });
      continue;
    }
    lines.push({ text: entry.name, swatch: null });
    for (const row of entry.rows) lines.push({ text: `  ${row.label}`, swatch: row.swatch });
  }
  const perColumn = Math.max(1, Math.floor((area.height - 5) / ROW_MM));
  const columns = Math.max(1, Math.floor(area.width / LEGEND_COLUMN_MM));
  const capacity = perColumn * columns;
  const shown = lines.length > capacity ? lines.slice(0, capacity - 1) : lines;
  shown.forEach((line, index) => {
    const x = area.x + Math.floor(index / perColumn) * LEGEND_COLUMN_MM;
    const y = area.y + 5 + (index % perColumn) * ROW_MM;
    if (line.swatch) drawSwatch(pdf, line.swatch, x, y);
    pdf.setFontSize(7);
    pdf.setFont('helvetica', line.swatch ? 'normal' : 'bold');
    const indent = !line.swatch ? 0 : line.swatch.kind === 'ramp' ? RAMP_MM + 2 : 5;
    pdf.text(fitText(pdf, line.text, LEGEND_COLUMN_MM - indent - 2), x + indent, y + 2.6);
  });
  if (shown.length < lines.length) {
    const index = shown.length;
    pdf.setFont('helvetica', 'italic');
    pdf.text(
      content.moreText(lines.length - shown.length),
      area.x + Math.floor(index / perColumn) * LEGEND_COLUMN_MM,
      area.y + 5 + (index % perColumn) * ROW_MM + 2.6,
    );
  }
  pdf.setFont('helvetica', 'normal');
}

/** A north arrow turned by the map's bearing, with 'N' above it. */
function drawNorthArrow(pdf: jsPDF, cx: number, cy: number, bearing: number, label: string) {
  const angle = (-bearing * Math.PI) / 180;
  const rotate = (x: number, y: number): [number, number] => [
    cx + x * Math.cos(angle) - y * Math.sin(angle),
    cy + x * Math.sin(angle) + y * Math.cos(angle),
  ];
  const tip = rotate(0, -6);
  const left = rotate(-2.5, 4);
  const right = rotate(2.5, 4);
  const notch = rotate(0, 2);
  setFill(pdf, DARK);
  setDraw(pdf, DARK);
  pdf.setLineWidth(0.3);
  pdf.triangle(tip[0], tip[1], left[0], left[1], notch[0], notch[1], 'FD');
  pdf.setFillColor(255, 255, 255);
  pdf.triangle(tip[0], tip[1], right[0], right[1], notch[0], notch[1], 'FD');
  const n = rotate(0, -8.5);
  pdf.setFontSize(9);
  pdf.setFont('helvetica', 'bold');
  pdf.text(label, n[0], n[1], { align: 'center', baseline: 'middle' });
  pdf.setFont('helvetica', 'normal');
}

function drawScaleBar(pdf: jsPDF, content: PdfContent, x: number, y: number) {
  const { lengthMm, label } = content.scaleBar;
  const half = lengthMm / 2;
  setDraw(pdf, DARK);
  pdf.setLineWidth(0.3);
  setFill(pdf, DARK);
  pdf.rect(x, y, half, 1.5, 'FD');
  pdf.setFillColor(255, 255, 255);
  pdf.rect(x + half, y, half, 1.5, 'FD');
  pdf.setFontSize(7);
  pdf.text('0', x, y + 4.5, { align: 'center' });
  pdf.text(label, x + lengthMm, y + 4.5, { align: 'center' });
  pdf.text(content.scaleText, x, y - 1.5);
}

/** Every text of the page in what the standard fonts can show. */
function plainContent(content: PdfContent): PdfContent {
  return {
    ...content,
    title: pdfText(content.title),
    scaleText: pdfText(content.scaleText),
    scaleBar: { ...content.scaleBar, label: pdfText(content.scaleBar.label) },
    northLabel: pdfText(content.northLabel),
    legendTitle: pdfText(content.legendTitle),
    legend: content.legend.map((entry) => ({
      name: pdfText(entry.name),
      rows: entry.rows.map((row) => ({ ...row, label: pdfText(row.label) })),
    })),
    moreText: (count) => pdfText(content.moreText(count)),
    attribution: pdfText(content.attribution),
    dateText: pdfText(content.dateText),
  };
}

/** The page of Map to PDF: title, map image, scale bar, north arrow, legend, attribution, date. */
export function buildPdf(given: PdfContent): jsPDF {
  const content = plainContent(given);
  const { layout } = content;
  const pdf = new jsPDF({
    orientation: content.orientation,
    unit: 'mm',
    format: content.paper,
    compress: true,
  });
  pdf.setProperties({ title: content.title, creator: 'Waymark' });
  pdf.setTextColor(DARK[0], DARK[1], DARK[2]);

  pdf.setFont('helvetica', 'bold');
  // A long title gets smaller before it is cut.
  const titleWidth = layout.title.width - 45;
  for (const size of [16, 14, 12]) {
    pdf.setFontSize(size);
    if (pdf.getTextWidth(content.title) * SUBSTITUTE_FONT_ROOM <= titleWidth) break;
  }
  pdf.text(
    fitText(pdf, content.title, titleWidth),
    layout.title.x,
    layout.title.y + layout.title.height - 1,
  );
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(9);
  pdf.text(
    content.dateText,
    layout.title.x + layout.title.width,
    layout.title.y + layout.title.height - 1,
    { align: 'right' },
  );

  const { map } = layout;
  pdf.addImage(content.image, 'JPEG', map.x, map.y, map.width, map.height, undefined, 'NONE');
  setDraw(pdf, DARK);
  pdf.setLineWidth(0.3);
  pdf.rect(map.x, map.y, map.width, map.height, 'S');

  const footer = layout.footer;
  drawScaleBar(pdf, content, footer.x + 2, footer.y + 7);
  drawNorthArrow(pdf, footer.x + 58, footer.y + 10, content.bearing, content.northLabel);
  pdf.setFontSize(6.5);
  const attribution = pdf.splitTextToSize(
    content.attribution,
    66 / SUBSTITUTE_FONT_ROOM,
  ) as string[];
  pdf.text(attribution.slice(0, 4), footer.x, footer.y + 19);

  drawLegend(pdf, content, layout.legend);
  return pdf;
}
