import type { Components, Theme } from '@mui/material/styles';

/** The palette colours whose `main` MUI would otherwise use as a text colour. */
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
type PaletteKey = (typeof COLOURS)[number];

const isPaletteKey = (value: unknown): value is PaletteKey => COLOURS.includes(value as PaletteKey);

/** The readable text shade of a palette colour (buildTheme sets `text` on each). */
const textOf = (theme: Theme, colour: PaletteKey) =>
  theme.palette[colour].text ?? theme.palette[colour].main;

/**
 * Where MUI writes text in a palette colour's `main` (text and outlined buttons, links and
 * coloured typography, the selected tab or toggle, a focused label, outlined chips), it writes
 * the colour's `text` shade instead: WCAG 1.4.3 asks 4.5:1 of text, which a brand colour such
 * as the spec's #4caf50 (2.8:1 on white) does not reach. Fills, borders, indicators and
 * checkmarks keep `main`.
 */
export const readableComponents: Components<Theme> = {
  MuiButton: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        isPaletteKey(ownerState.color)
          ? {
              '--variant-textColor': textOf(theme, ownerState.color),
              '--variant-outlinedColor': textOf(theme, ownerState.color),
            }
          : {},
    },
  },
  // Link renders a Typography with its colour, so this covers links too.
  MuiTypography: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        isPaletteKey(ownerState.color) ? { color: textOf(theme, ownerState.color) } : {},
    },
  },
  MuiTab: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        isPaletteKey(ownerState.textColor)
          ? { '&.Mui-selected': { color: textOf(theme, ownerState.textColor) } }
          : {},
    },
  },
  MuiFormLabel: {
    styleOverrides: {
      root: ({ ownerState, theme }) => ({
        '&.Mui-focused:not(.Mui-error)': {
          color: textOf(theme, isPaletteKey(ownerState.color) ? ownerState.color : 'primary'),
        },
      }),
    },
  },
  MuiToggleButton: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        isPaletteKey(ownerState.color)
          ? { '&.Mui-selected': { color: textOf(theme, ownerState.color) } }
          : {},
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        ownerState.variant === 'outlined' && isPaletteKey(ownerState.color)
          ? { color: textOf(theme, ownerState.color) }
          : {},
    },
  },
  // A disabled field's hint still says why it is disabled: MUI greys it to 2.7:1.
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary },
      }),
    },
  },
};
