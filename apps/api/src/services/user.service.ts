import type {
  InvitationRead,
  Profile,
  UserCreate,
  UserPatch,
  UserRead,
  UserSettings,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { UserChanges, UserRepository, UserRow } from '../repositories/user.repository.js';
import type { Actor, AuditService } from './audit.service.js';
import type { InvitationService } from './invitation.service.js';
import type { OrganisationInvitationService } from './organisation-invitation.service.js';
import type { BackgroundMailer } from './mail.service.js';
import { hashPassword } from './password-hasher.js';
import { passwordProblems } from './password-policy.js';
import type { UserPresenter } from './presenters.js';
import { membershipRefusal, organisationPolicy } from '../policies/organisation.policy.js';
import { authorize, READ_ONLY, refuseUnless } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import {
  grantRefusal,
  selfChangeRefusal,
  userPolicy,
  type UserWithMemberships,
} from '../policies/user.policy.js';

/** A user's own settings (the profile's `settings`). */
export function settingsOf(user: Pick<UserRow, 'markup_notices'>): UserSettings {
  return { markup_notices: user.markup_notices };
}

const NO_SUCH_ORGANISATION = (id: number) => `Invalid pk "${id}" - object does not exist.`;

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly organisations: OrganisationRepository,
    private readonly presenter: UserPresenter,
    private readonly audit: AuditService,
    private readonly mail: BackgroundMailer,
    private readonly invitations: InvitationService,
    private readonly orgInvitations: OrganisationInvitationService,
  ) {}

  async profile(
    principal: Principal,
    impersonatorId: number | null,
    twoFactorPending = false,
  ): Promise<Profile> {
    const impersonator = impersonatorId === null ? null : await this.users.findById(impersonatorId);
    return this.presenter.profile(principal, impersonator ?? null, twoFactorPending);
  }

  /** The signed-in user's own settings: theirs to change (also while impersonated). */
  async updateSettings(
    principal: Principal,
    body: Partial<UserSettings>,
    actor: Actor,
  ): Promise<UserSettings> {
    refuseUnless(principal.readOnly ? READ_ONLY : null);
    await this.users.update(principal.id, {
      ...(body.markup_notices !== undefined && { markup_notices: body.markup_notices }),
    });
    await this.audit.record(
      actor,
      'user.settings',
      { type: 'user', id: principal.id },
      { fields: Object.keys(body) },
    );
    const user = await this.users.findById(principal.id);
    if (!user) throw new NotFoundError();
    return settingsOf(user);
  }

  async get(principal: Principal, id: number): Promise<UserRead> {
    const user = await this.visible(principal, id);
    authorize(userPolicy, principal, await this.withMemberships(user), 'view');
    return this.presenter.presentOne(principal, user);
  }

  /** A user with every organisation they belong to, as the user policy judges them. */
  private async withMemberships(user: UserRow): Promise<UserWithMemberships> {
    const memberships = await this.users.membershipsOf([user.id]);
    return { user, organisations: memberships.map((m) => m.organisation_id) };
  }

  async create(
    principal: Principal,
    body: UserCreate,
    actor: Actor,
    origin: string,
  ): Promise<{ user: UserRead } | { invitation: InvitationRead }> {
    const organisation = await this.organisationInScope(principal, body.organisation);
    authorize(organisationPolicy, principal, organisation, 'add_user');
    refuseUnless(grantRefusal(principal, body.permissions));
    // An account with this email exists: it is invited, and joins only if its owner accepts.
    const existing = await this.users.findByEmail(body.email);
    if (existing) {
      return {
        invitation: await this.orgInvitations.invite(principal, existing, body, actor, origin),
      };
    }
    const passwordHash = body.password
      ? await this.acceptablePassword(body.password, body.email)
      : null;
    const row = await this.users.create({
      email: body.email,
      first_name: body.first_name ?? '',
      last_name: body.last_name ?? '',
      password_hash: passwordHash,
      is_active: body.is_active ?? true,
    });
    await this.users.upsertMembership(row.id, body.organisation, body.admin ?? false);
    if (body.permissions?.length) await this.users.setPermissions(row.id, body.permissions);
    // Without a password the user chooses one through a mailed link. An inactive account could
    // not sign in with it: no invitation (once active, its user may reset the password).
    const invited = passwordHash === null && row.is_active;
    if (invited) {
      const organisation = await this.organisations.findById(body.organisation);
      await this.invitations.invite(row, organisation?.name ?? 'an organisation', origin);
    }
    await this.audit.record(
      actor,
      'user.create',
      { type: 'user', id: row.id },
      {
        organisation: body.organisation,
        permissions: body.permissions ?? [],
        admin: body.admin ?? false,
        invited,
      },
    );
    return { user: await this.presenter.presentOne(principal, row) };
  }

  async update(principal: Principal, id: number, body: UserPatch, actor: Actor): Promise<UserRead> {
    const target = await this.visible(principal, id);
    const self = target.id === principal.id;
    const judged = await this.withMemberships(target);
    authorize(userPolicy, principal, judged, 'change');
    if (self) {
      refuseUnless(selfChangeRefusal(principal, target.email, body));
    } else {
      const held = (await this.users.permissionsOf([target.id])).map((p) => p.permission);
      refuseUnless(grantRefusal(principal, body.permissions, held));
    }
    // The web app sends the current organisation with every user it saves, also when users
    // edit themselves: for their own record it needs membership, not admin (their admin flag
    // cannot change, see checkSelfChange).
    if (body.organisation !== undefined) {
      await this.organisationInScope(principal, body.organisation);
      if (!self) refuseUnless(membershipRefusal(principal, body.organisation));
    }
    if (body.admin !== undefined && body.organisation === undefined) {
      throw ValidationError.field('organisation', 'This field is required when admin is set.');
    }
    const changes: UserChanges = {};
    if (body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase()) {
      const other = await this.users.findByEmail(body.email);
      if (other && other.id !== target.id) {
        throw ValidationError.field('email', 'user with this email already exists.');
      }
      changes.email = body.email;
    }
    if (body.first_name !== undefined) changes.first_name = body.first_name;
    if (body.last_name !== undefined) changes.last_name = body.last_name;
    if (body.is_active !== undefined) changes.is_active = body.is_active;
    if (body.password !== undefined) {
      changes.password_hash = await this.acceptablePassword(
        body.password,
        body.email ?? target.email,
      );
    }
    await this.users.update(id, changes);
    if (body.organisation !== undefined) {
      await this.users.upsertMembership(id, body.organisation, body.admin);
    }
    if (body.permissions !== undefined && !self)
      await this.users.setPermissions(id, body.permissions);
    await this.audit.record(
      actor,
      'user.update',
      { type: 'user', id },
      {
        fields: Object.keys(body).filter((k) => k !== 'password'),
        password_changed: body.password !== undefined,
      },
    );
    const updated = await this.users.findById(id);
    if (!updated) throw new NotFoundError();
    return this.presenter.presentOne(principal, updated);
  }

  async delete(principal: Principal, id: number, actor: Actor): Promise<void> {
    const target = await this.visible(principal, id);
    authorize(userPolicy, principal, await this.withMemberships(target), 'delete');
    await this.users.delete(id);
    await this.audit.record(actor, 'user.delete', { type: 'user', id }, { email: target.email });
  }

  private async visible(principal: Principal, id: number): Promise<UserRow> {
    const user = await this.users.findInScope(id, principal.scope);
    if (!user) throw new NotFoundError();
    return user;
  }

  private async organisationInScope(principal: Principal, organisationId: number) {
    const org = await this.organisations.findInScope(organisationId, principal.scope);
    if (!org) throw ValidationError.field('organisation', NO_SUCH_ORGANISATION(organisationId));
    return org;
  }

  private async acceptablePassword(password: string, email: string): Promise<string> {
    const problems = passwordProblems(password, email);
    if (problems.length > 0) throw new ValidationError({ password: problems });
    return hashPassword(password);
  }
}
