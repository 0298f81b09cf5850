import { DEFAULT_LAYOUT, type Layout } from '@waymark/contract';

/** The web app manifest (W3C Web Application Manifest) as far as the portal fills it in. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/**
 * The app's own icons (apps/web/public). An organisation's logo is not one of them: it is
 * stored as a banner that fits 300×110, not the square of at least 192 px an installed app's
 * icon must be; the logo stays in the app's top bar, the name and colours come from the layout.
 */
const ICONS: WebManifest['icons'] = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** Launchers cut longer short names. */
const SHORT_NAME_LENGTH = 12;

// The colour forms the layout editor offers (hex, rgb()/hsl(), a named colour); anything else
// could not be a manifest colour and falls back to the built-in one.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgba?|hsla?)\([-\d\s.,%/]+\)|[a-z]+)$/i;

function colourOr(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return COLOUR.test(trimmed) ? trimmed : fallback;
}

function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0] ?? '';
  return firstWord.length > 0 && firstWord.length <= SHORT_NAME_LENGTH
    ? firstWord
    : name.slice(0, SHORT_NAME_LENGTH).trim();
}

/**
 * The manifest of the portal on a host, in its organisation's branding: the layout's title as
 * the app's name, its top bar colour as the window's, its page background as the splash
 * screen's. Opens at '/' as a window of its own.
 */
export function webManifest(layout: Layout): WebManifest {
  const name = layout.title?.trim() || DEFAULT_LAYOUT.title || 'Waymark';
  const theme = layout.dark ? layout.themes?.dark : layout.themes?.light;
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: name,
    lang: layout.lang ?? 'en',
    dir: layout.rtl ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colourOr(layout.navbarColor, DEFAULT_LAYOUT.navbarColor ?? '#ffffff'),
    background_color: colourOr(theme?.background, layout.dark ? '#121212' : '#ffffff'),
    icons: ICONS,
  };
}
