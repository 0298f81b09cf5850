import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The first key of the two-key advisory locks that mark a file being processed (the second is
 * the file's id), so that they meet no other advisory lock.
 */
const LOCK_SPACE = 0x5741; // 'WA'

export type Locked<T> = { ran: true; value: T } | { ran: false };

/**
 * Which process is working on a file, kept by PostgreSQL itself: a worker holds a session
 * advisory lock on the file while it processes it, and the lock goes with its connection when
 * the worker dies (killed, out of memory, its machine gone). A file marked 'processing' whose
 * lock nobody holds has lost its worker.
 */
export class ProcessingLockRepository {
  constructor(
    private readonly db: Db,
    /**
     * Where the locks are held: the primary itself, never through a pooler in transaction mode,
     * which would hand the session (and its lock) to another client between two statements.
     */
    private readonly lockDb: Db = db,
  ) {}

  /** Runs `work` holding the file's lock on a connection of its own; not when another holds it. */
  async withLock<T>(fileId: number, work: () => Promise<T>): Promise<Locked<T>> {
    return this.lockDb.connection().execute(async (connection) => {
      const taken = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${LOCK_SPACE}::int, ${fileId}::int) as locked`.execute(
        connection,
      );
      if (!taken.rows[0]?.locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await sql`select pg_advisory_unlock(${LOCK_SPACE}::int, ${fileId}::int)`
          .execute(connection)
          .catch(() => undefined);
      }
    });
  }

  /**
   * Files marked 'processing' that no live session holds the lock of, put back to 'queued'
   * in one statement (two reapers never take the same file); their ids.
   */
  async requeueOrphans(): Promise<number[]> {
    const result = await sql<{ id: number }>`
      update layer_files f set status = 'queued', progress = 0
      where f.status = 'processing'
        and not exists (
          select 1 from pg_locks l
          where l.locktype = 'advisory' and l.granted
            and l.database = (select oid from pg_database where datname = current_database())
            and l.classid = ${LOCK_SPACE}::int and l.objid = f.id and l.objsubid = 2)
      returning f.id`.execute(this.db);
    return result.rows.map((r) => r.id);
  }
}
