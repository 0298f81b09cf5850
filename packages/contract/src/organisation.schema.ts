import { z } from 'zod';
import { hostName, idNumber } from './common.schema.js';
import { organisationAbilities } from './abilities.schema.js';
import { layoutSchema } from './layout.schema.js';

export const organisation = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string().nullable(),
  alt_domains: z.array(z.string()),
  layout: layoutSchema.nullable(),
  map: z.number().int().nullable(),
  /** How many users are members of the organisation. */
  user_count: z.number().int(),
  /**
   * Whether share-link viewers' page views and events go to the analytics service (when the
   * installation has one); off by default.
   */
  share_viewer_analytics: z.boolean(),
  /**
   * Whether its password users must sign in with a second factor: until they have set one up,
   * they can do nothing else. Off by default.
   */
  require_two_factor: z.boolean(),
  abilities: organisationAbilities,
});
export type Organisation = z.infer<typeof organisation>;

export const organisationCreate = z.object({
  name: z.string().trim().min(1, 'This field may not be blank.').max(200),
  domain: hostName.nullable().optional(),
  alt_domains: z.array(hostName).max(20).optional(),
  layout: layoutSchema.nullable().optional(),
  map: idNumber.nullable().optional(),
  share_viewer_analytics: z.boolean().optional(),
  require_two_factor: z.boolean().optional(),
});
export type OrganisationCreate = z.infer<typeof organisationCreate>;

export const organisationPatch = organisationCreate.partial();
export type OrganisationPatch = z.infer<typeof organisationPatch>;

export const ORGANISATION_ORDERING = ['id', 'name', 'domain'] as const;
