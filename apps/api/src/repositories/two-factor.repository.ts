import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';

export interface SecondFactorRow {
  user_id: number;
  secret_sealed: string;
  confirmed_at: Date | null;
  /** The time step of the last code accepted (bigint, read as text). */
  last_used_step: string | null;
}

/**
 * Whether the user (a `users` row alias) must set up a second factor before anything else: a
 * password account, a member of an organisation that requires one, without a confirmed one.
 * The one statement of the rule: the token lookup of every request and the profile share it.
 */
export function twoFactorPendingOf(user: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${user}.password_hash is not null
    and not exists (select 1 from user_second_factors f
                    where f.user_id = ${user}.id and f.confirmed_at is not null)
    and exists (select 1 from memberships m join organisations o on o.id = m.organisation_id
                where m.user_id = ${user}.id and o.require_two_factor))`;
}

/** Users' second factors (TOTP secrets, sealed) and their recovery codes (digests). */
export class TwoFactorRepository {
  constructor(private readonly db: Db) {}

  find(userId: number): Promise<SecondFactorRow | undefined> {
    return this.db
      .selectFrom('user_second_factors')
      .select(['user_id', 'secret_sealed', 'confirmed_at', 'last_used_step'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Whether the user has a confirmed factor, and whether they must set one up (see above). */
  async state(userId: number): Promise<{ enabled: boolean; pending: boolean }> {
    const rows = await sql<{ enabled: boolean; pending: boolean }>`
      select exists (select 1 from user_second_factors f
                     where f.user_id = u.id and f.confirmed_at is not null) as enabled,
             ${twoFactorPendingOf(sql`u`)} as pending
      from users u where u.id = ${userId}`.execute(this.db);
    return rows.rows[0] ?? { enabled: false, pending: false };
  }

  /** Of these users, those with a confirmed factor. */
  async enabledAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('user_second_factors')
      .select('user_id')
      .where('user_id', 'in', userIds)
      .where('confirmed_at', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.user_id));
  }

  /**
   * Keeps a new, unconfirmed secret, in place of an unconfirmed one; false (nothing changed)
   * when the user's factor is already confirmed.
   */
  async start(userId: number, secretSealed: string): Promise<boolean> {
    const row = await this.db
      .insertInto('user_second_factors')
      .values({ user_id: userId, secret_sealed: secretSealed })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({
            secret_sealed: secretSealed,
            created_at: sql`now()`,
            last_used_step: null,
          })
          .where('user_second_factors.confirmed_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Confirms the unconfirmed factor that still has this secret (a set-up started again since
   * confirms nothing), with the step of its first code, and keeps its recovery codes' digests.
   */
  async confirm(
    userId: number,
    secretSealed: string,
    step: number,
    codeHashes: readonly Buffer[],
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const confirmed = await trx
        .updateTable('user_second_factors')
        .set({ confirmed_at: sql`now()`, last_used_step: step })
        .where('user_id', '=', userId)
        .where('secret_sealed', '=', secretSealed)
        .where('confirmed_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      if (!confirmed) return false;
      await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('user_recovery_codes')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
        .execute();
      return true;
    });
  }

  /**
   * Takes a code's time step as used: false when a code of this step or a later one was taken
   * already (a replay, or a race with another request carrying the same code).
   */
  async useStep(userId: number, step: number): Promise<boolean> {
    const row = await this.db
      .updateTable('user_second_factors')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .where((eb) =>
        eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Takes an unused recovery code of the user as used: false when there is no such code. */
  async useRecoveryCode(userId: number, codeHash: Buffer): Promise<boolean> {
    const row = await this.db
      .updateTable('user_recovery_codes')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Removes the user's factor and recovery codes; false when there was none. */
  async remove(userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_second_factors')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
