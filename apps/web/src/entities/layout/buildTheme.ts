import { createTheme, decomposeColor, type PaletteOptions, type Theme } from '@mui/material/styles';
import type { Layout } from '@waymark/contract';

export const PRIMARY = '#4caf50';
export const SECONDARY = '#3f51b5';

/** Layout colours are free text; only what MUI can read is used. */
export function isColour(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    decomposeColor(value);
    return true;
  } catch {
    return false;
  }
}

/** The MUI theme of a layout: light or dark colour set, and the text direction. */
export function buildTheme(layout: Layout): Theme {
  const mode = layout.dark ? 'dark' : 'light';
  const colours = layout.themes?.[mode] ?? {};
  const palette: PaletteOptions = {
    mode,
    primary: { main: isColour(colours.primary) ? colours.primary : PRIMARY },
    secondary: { main: isColour(colours.secondary) ? colours.secondary : SECONDARY },
  };
  const background: { default?: string; paper?: string } = {};
  if (isColour(colours.background)) background.default = colours.background;
  if (isColour(colours.paper)) background.paper = colours.paper;
  if (Object.keys(background).length) palette.background = background;
  if (isColour(colours.text)) palette.text = { primary: colours.text };
  return createTheme({ direction: layout.rtl ? 'rtl' : 'ltr', palette });
}

/** The top bar's colours from the layout, with the theme's as fallback. */
export function navbarColours(layout: Layout, theme: Theme): { background: string; text: string } {
  return {
    background: isColour(layout.navbarColor) ? layout.navbarColor : theme.palette.primary.main,
    text: isColour(layout.navbarColorText)
      ? layout.navbarColorText
      : theme.palette.primary.contrastText,
  };
}
