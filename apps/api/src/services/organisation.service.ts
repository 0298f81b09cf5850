import {
  ORGANISATION_ORDERING,
  type ListQuery,
  type Organisation,
  type OrganisationCreate,
  type OrganisationPatch,
  type UserRead,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { pageWindow, parseOrdering } from '../lib/ordering.js';
import type {
  OrganisationRepository,
  OrganisationRow,
  OrganisationValues,
} from '../repositories/organisation.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { Storage } from '../storage/storage.js';
import type { Actor, AuditService } from './audit.service.js';
import { settleStoredLogo } from './organisation-logo.js';
import { presentOrganisation, type UserPresenter } from './presenters.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import { sessionPolicy } from '../policies/session.policy.js';

export class OrganisationService {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly users: UserRepository,
    private readonly presenter: UserPresenter,
    private readonly audit: AuditService,
    private readonly storage: Storage,
  ) {}

  /**
   * Organisations with their member counts (one query for a whole page) and what `principal`
   * may do in each.
   */
  async present(principal: Principal, rows: readonly OrganisationRow[]): Promise<Organisation[]> {
    const counts = await this.organisations.memberCounts(rows.map((r) => r.id));
    return rows.map((row) =>
      presentOrganisation(
        row,
        counts.get(row.id) ?? 0,
        abilitiesOf(organisationPolicy, principal, row),
      ),
    );
  }

  async list(
    principal: Principal,
    query: ListQuery,
  ): Promise<{ count: number; results: Organisation[] }> {
    const order = parseOrdering(query.ordering, ORGANISATION_ORDERING, 'id');
    const { count, rows } = await this.organisations.list(
      principal.scope,
      order,
      pageWindow(query),
      query.search,
    );
    return { count, results: await this.present(principal, rows) };
  }

  async get(principal: Principal, id: number): Promise<Organisation> {
    const [organisation] = await this.present(principal, [await this.visible(principal, id)]);
    return organisation!;
  }

  async create(
    principal: Principal,
    body: OrganisationCreate,
    actor: Actor,
  ): Promise<Organisation> {
    authorize(sessionPolicy, principal, null, 'add_organisation');
    if (body.map !== undefined && body.map !== null) {
      throw ValidationError.field('map', `Invalid pk "${body.map}" - object does not exist.`);
    }
    const values = toValues(body);
    await this.checkHostsFree(values);
    const row = await this.organisations.create({ ...values, name: body.name });
    // The creator administers what they created.
    await this.users.upsertMembership(principal.id, row.id, true);
    await this.audit.record(actor, 'organisation.create', { type: 'organisation', id: row.id });
    // Not this.get: the principal's scope was read before they became a member.
    const [created] = await this.present(principal.joined(row.id, true), [row]);
    return created!;
  }

  async update(
    principal: Principal,
    id: number,
    body: OrganisationPatch,
    actor: Actor,
  ): Promise<Organisation> {
    const row = await this.administered(principal, id);
    if (
      body.map !== undefined &&
      body.map !== null &&
      !(await this.organisations.ownsMap(id, body.map))
    ) {
      throw ValidationError.field('map', `Invalid pk "${body.map}" - object does not exist.`);
    }
    const values = toValues(body);
    await this.checkHostsFree(values, id);
    const unusedLogo = settleStoredLogo(row, values);
    await this.organisations.update(id, values);
    if (unusedLogo) await this.storage.delete([unusedLogo]);
    await this.audit.record(
      actor,
      'organisation.update',
      { type: 'organisation', id },
      {
        fields: Object.keys(body),
      },
    );
    return this.get(principal, id);
  }

  /**
   * The users of an organisation, for the user administration (users.change_user) and the
   * impersonation list (profiles.impersonate, of the real user while impersonating).
   */
  async members(principal: Principal, id: number): Promise<UserRead[]> {
    const organisation = await this.visible(principal, id);
    // The user administration lists them, and so does the 'Login as...' control.
    if (organisationPolicy.refusal(principal, organisation, 'view_users') !== null) {
      authorize(sessionPolicy, principal, null, 'impersonate');
    }
    return this.presenter.present(principal, await this.users.listByOrganisation(id));
  }

  private async visible(principal: Principal, id: number): Promise<OrganisationRow> {
    const row = await this.organisations.findInScope(id, principal.scope);
    if (!row) throw new NotFoundError();
    return row;
  }

  /**
   * The organisation if the principal may change it (organisations.change_organisation and
   * admin of it): 404 outside their scope, 403 without the right.
   */
  async administered(principal: Principal, id: number): Promise<OrganisationRow> {
    const row = await this.visible(principal, id);
    authorize(organisationPolicy, principal, row, 'change');
    return row;
  }

  private async checkHostsFree(values: OrganisationValues, exceptId?: number): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (values.domain) {
      const used = await this.organisations.hostsInUse([values.domain], exceptId);
      if (used.length) errors.domain = ['organisation with this domain already exists.'];
    }
    if (values.alt_domains?.length) {
      const used = await this.organisations.hostsInUse(values.alt_domains, exceptId);
      if (used.length)
        errors.alt_domains = [`Already used by another organisation: ${used.join(', ')}.`];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
}

function toValues(body: OrganisationPatch): OrganisationValues {
  const values: OrganisationValues = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.domain !== undefined) values.domain = body.domain;
  if (body.alt_domains !== undefined) values.alt_domains = [...new Set(body.alt_domains)];
  if (body.layout !== undefined) values.layout = body.layout;
  if (body.map !== undefined) values.map_id = body.map;
  if (body.share_viewer_analytics !== undefined) {
    values.share_viewer_analytics = body.share_viewer_analytics;
  }
  if (body.require_two_factor !== undefined) values.require_two_factor = body.require_two_factor;
  return values;
}
