import { z } from 'zod';
import { organisationAbilities, sessionAbilities, userAbilities } from './abilities.schema.js';
import { idNumber, idText, listQuery } from './common.schema.js';
import { emailField, passwordField } from './auth.schema.js';
import { layoutSchema } from './layout.schema.js';
import { PERMISSIONS } from './permissions.js';

export const permissionString = z.enum(PERMISSIONS);

/** A user's membership of an organisation (the admin flag is the membership's). */
export const membershipOrganisation = z.object({
  id: z.number().int(),
  name: z.string(),
  admin: z.boolean(),
  domain: z.string().nullable(),
  alt_domains: z.array(z.string()),
  layout: layoutSchema.nullable(),
  map: z.number().int().nullable(),
});
export type MembershipOrganisation = z.infer<typeof membershipOrganisation>;

/** The signed-in user's own organisations, with what they may do in each. */
export const profileOrganisation = membershipOrganisation.extend({
  abilities: organisationAbilities,
});
export type ProfileOrganisation = z.infer<typeof profileOrganisation>;

/** The signed-in user's own settings (PATCH users/me/settings/). */
export const userSettings = z.object({
  /** Mail about markups assigned to them, and about changes and comments on theirs. */
  markup_notices: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettings>;

/** The signed-in user's profile (spec section 3, User). */
export const profile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  is_superuser: z.boolean(),
  permissions: z.array(z.string()),
  organisations: z.array(profileOrganisation),
  /** Set while the token acts as this user on someone else's behalf. */
  impersonated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What the user may do that belongs to no one object (the admin button, uploading, …). */
  abilities: sessionAbilities,
  /** Their own settings (PATCH users/me/settings/). */
  settings: userSettings,
  /**
   * Two-factor sign-in: whether the user has a second factor, and whether this session must set
   * one up before anything else (an organisation of theirs requires it; never while impersonated).
   */
  two_factor: z.object({ enabled: z.boolean(), setup_required: z.boolean() }),
});
export type Profile = z.infer<typeof profile>;

/**
 * A user as the user administration sees it: memberships only within the reader's
 * organisations, and what the reader may do with the user.
 */
export const userRead = profile
  .omit({ impersonated_by: true, abilities: true, settings: true, two_factor: true })
  .extend({
    organisations: z.array(membershipOrganisation),
    is_active: z.boolean(),
    last_login: z.string().nullable(),
    date_joined: z.string(),
    /** Whether the user signs in with a second factor (two-factor sign-in is on). */
    two_factor_enabled: z.boolean(),
    abilities: userAbilities,
  });
export type UserRead = z.infer<typeof userRead>;

const nameField = z.string().trim().max(150);

export const userCreate = z.object({
  email: emailField,
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  password: passwordField.optional(),
  permissions: z.array(permissionString).max(PERMISSIONS.length).optional(),
  is_active: z.boolean().optional(),
  /** The organisation the user is created in (the current organisation of the admin). */
  organisation: idNumber,
  /** Organisation admin flag within `organisation`. */
  admin: z.boolean().optional(),
});
export type UserCreate = z.infer<typeof userCreate>;

export const userPatch = userCreate.partial();
export type UserPatch = z.infer<typeof userPatch>;

export const USER_ORDERING = [
  'id',
  'email',
  'first_name',
  'last_name',
  'date_joined',
  'last_login',
  'is_active',
] as const;
export type UserOrderField = (typeof USER_ORDERING)[number];

/** GET users/: a page of one organisation's users (the organisation is required). */
export const userListQuery = listQuery.extend({ organisation: idText });
export type UserListQuery = z.infer<typeof userListQuery>;
