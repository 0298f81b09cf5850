import { DEFAULT_LAYOUT } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { buildTheme, isColour, navbarColours } from './buildTheme.js';

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
});
