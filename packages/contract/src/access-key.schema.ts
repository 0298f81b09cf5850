import { z } from 'zod';
import { accessKeyAbilities } from './abilities.schema.js';
import { listQuery } from './common.schema.js';

/**
 * A personal access key: 'wmk_' and 40 hex characters (160 random bits). The prefix tells it
 * apart from a session token (40 hex) and a share token (43 base64url) wherever one is sent.
 */
export const ACCESS_KEY_PATTERN = /^wmk_[0-9a-f]{40}$/;

/** The longest a key may live, and what the web app offers first. */
export const MAX_ACCESS_KEY_DAYS = 366;
export const DEFAULT_ACCESS_KEY_DAYS = 90;

/** Live keys one user may hold at once. */
export const MAX_ACCESS_KEYS_PER_USER = 50;

export const ACCESS_KEY_STATES = ['active', 'expired', 'revoked'] as const;
export type AccessKeyStatus = (typeof ACCESS_KEY_STATES)[number];

/** POST access-keys/: a name to recognise the key by, and when it stops working. */
export const accessKeyCreate = z.object({
  name: z.string().trim().min(1, 'Value is required').max(100),
  expires_at: z.iso.datetime({ offset: true }),
});
export type AccessKeyCreate = z.infer<typeof accessKeyCreate>;

/** A key as lists show it: never the key, only its first characters. */
export const accessKeyRead = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scope: z.literal('read'),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(ACCESS_KEY_STATES),
  /** The key's owner (organisation admins list the keys of their users). */
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  abilities: accessKeyAbilities,
});
export type AccessKeyRead = z.infer<typeof accessKeyRead>;

/** At creation: the key itself, shown this once. */
export const accessKeyWithSecret = accessKeyRead.extend({ key: z.string() });
export type AccessKeyWithSecret = z.infer<typeof accessKeyWithSecret>;

export const ACCESS_KEY_ORDERING = [
  'id',
  'name',
  'created_at',
  'expires_at',
  'last_used_at',
] as const;
export const accessKeyListQuery = listQuery.extend({
  status: z.enum(ACCESS_KEY_STATES).optional(),
});
export type AccessKeyListQuery = z.infer<typeof accessKeyListQuery>;

/** Where desktop tools find an organisation's layers (OGC API – Features and Tiles). */
export function ogcLandingPath(organisationId: number): string {
  return `/api/ogc/organisations/${organisationId}/`;
}

export function ogcCollectionPath(organisationId: number, layerId: number): string {
  return `/api/ogc/organisations/${organisationId}/collections/${layerId}`;
}
