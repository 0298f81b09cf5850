import { DEFAULT_LAYOUT } from '@waymark/contract';
import { PRIMARY, SECONDARY, isColour } from '../../entities/layout/buildTheme.js';
import { AA_TEXT, contrastRatio } from '../../lib/contrast.js';
import type { OrganisationFormInput, ThemeColour, ThemeMode } from './organisationForm.js';

/** What an empty theme colour falls back to (buildTheme, MUI's palette). */
export const FALLBACKS: Record<ThemeMode, Record<ThemeColour, string>> = {
  light: {
    primary: PRIMARY,
    secondary: SECONDARY,
    background: '#ffffff',
    paper: '#ffffff',
    text: '#212121',
  },
  dark: {
    primary: PRIMARY,
    secondary: SECONDARY,
    background: '#121212',
    paper: '#121212',
    text: '#ffffff',
  },
};

export const NAVBAR_FALLBACKS = {
  navbarColor: DEFAULT_LAYOUT.navbarColor ?? '#ffffff',
  navbarColorText: DEFAULT_LAYOUT.navbarColorText ?? '#212121',
};

/** A text colour and the background it is read on, as the editor names their fields. */
export interface ColourPair {
  /** i18n keys of the two fields' labels, under organisationsAdmin.layout. */
  foreground: 'navbarColorText' | 'text';
  background: 'navbarColor' | 'background' | 'paper';
  ratio: number;
}

function pair(
  foreground: ColourPair['foreground'],
  background: ColourPair['background'],
  colours: [string | undefined, string | undefined],
  fallbacks: [string, string],
): ColourPair | null {
  const [text, back] = colours.map((value, i) => value?.trim() || fallbacks[i]!) as [
    string,
    string,
  ];
  // A colour still being typed is not judged.
  if (!isColour(text) || !isColour(back)) return null;
  return { foreground, background, ratio: contrastRatio(text, back) };
}

/**
 * The colour pairs of the layout whose text the theme does not adjust — the navbar's, and
 * each colour set's text on its background and surface — that fall below 4.5:1 (WCAG 2.1
 * AA). Primary and secondary are not among them: the theme derives readable shades of those.
 */
export function lowContrastPairs(
  values: Partial<OrganisationFormInput>,
  where: 'navbar' | ThemeMode,
): ColourPair[] {
  const pairs =
    where === 'navbar'
      ? [
          pair(
            'navbarColorText',
            'navbarColor',
            [values.navbarColorText, values.navbarColor],
            [NAVBAR_FALLBACKS.navbarColorText, NAVBAR_FALLBACKS.navbarColor],
          ),
        ]
      : (['background', 'paper'] as const).map((back) =>
          pair(
            'text',
            back,
            [values.themes?.[where]?.text, values.themes?.[where]?.[back]],
            [FALLBACKS[where].text, FALLBACKS[where][back]],
          ),
        );
  return pairs.filter((p): p is ColourPair => p !== null && p.ratio < AA_TEXT);
}
