import {
  INVITATION_ORDERING,
  type InvitationListQuery,
  type InvitationRead,
  type UserCreate,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { pageWindow, parseOrdering } from '../lib/ordering.js';
import {
  INVITATION_CLOSED,
  invitationPolicy,
  type InvitationObject,
} from '../policies/invitation.policy.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type {
  InvitationView,
  OrganisationInvitationRepository,
} from '../repositories/organisation-invitation.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { UserRepository, UserRow } from '../repositories/user.repository.js';
import type { Actor, AuditService } from './audit.service.js';
import type { BackgroundMailer } from './mail.service.js';
import { displayName } from './presenters.js';

const DAY_MS = 24 * 3600 * 1000;

function presentInvitation(row: InvitationView, principal: Principal): InvitationRead {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    email: row.email,
    admin: row.admin,
    invited_by:
      row.inviter_first_name === null
        ? null
        : { first_name: row.inviter_first_name, last_name: row.inviter_last_name ?? '' },
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    responded_at: iso(row.responded_at),
    abilities: abilitiesOf(invitationPolicy, principal, row),
  };
}

/**
 * Adding an account that already exists to an organisation: an invitation its owner accepts or
 * declines, signed in as themselves. The inviting admin learns nothing of the account (not its
 * names, permissions or other organisations) and it joins nothing until it accepts.
 */
export class OrganisationInvitationService {
  constructor(
    private readonly invitations: OrganisationInvitationRepository,
    private readonly users: UserRepository,
    private readonly organisations: OrganisationRepository,
    private readonly audit: AuditService,
    private readonly mail: BackgroundMailer,
    private readonly timeoutDays: number,
  ) {}

  /** Invites `account` (found by the email typed in `body`), or renews its open invitation. */
  async invite(
    principal: Principal,
    account: UserRow,
    body: UserCreate,
    actor: Actor,
    origin: string,
  ): Promise<InvitationRead> {
    const memberships = await this.users.membershipsOf([account.id]);
    if (memberships.some((m) => m.organisation_id === body.organisation)) {
      throw ValidationError.field('email', 'user with this email already exists.');
    }
    const expiresAt = new Date(Date.now() + this.timeoutDays * DAY_MS);
    const id = await this.invitations.invite({
      organisationId: body.organisation,
      userId: account.id,
      email: body.email,
      admin: body.admin ?? false,
      invitedBy: principal.id,
      expiresAt,
    });
    const invitation = await this.found(id);
    await this.audit.record(
      actor,
      'user.invite',
      { type: 'user', id: account.id },
      { organisation: body.organisation, admin: body.admin ?? false, invitation: id },
    );
    this.mail.send({
      to: account.email,
      subject: `You are invited to join ${invitation.organisation_name} on Waymark`,
      text: [
        `${displayName(principal.user)} invited your Waymark account to join ` +
          `${invitation.organisation_name}.`,
        '',
        `Sign in with your usual password at ${origin}/invitations/ to accept or decline.`,
        `The invitation expires in ${this.timeoutDays} days ` +
          `(on ${expiresAt.toISOString().slice(0, 10)}, UTC).`,
        '',
        'Until you accept, the organisation sees nothing of your account.',
        'If you did not expect this invitation, decline it or ignore this message.',
      ].join('\n'),
    });
    return presentInvitation(invitation, principal);
  }

  /** An organisation's invitations, for those who may add users to it. */
  async listForOrganisation(
    principal: Principal,
    organisationId: number,
    query: InvitationListQuery,
  ) {
    const organisation = await this.organisations.findInScope(organisationId, principal.scope);
    if (!organisation) throw new NotFoundError();
    authorize(organisationPolicy, principal, organisation, 'add_user');
    return this.list(principal, { organisationId }, query);
  }

  /** The invitations addressed to the signed-in account. */
  listOwn(principal: Principal, query: InvitationListQuery) {
    return this.list(principal, { userId: principal.id }, query);
  }

  async accept(principal: Principal, id: number, actor: Actor): Promise<InvitationRead> {
    return this.answer(principal, id, 'accept', actor);
  }

  async decline(principal: Principal, id: number, actor: Actor): Promise<InvitationRead> {
    return this.answer(principal, id, 'decline', actor);
  }

  async cancel(principal: Principal, id: number, actor: Actor): Promise<InvitationRead> {
    return this.answer(principal, id, 'cancel', actor);
  }

  private async answer(
    principal: Principal,
    id: number,
    action: 'accept' | 'decline' | 'cancel',
    actor: Actor,
  ): Promise<InvitationRead> {
    const invitation = await this.visible(principal, id);
    this.authorizeAnswer(principal, invitation, action);
    const response = ({ accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const)[
      action
    ];
    // Answered, cancelled or expired since it was read: refused as closed.
    if (!(await this.invitations.respond(id, response))) {
      throw ValidationError.field('non_field_errors', INVITATION_CLOSED);
    }
    await this.audit.record(
      actor,
      `invitation.${action}`,
      { type: 'organisation', id: invitation.organisation_id },
      { invitation: id, user: invitation.user_id },
    );
    return presentInvitation(await this.found(id), principal);
  }

  /** A closed invitation answers the form with a field error, as any other invalid answer. */
  private authorizeAnswer(
    principal: Principal,
    invitation: InvitationObject,
    action: 'accept' | 'decline' | 'cancel',
  ) {
    if (invitationPolicy.refusal(principal, invitation, action) === INVITATION_CLOSED) {
      throw ValidationError.field('non_field_errors', INVITATION_CLOSED);
    }
    authorize(invitationPolicy, principal, invitation, action);
  }

  private async list(
    principal: Principal,
    filter: { organisationId?: number; userId?: number },
    query: InvitationListQuery,
  ) {
    // Newest first unless asked otherwise.
    const order = parseOrdering(query.ordering ?? '-created_at', INVITATION_ORDERING, 'created_at');
    const { count, rows } = await this.invitations.list(
      { ...filter, status: query.status },
      order,
      pageWindow(query),
    );
    return { count, results: rows.map((row) => presentInvitation(row, principal)) };
  }

  /** The invitation if the principal may see it: 404 otherwise, as if it did not exist. */
  private async visible(principal: Principal, id: number): Promise<InvitationView> {
    const row = await this.invitations.findById(id);
    if (!row || invitationPolicy.refusal(principal, row, 'view') !== null) {
      throw new NotFoundError();
    }
    return row;
  }

  private async found(id: number): Promise<InvitationView> {
    const row = await this.invitations.findById(id);
    if (!row) throw new NotFoundError();
    return row;
  }
}
