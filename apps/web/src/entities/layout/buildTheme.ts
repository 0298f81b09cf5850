import {
  alpha,
  createTheme,
  decomposeColor,
  type PaletteColor,
  type PaletteOptions,
  type SimplePaletteColorOptions,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import type { Layout } from '@waymark/contract';
import { flatten, readableShade, textOn } from '../../lib/contrast.js';
import { prefersReducedMotion } from '../../lib/reducedMotion.js';
import { readableComponents } from './readableComponents.js';

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** The colour's shade for text on the page's backgrounds, at least 4.5:1 (WCAG AA). */
    text?: string;
  }
  interface SimplePaletteColorOptions {
    text?: string;
  }
}

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

/**
 * For a user who asked for less motion: dialogs, menus and panels open and close at once (MUI
 * times its transitions, and its components their mounting, from these durations).
 */
const WITHOUT_TRANSITIONS: ThemeOptions['transitions'] = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

const TINTED = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/**
 * A palette colour made readable: `main` stays what the layout chose (fills, marks), the text
 * on it is black or white, whichever reads better, and `text` is `main` darkened (light mode)
 * or lightened (dark mode) until it reaches 4.5:1 on the page, on paper and on the faint
 * tint of itself that marks a selected item; `dark` (the hover fill) keeps 4.5:1 with the text.
 */
function readable(colour: PaletteColor, backgrounds: string[]): SimplePaletteColorOptions {
  const paper = backgrounds[backgrounds.length - 1] ?? '#ffffff';
  // A selected toggle or list item: 8 % of the colour, 12 % while hovered.
  const tint = flatten(alpha(colour.main, 0.12), paper);
  const contrastText = textOn(flatten(colour.main, paper));
  return {
    main: colour.main,
    // A contained button's hover fill: MUI's darker shade, moved until its text still reads.
    dark: readableShade(flatten(colour.dark, paper), [contrastText]),
    contrastText,
    text: readableShade(colour.main, [...backgrounds, tint]),
  };
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
  // A first pass for MUI's own defaults (backgrounds, error, warning…), then the readable one.
  const base = createTheme({ palette });
  const backgrounds = [base.palette.background.default, base.palette.background.paper];
  for (const key of TINTED) palette[key] = readable(base.palette[key], backgrounds);
  return createTheme({
    direction: layout.rtl ? 'rtl' : 'ltr',
    palette,
    components: readableComponents,
    ...(prefersReducedMotion() ? { transitions: WITHOUT_TRANSITIONS } : {}),
  });
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
