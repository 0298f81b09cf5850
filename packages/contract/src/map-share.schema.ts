import { z } from 'zod';
import { mapShareAbilities } from './abilities.schema.js';
import { bbox, idNumber, idText, listQuery } from './common.schema.js';

/** A share token: 32 random bytes, base64url (43 characters). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const shareToken = z.string().regex(SHARE_TOKEN_PATTERN, 'Not a share token.');

/** The longest a share may last. */
export const MAX_SHARE_DAYS = 366;

/** What a share link shows of the map's markups (issue 27). */
export const SHARE_MARKUP_MODES = ['hidden', 'read', 'comment'] as const;
export type ShareMarkupMode = (typeof SHARE_MARKUP_MODES)[number];

export const MAP_SHARE_STATES = ['active', 'expired', 'revoked'] as const;

const shareFields = {
  expiry: z.iso.datetime({ offset: true }),
  bounds: bbox.nullable(),
  note: z.string().trim().max(500),
  /** The map's markups: hidden (the default), shown read-only, or shown and open to comments. */
  markups: z.enum(SHARE_MARKUP_MODES),
};

/** POST mapshares/: share a map until `expiry`, optionally only inside `bounds`. */
export const mapShareCreate = z.object({
  map: idNumber,
  expiry: shareFields.expiry,
  bounds: shareFields.bounds.optional(),
  note: shareFields.note.optional(),
  markups: shareFields.markups.optional(),
});
export type MapShareCreate = z.infer<typeof mapShareCreate>;

/** PATCH mapshares/:id/. */
export const mapSharePatch = z.object(shareFields).partial();
export type MapSharePatch = z.infer<typeof mapSharePatch>;

/** A share as the settings see it: never its token, only the token's first characters. */
export const mapShareRead = z.object({
  id: z.number().int(),
  map: z.number().int(),
  map_title: z.string(),
  organisation_id: z.number().int(),
  token_prefix: z.string(),
  expiry: z.string(),
  bounds: z.array(z.number()).nullable(),
  note: z.string(),
  markups: z.enum(SHARE_MARKUP_MODES),
  created_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(MAP_SHARE_STATES),
  first_used_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  request_count: z.number().int(),
  client_count: z.number().int(),
  abilities: mapShareAbilities,
});
export type MapShareRead = z.infer<typeof mapShareRead>;

/** At creation and after a rotation: the share with its token and link, shown this once. */
export const mapShareWithToken = mapShareRead.extend({ token: z.string(), link: z.string() });
export type MapShareWithToken = z.infer<typeof mapShareWithToken>;

/**
 * GET mapshares/:token/ with `MapShare: Token <token>`: the share viewer's validation answer
 * (spec section 3, MapShare).
 */
export const mapShareValidation = z.object({
  token: z.string(),
  map: z.number().int(),
  map_title: z.string(),
  expiry: z.string(),
  created_by: z.object({ first_name: z.string(), last_name: z.string() }),
  bounds: z.array(z.number()).nullable(),
  markups: z.enum(SHARE_MARKUP_MODES),
});
export type MapShareValidation = z.infer<typeof mapShareValidation>;

/** mapshares/:x/: an id (settings) or a token (with the MapShare header). */
export const mapShareParam = z.object({ id: z.union([idText, shareToken]) });

export const MAP_SHARE_ORDERING = ['id', 'created_at', 'expiry', 'last_used_at'] as const;
export const mapShareListQuery = listQuery.extend({
  status: z.enum(MAP_SHARE_STATES).optional(),
  map: idText.optional(),
});
export type MapShareListQuery = z.infer<typeof mapShareListQuery>;
