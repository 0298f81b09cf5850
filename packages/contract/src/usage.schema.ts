// The contract first (it configures zod), and the same module graph as every other import of
// it: a lazily loaded chunk that imports this file then shares the contract's chunk as it is.
import './index.js';
import { z } from 'zod';
import { wholeNumberText } from './common.schema.js';

/** The longest window the usage figures cover, in days. */
export const USAGE_MAX_DAYS = 366;
export const USAGE_DEFAULT_DAYS = 30;

/** GET organisations/:id/usage/?days=: the last `days` days (UTC), today included. */
export const usageQuery = z.object({
  days: wholeNumberText(3)
    .pipe(z.number().int().min(1).max(USAGE_MAX_DAYS))
    .default(USAGE_DEFAULT_DAYS),
});
export type UsageQuery = z.infer<typeof usageQuery>;

const count = z.number().int().min(0);
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One UTC day of an organisation's use of Waymark. */
export const usageDay = z.object({
  day: dayText,
  /** Maps opened in the viewer (by members and share-link viewers). */
  map_views: count,
  /** Distinct users with an authenticated request that day. */
  active_users: count,
  /** Map tiles answered (a revalidated tile, 304, included). */
  tiles: count,
});
export type UsageDay = z.infer<typeof usageDay>;

/**
 * An organisation's usage from Waymark's own counters (its admins only): every day of the
 * window, oldest first (days without use are zeros), the window's totals (active users counted
 * once however many days they came), and the storage its files take now.
 */
export const organisationUsage = z.object({
  organisation: z.number().int(),
  from: dayText,
  to: dayText,
  days: z.array(usageDay),
  totals: z.object({ map_views: count, active_users: count, tiles: count }),
  storage: z.object({
    /** Bytes of the stored files: layer files (originals, companions, attachments, COGs) and logo. */
    bytes: count,
    files: count,
  }),
});
export type OrganisationUsage = z.infer<typeof organisationUsage>;
