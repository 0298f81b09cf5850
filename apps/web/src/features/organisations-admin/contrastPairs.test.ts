import { describe, expect, it } from 'vitest';
import { lowContrastPairs } from './contrastPairs.js';
import { NEW_ORGANISATION } from './organisationForm.js';

const colours = (light: Record<string, string>) => ({
  ...NEW_ORGANISATION,
  themes: { ...NEW_ORGANISATION.themes, light: { ...NEW_ORGANISATION.themes.light, ...light } },
});

describe('lowContrastPairs', () => {
  it('finds nothing in the default layout', () => {
    for (const where of ['navbar', 'light', 'dark'] as const) {
      expect(lowContrastPairs(NEW_ORGANISATION, where)).toEqual([]);
    }
  });

  it('names a navbar pair below 4.5:1, empty fields taking their defaults', () => {
    // #777777 on the default white navbar: 4.48:1.
    const pairs = lowContrastPairs({ ...NEW_ORGANISATION, navbarColorText: '#777777' }, 'navbar');
    expect(pairs).toEqual([
      { foreground: 'navbarColorText', background: 'navbarColor', ratio: expect.any(Number) },
    ]);
    expect(pairs[0]!.ratio).toBeCloseTo(4.48, 2);
    expect(lowContrastPairs({ ...NEW_ORGANISATION, navbarColorText: '#767676' }, 'navbar')).toEqual(
      [],
    );
  });

  it('checks a colour set’s text on its background and on its surface', () => {
    const pairs = lowContrastPairs(colours({ text: '#4caf50', paper: '#000000' }), 'light');
    expect(pairs.map((p) => p.background)).toEqual(['background']);
    expect(pairs[0]!.ratio).toBeCloseTo(2.78, 2);
    // The dark set is judged on its own colours.
    expect(lowContrastPairs(colours({ text: '#4caf50' }), 'dark')).toEqual([]);
  });

  it('leaves a colour still being typed alone', () => {
    expect(lowContrastPairs(colours({ text: '#12' }), 'light')).toEqual([]);
  });
});
