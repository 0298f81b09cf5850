import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  async create(userId: number, tokenHash: Buffer, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
      .execute();
  }

  /**
   * Marks the unused, unexpired reset with this digest as used and returns its user, in one
   * statement so that two concurrent confirmations cannot both succeed.
   */
  async consume(userId: number, tokenHash: Buffer): Promise<boolean> {
    const row = await this.db
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where(sql<boolean>`expires_at > now()`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async isValid(userId: number, tokenHash: Buffer): Promise<boolean> {
    const row = await this.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', userId)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where(sql<boolean>`expires_at > now()`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** After a password change, every outstanding link of the user stops working. */
  async invalidateForUser(userId: number): Promise<void> {
    await this.db
      .updateTable('password_resets')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
