import type { jsPDF } from 'jspdf';

/** Typographic characters beyond Latin-1 and what the PDF's standard fonts show for them. */
const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2212': '-',
};

/**
 * Text the PDF's standard fonts (Helvetica, Latin-1) can show: quotes, dashes and ellipses
 * become their plain forms, other characters beyond Latin-1 '?'. Accented letters of French
 * and Irish stay as they are.
 */
export function pdfText(text: string): string {
  return Array.from(text, (c) => {
    const replacement = REPLACEMENTS[c];
    if (replacement !== undefined) return replacement;
    return c.charCodeAt(0) <= 0xff ? c : '?';
  }).join('');
}

/**
 * Room kept for viewers that show the standard Helvetica (not embedded) with a wider font of
 * their own, as DejaVu Sans is about 15% wider.
 */
export const SUBSTITUTE_FONT_ROOM = 1.2;

/** The text, cut with '...' where it would pass `width` (in the current font). */
export function fitText(pdf: jsPDF, text: string, width: number): string {
  const fits = (candidate: string) => pdf.getTextWidth(candidate) * SUBSTITUTE_FONT_ROOM <= width;
  if (fits(text)) return text;
  let end = text.length;
  while (end > 0 && !fits(`${text.slice(0, end)}...`)) end -= 1;
  return `${text.slice(0, end).trimEnd()}...`;
}
