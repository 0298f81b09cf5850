import { sql, type Selectable } from 'kysely';
import type { InvitationState } from '@waymark/contract';
import type { Db } from '../db/database.js';
import type { OrganisationInvitationsTable } from '../db/schema.js';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import { paginate } from './paginate.js';

/** An invitation with what its answers show: the organisation's name and the inviter's. */
export type InvitationView = Selectable<OrganisationInvitationsTable> & {
  organisation_name: string;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  status: InvitationState;
};

export type InvitationOrderField = 'created_at' | 'expires_at' | 'email';

/** The state of an invitation, as SQL: its response, else expired or pending. */
const STATUS = sql<InvitationState>`coalesce(organisation_invitations.response,
  case when organisation_invitations.expires_at <= now() then 'expired' else 'pending' end)`;

/** Invitations of existing accounts to organisations. */
export class OrganisationInvitationRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('organisation_invitations')
      .innerJoin('organisations', 'organisations.id', 'organisation_invitations.organisation_id')
      .leftJoin('users as inviter', 'inviter.id', 'organisation_invitations.invited_by');
  }

  private view<T extends ReturnType<OrganisationInvitationRepository['base']>>(query: T) {
    return query
      .selectAll('organisation_invitations')
      .select([
        'organisations.name as organisation_name',
        'inviter.first_name as inviter_first_name',
        'inviter.last_name as inviter_last_name',
        STATUS.as('status'),
      ]);
  }

  findById(id: number): Promise<InvitationView | undefined> {
    return this.view(this.base())
      .where('organisation_invitations.id', '=', id)
      .executeTakeFirst() as Promise<InvitationView | undefined>;
  }

  /**
   * Invites the account, or renews its open invitation (a new expiry, the inviter and admin flag
   * of this time): one open invitation per account and organisation.
   */
  async invite(values: {
    organisationId: number;
    userId: number;
    email: string;
    admin: boolean;
    invitedBy: number | null;
    expiresAt: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('organisation_invitations')
      .values({
        organisation_id: values.organisationId,
        user_id: values.userId,
        email: values.email,
        admin: values.admin,
        invited_by: values.invitedBy,
        expires_at: values.expiresAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['organisation_id', 'user_id'])
          .where('response', 'is', null)
          .doUpdateSet({
            email: values.email,
            admin: values.admin,
            invited_by: values.invitedBy,
            created_at: sql<Date>`now()`,
            expires_at: values.expiresAt,
          }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Records an answer to a pending invitation; for an acceptance, the membership in the same
   * transaction. False when it was no longer pending (answered, cancelled, expired meanwhile).
   */
  async respond(id: number, response: 'accepted' | 'declined' | 'cancelled'): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const answered = await trx
        .updateTable('organisation_invitations')
        .set({ response, responded_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('response', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'organisation_id', 'admin'])
        .executeTakeFirst();
      if (!answered) return false;
      if (response === 'accepted') {
        await trx
          .insertInto('memberships')
          .values({
            user_id: answered.user_id,
            organisation_id: answered.organisation_id,
            admin: answered.admin,
          })
          .onConflict((oc) => oc.columns(['user_id', 'organisation_id']).doNothing())
          .execute();
      }
      return true;
    });
  }

  /** A page of invitations of an organisation, or addressed to an account. */
  list(
    filter: { organisationId?: number; userId?: number; status?: InvitationState },
    order: Ordering<InvitationOrderField>,
    window: PageWindow,
  ): Promise<{ count: number; rows: InvitationView[] }> {
    let base = this.base();
    if (filter.organisationId !== undefined) {
      base = base.where('organisation_invitations.organisation_id', '=', filter.organisationId);
    }
    if (filter.userId !== undefined) {
      base = base.where('organisation_invitations.user_id', '=', filter.userId);
    }
    if (filter.status !== undefined) base = base.where(STATUS, '=', filter.status);
    return paginate(base, window, (q) =>
      this.view(q)
        .orderBy(
          sql`${sql.ref(`organisation_invitations.${order.field}`)} ${sql.raw(order.direction)}`,
        )
        .orderBy('organisation_invitations.id', 'desc'),
    ) as Promise<{ count: number; rows: InvitationView[] }>;
  }
}
