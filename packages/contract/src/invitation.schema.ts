import { z } from 'zod';
import { invitationAbilities } from './abilities.schema.js';
import { listQuery } from './common.schema.js';

/**
 * An invitation's state: waiting for its invitee (pending), answered (accepted, declined),
 * withdrawn by the organisation (cancelled), or left unanswered past its expiry (expired).
 */
export const INVITATION_STATES = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'expired',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/**
 * An invitation of an existing account to join an organisation (POST users/ with an email that
 * already has an account answers one, 202). The organisation sees the email it typed, never the
 * account; the invitee sees who invited them where.
 */
export const invitationRead = z.object({
  id: z.number().int(),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  email: z.string(),
  /** The organisation admin flag the account gets when it accepts. */
  admin: z.boolean(),
  invited_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  status: z.enum(INVITATION_STATES),
  created_at: z.string(),
  expires_at: z.string(),
  responded_at: z.string().nullable(),
  abilities: invitationAbilities,
});
export type InvitationRead = z.infer<typeof invitationRead>;

export const INVITATION_ORDERING = ['created_at', 'expires_at', 'email'] as const;

/** GET organisations/:id/invitations/ and invitations/: filtered by state. */
export const invitationListQuery = listQuery.extend({
  status: z.enum(INVITATION_STATES).optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuery>;
