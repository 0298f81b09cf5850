import { z } from 'zod';

const colour = z.string().max(64);
const themeColours = z
  .object({
    primary: colour.optional(),
    secondary: colour.optional(),
    background: colour.optional(),
    paper: colour.optional(),
    text: colour.optional(),
  })
  .catchall(colour);

export const layoutSchema = z
  .object({
    logo: z.string().max(200_000).nullable().optional(),
    title: z.string().max(200).optional(),
    navbarColor: colour.optional(),
    navbarColorText: colour.optional(),
    themes: z.object({ light: themeColours.optional(), dark: themeColours.optional() }).optional(),
    dark: z.boolean().optional(),
    rtl: z.boolean().optional(),
    lang: z.enum(['en', 'fr', 'ga']).optional(),
  })
  .strict();
export type Layout = z.infer<typeof layoutSchema>;

/** The built-in layout used when neither the organisation nor the host has one. */
export const DEFAULT_LAYOUT: Layout = {
  logo: null,
  title: 'Waymark',
  navbarColor: '#ffffff',
  navbarColorText: '#212121',
  themes: {
    light: { primary: '#4caf50', secondary: '#3f51b5' },
    dark: { primary: '#4caf50', secondary: '#3f51b5' },
  },
  dark: false,
  rtl: false,
  lang: 'en',
};
