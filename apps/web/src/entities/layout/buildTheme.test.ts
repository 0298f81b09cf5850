import { DEFAULT_LAYOUT } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { contrastRatio, flatten } from '../../lib/contrast.js';
import { preferReducedMotion } from '../../test/reducedMotion.js';
import { buildTheme, isColour, navbarColours } from './buildTheme.js';

/** Every text colour the theme derives against the backgrounds it is read on. */
function expectReadable(theme: ReturnType<typeof buildTheme>) {
  const { background } = theme.palette;
  for (const key of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    const colour = theme.palette[key];
    for (const back of [background.default, background.paper]) {
      expect(contrastRatio(colour.text ?? '', back), `${key} text`).toBeGreaterThanOrEqual(4.5);
    }
    // A translucent fill shows over the paper it is drawn on.
    const fill = flatten(colour.main, background.paper);
    expect(contrastRatio(colour.contrastText, fill), `${key} on`).toBeGreaterThanOrEqual(4.5);
    // A contained button's hover fill.
    expect(
      contrastRatio(colour.contrastText, colour.dark),
      `${key} hovered`,
    ).toBeGreaterThanOrEqual(4.5);
  }
}

describe('buildTheme', () => {
  it('uses the spec colours by default', () => {
    const theme = buildTheme(DEFAULT_LAYOUT);
    expect(theme.palette.primary.main).toBe('#4caf50');
    expect(theme.palette.secondary.main).toBe('#3f51b5');
    expect(theme.palette.mode).toBe('light');
    expect(theme.direction).toBe('ltr');
  });

  it('takes the dark colour set when the layout is dark', () => {
    const theme = buildTheme({
      ...DEFAULT_LAYOUT,
      dark: true,
      themes: { light: { primary: '#ff0000' }, dark: { primary: '#00ff00', paper: '#101010' } },
    });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#00ff00');
    expect(theme.palette.background.paper).toBe('#101010');
  });

  it('turns right-to-left with layout.rtl', () => {
    expect(buildTheme({ ...DEFAULT_LAYOUT, rtl: true }).direction).toBe('rtl');
  });

  it('ignores colours MUI cannot read', () => {
    const theme = buildTheme({ ...DEFAULT_LAYOUT, themes: { light: { primary: 'not-a-colour' } } });
    expect(theme.palette.primary.main).toBe('#4caf50');
    expect(isColour('rgb(1, 2, 3)')).toBe(true);
    expect(isColour('')).toBe(false);
  });

  it('reads the navbar colours from the layout', () => {
    const theme = buildTheme(DEFAULT_LAYOUT);
    expect(navbarColours(DEFAULT_LAYOUT, theme)).toEqual({
      background: '#ffffff',
      text: '#212121',
    });
  });

  it('keeps the spec primary for fills, with readable text on it and a darker shade for text', () => {
    const theme = buildTheme(DEFAULT_LAYOUT);
    expect(theme.palette.primary.main).toBe('#4caf50');
    expect(theme.palette.primary.contrastText).toBe('#000000');
    expect(theme.palette.primary.text).not.toBe('#4caf50');
    expectReadable(theme);
  });

  it('derives readable colours from whatever an organisation picks, light and dark', () => {
    const picks = ['#ffeb3b', '#00bcd4', '#1a237e', '#777777', '#ff5722', 'rgba(0, 150, 136, 0.6)'];
    for (const primary of picks) {
      for (const dark of [false, true]) {
        const theme = buildTheme({
          ...DEFAULT_LAYOUT,
          dark,
          themes: { light: { primary, secondary: primary }, dark: { primary, secondary: primary } },
        });
        expect(theme.palette.primary.main).toBe(primary);
        expectReadable(theme);
      }
    }
  });

  it('measures against the organisation’s own backgrounds', () => {
    const theme = buildTheme({
      ...DEFAULT_LAYOUT,
      themes: { light: { background: '#fff8e1', paper: '#eeeeee' } },
    });
    expectReadable(theme);
  });
});

describe('buildTheme for a user who asked for less motion', () => {
  it('opens and closes dialogs, menus and panels without transitions', () => {
    preferReducedMotion(true);
    const theme = buildTheme(DEFAULT_LAYOUT);
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
  });

  it('keeps them for everyone else', () => {
    preferReducedMotion(false);
    const theme = buildTheme(DEFAULT_LAYOUT);
    expect(theme.transitions.create('opacity')).toMatch(/opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  });
});
