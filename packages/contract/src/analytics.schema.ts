// The contract first (it configures zod), and the same module graph as every other import of
// it: a lazily loaded chunk that imports this file then shares the contract's chunk as it is.
import './index.js';
import { z } from 'zod';

/**
 * What the web app reports to the analytics service (through the api, which relays it): page
 * views, and a few named events. Names as the service shows them.
 */
export const ANALYTICS_EVENTS = [
  'pageview',
  'Map opened',
  'Layer toggled',
  'Upload committed',
  'Share opened',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/**
 * A page as its route pattern, never its path: literal lower-case segments and :parameters
 * (`/maps/:id/share/:token/`). No digits, so no id, token or key can ride along.
 */
export const analyticsRoute = z
  .string()
  .max(200)
  .regex(/^\/(?:(?:[a-z]+(?:-[a-z]+)*|:[a-zA-Z]+)\/)*$/, 'A route pattern such as /maps/:id/.');

/** How many files an upload committed, in bands (an exact count says nothing more). */
export const UPLOAD_FILE_BANDS = ['1', '2-5', '6-20', '21+'] as const;
export type UploadFileBand = (typeof UPLOAD_FILE_BANDS)[number];

export function uploadFileBand(count: number): UploadFileBand {
  if (count <= 1) return '1';
  if (count <= 5) return '2-5';
  if (count <= 20) return '6-20';
  return '21+';
}

/** An event's properties: closed lists of values only, so nothing personal fits in them. */
export const analyticsProps = z
  .object({
    /** Layer toggled: shown or hidden. */
    visible: z.enum(['yes', 'no']).optional(),
    /** Upload committed: how many files, in bands. */
    files: z.enum(UPLOAD_FILE_BANDS).optional(),
  })
  .strict();
export type AnalyticsProps = z.infer<typeof analyticsProps>;

/**
 * POST analytics/events/: one event. `referrer` is the page's document.referrer; the server
 * keeps its origin only, and only when it is another site's.
 */
export const analyticsEvent = z
  .object({
    name: z.enum(ANALYTICS_EVENTS),
    route: analyticsRoute,
    referrer: z.string().max(2048).optional(),
    props: analyticsProps.optional(),
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;
