import { USER_ORDERING, type UserListQuery, type UserRead } from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import { pageWindow, parseOrdering } from '../lib/ordering.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { UserPresenter } from './presenters.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';

/** The user administration's list: one organisation's users, a page at a time. */
export class UserListService {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly users: UserRepository,
    private readonly presenter: UserPresenter,
  ) {}

  /**
   * For holders of users.change_user in an organisation of theirs (any, for a superuser);
   * another organisation answers 404. Each user's memberships are shown only within the
   * reader's organisations.
   */
  async list(
    principal: Principal,
    query: UserListQuery,
  ): Promise<{ count: number; results: UserRead[] }> {
    const organisation = await this.organisations.findInScope(query.organisation, principal.scope);
    if (!organisation) throw new NotFoundError();
    authorize(organisationPolicy, principal, organisation, 'view_users');
    const order = parseOrdering(query.ordering, USER_ORDERING, 'id');
    const { count, rows } = await this.users.listInOrganisation(
      query.organisation,
      order,
      pageWindow(query),
      query.search,
    );
    return { count, results: await this.presenter.present(principal, rows) };
  }
}
