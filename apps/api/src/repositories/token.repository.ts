import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface ActiveToken {
  id: number;
  user_id: number;
  impersonated_user_id: number | null;
}

export interface SessionMade {
  method: string;
  ssoOrganisationId?: number;
  idTokenSealed?: string | null;
}

export class TokenRepository {
  constructor(private readonly db: Db) {}

  /** A new session; `made` says how it was signed in (and, by SSO, with what). */
  async create(userId: number, keyHash: Buffer, made?: SessionMade): Promise<number> {
    const row = await this.db
      .insertInto('auth_tokens')
      .values({
        user_id: userId,
        key_hash: keyHash,
        ...(made && {
          method: made.method,
          sso_organisation_id: made.ssoOrganisationId ?? null,
          id_token_sealed: made.idTokenSealed ?? null,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async touch(id: number): Promise<void> {
    // Only write when stale, so busy clients do not update the row on every request.
    await this.db
      .updateTable('auth_tokens')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', id)
      .where(sql<boolean>`last_used_at < now() - interval '5 minutes'`)
      .execute();
  }

  /** How a session was made (its single sign-on provider and ID token, for sign-out). */
  made(id: number) {
    return this.db
      .selectFrom('auth_tokens')
      .select(['method', 'sso_organisation_id', 'id_token_sealed'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async revoke(id: number): Promise<void> {
    await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async setImpersonation(id: number, impersonatedUserId: number | null): Promise<void> {
    await this.db
      .updateTable('auth_tokens')
      .set({ impersonated_user_id: impersonatedUserId })
      .where('id', '=', id)
      .execute();
  }
}
