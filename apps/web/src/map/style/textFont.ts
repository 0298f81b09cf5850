/**
 * Labels are drawn with the browser's own fonts (the style has no glyphs URL, so MapLibre
 * renders text locally): the interface's font first, and always a generic family last so that a
 * font a style names but this machine lacks still gives a sans-serif label.
 */
export const LABEL_FONTS = ['Roboto', 'Helvetica', 'Arial', 'sans-serif'] as const;

const GENERIC_FAMILIES = new Set(['sans-serif', 'serif', 'monospace', 'system-ui', 'cursive']);

// Expressions that give a font list are arrays of strings too: ['get', 'font'].
const OPERATORS = new Set([
  'get',
  'literal',
  'case',
  'match',
  'coalesce',
  'step',
  'let',
  'var',
  'at',
]);

/** The text-font of a symbol layer: the interface's fonts, or the style's with a fallback. */
export function withFallbackFonts(textFont: unknown): unknown {
  if (textFont === undefined) return [...LABEL_FONTS];
  // An expression chooses its own fonts.
  if (!Array.isArray(textFont) || !textFont.every((name) => typeof name === 'string')) {
    return textFont;
  }
  const names = textFont as string[];
  if (names.length === 0 || OPERATORS.has(names[0] ?? '')) return names;
  if (names.some((name) => GENERIC_FAMILIES.has(name.toLowerCase()))) return names;
  return [...names, ...LABEL_FONTS];
}
