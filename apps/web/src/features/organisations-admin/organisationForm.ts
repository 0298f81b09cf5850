import {
  DEFAULT_LAYOUT,
  hostName,
  organisationPatch,
  type Layout,
  type Organisation,
  type OrganisationPatch,
} from '@waymark/contract';
import { z } from 'zod';
import { isColour } from '../../entities/layout/buildTheme.js';

export const THEME_COLOURS = ['primary', 'secondary', 'background', 'paper', 'text'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const isHost = (value: string) => hostName.safeParse(value).success;
/** Empty means "the default"; anything else must be a colour the theme can read. */
const colour = z
  .string()
  .trim()
  .max(64)
  .refine((value) => value === '' || isColour(value), 'organisationsAdmin.layout.invalidColour');
const themeColours = z.object({
  primary: colour,
  secondary: colour,
  background: colour,
  paper: colour,
  text: colour,
});

/**
 * The organisation form: the contract's organisation fields and the layout editor's. The logo
 * is a URL (ours after an upload, or any the layout had) or a file chosen and not yet sent.
 */
export const organisationFormSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || isHost(value), 'organisationsAdmin.invalidDomain'),
  alt_domains: z
    .array(z.string().trim().toLowerCase())
    .max(20)
    .refine((values) => values.every(isHost), 'organisationsAdmin.invalidDomain'),
  map: z.number().int().positive().nullable(),
  shareViewerAnalytics: z.boolean(),
  requireTwoFactor: z.boolean(),
  logo: z.string().nullable(),
  logoFile: z.instanceof(File).nullable(),
  title: z.string().trim().max(200),
  navbarColor: colour,
  navbarColorText: colour,
  themes: z.object({ light: themeColours, dark: themeColours }),
  dark: z.boolean(),
  rtl: z.boolean(),
  lang: z.enum(['en', 'fr', 'ga']),
});
export type OrganisationFormValues = z.infer<typeof organisationFormSchema>;
export type OrganisationFormInput = z.input<typeof organisationFormSchema>;

/** Fields a 400 answer may name that the form shows under a field. */
export const ORGANISATION_FORM_FIELDS = ['name', 'domain', 'alt_domains', 'map'] as const;

function themeValues(layout: Layout, mode: ThemeMode): Record<ThemeColour, string> {
  const set = layout.themes?.[mode] ?? {};
  return Object.fromEntries(THEME_COLOURS.map((key) => [key, set[key] ?? ''])) as Record<
    ThemeColour,
    string
  >;
}

/** The form's values: the organisation's layout, what it leaves out taken from the default. */
export function organisationFormValues(organisation: Organisation): OrganisationFormValues {
  const layout = organisation.layout ?? {};
  return {
    name: organisation.name,
    domain: organisation.domain ?? '',
    alt_domains: organisation.alt_domains,
    map: organisation.map,
    shareViewerAnalytics: organisation.share_viewer_analytics,
    requireTwoFactor: organisation.require_two_factor,
    logo: layout.logo ?? null,
    logoFile: null,
    title: layout.title ?? organisation.name,
    navbarColor: layout.navbarColor ?? DEFAULT_LAYOUT.navbarColor ?? '',
    navbarColorText: layout.navbarColorText ?? DEFAULT_LAYOUT.navbarColorText ?? '',
    themes: { light: themeValues(layout, 'light'), dark: themeValues(layout, 'dark') },
    dark: layout.dark ?? false,
    rtl: layout.rtl ?? false,
    lang: layout.lang ?? 'en',
  };
}

const NO_COLOURS: Record<ThemeColour, string> = {
  primary: '',
  secondary: '',
  background: '',
  paper: '',
  text: '',
};

/** A new organisation: a name and domains; its layout is set up on its own screen. */
export const NEW_ORGANISATION: OrganisationFormValues = {
  name: '',
  domain: '',
  alt_domains: [],
  map: null,
  shareViewerAnalytics: false,
  requireTwoFactor: false,
  logo: null,
  logoFile: null,
  title: '',
  navbarColor: '',
  navbarColorText: '',
  themes: { light: NO_COLOURS, dark: NO_COLOURS },
  dark: false,
  rtl: false,
  lang: 'en',
};

/** A colour set as the layout keeps it: the set colours, and keys the editor does not show. */
function themeOf(
  values: Record<ThemeColour, string>,
  previous: Record<string, string> | undefined,
): Record<string, string> {
  const out: Record<string, string> = { ...previous };
  for (const key of THEME_COLOURS) {
    if (values[key].trim()) out[key] = values[key].trim();
    else delete out[key];
  }
  return out;
}

/** The layout the form describes; `logo` is the URL to keep (a new file is sent afterwards). */
export function layoutOf(values: OrganisationFormValues, previous: Layout | null): Layout {
  const layout: Layout = {
    logo: values.logo,
    title: values.title,
    themes: {
      light: themeOf(values.themes.light, previous?.themes?.light),
      dark: themeOf(values.themes.dark, previous?.themes?.dark),
    },
    dark: values.dark,
    rtl: values.rtl,
    lang: values.lang,
  };
  if (values.navbarColor) layout.navbarColor = values.navbarColor;
  if (values.navbarColorText) layout.navbarColorText = values.navbarColorText;
  return layout;
}

/** PATCH organisations/:id/: the organisation and its whole layout (layout.schema.ts). */
export function organisationPayload(
  values: OrganisationFormValues,
  previous: Layout | null,
): OrganisationPatch {
  return organisationPatch.parse({
    name: values.name,
    domain: values.domain || null,
    alt_domains: values.alt_domains,
    map: values.map,
    share_viewer_analytics: values.shareViewerAnalytics,
    require_two_factor: values.requireTwoFactor,
    layout: layoutOf(values, previous),
  });
}
