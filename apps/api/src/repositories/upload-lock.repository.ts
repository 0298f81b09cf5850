import pg from 'pg';

/**
 * The first key of the two-key advisory locks on resumable uploads (the second is a hash of the
 * upload's id), apart from the processing locks' space (ProcessingLockRepository).
 */
export const UPLOAD_LOCK_SPACE = 0x5754; // 'WT'
/** The channel lockers of every process talk on (see PgLocker): release requests and releases. */
export const UPLOAD_LOCK_CHANNEL = 'waymark_upload_locks';
/**
 * Connections of the lock pool: each request that holds or awaits an upload's lock keeps one,
 * apart from the pool every other query uses, so that many uploads cannot starve it.
 */
const LOCK_CONNECTIONS = 32;

/** One connection of the lock pool, kept for the life of one lock (taken or awaited). */
export interface LockSession {
  /** Takes the upload's lock if nobody holds it; true when taken. */
  tryLock(uploadId: string): Promise<boolean>;
  /** Lets the upload's lock go. */
  unlock(uploadId: string): Promise<void>;
  /** Sends a notice on the lockers' channel. */
  notify(payload: string): Promise<void>;
  /** Called once if the connection dies (its locks die with it). */
  onLost(listener: () => void): void;
  /** Gives the connection back; `broken` ends it instead (and any lock it still holds). */
  end(broken?: boolean): void;
}

/**
 * Who writes a resumable upload, kept by PostgreSQL: a session advisory lock on a connection
 * held while the lock is, so that it goes with its connection when its process dies. A plain
 * pg pool (not Kysely's) because a lock's connection must be the one kept, and a connection
 * whose unlock failed must be ended, never handed to another lock.
 */
export class UploadLockRepository {
  private pool: pg.Pool | null = null;

  constructor(private readonly connectionString: string) {}

  /** A connection of its own for one lock (the pool is made at the first). */
  async session(): Promise<LockSession> {
    if (!this.pool) {
      this.pool = new pg.Pool({
        connectionString: this.connectionString,
        max: LOCK_CONNECTIONS,
        application_name: 'waymark-upload-locks',
        connectionTimeoutMillis: 10_000,
      });
      // An idle connection the server dropped must not end the process.
      this.pool.on('error', () => undefined);
    }
    return sessionOn(await this.pool.connect());
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }
}

function sessionOn(client: pg.PoolClient): LockSession {
  let lost: (() => void) | null = null;
  let ended = false;
  const onError = () => {
    const listener = lost;
    lost = null;
    listener?.();
  };
  client.on('error', onError);
  client.on('end', onError);
  return {
    async tryLock(uploadId) {
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::int, hashtext($2)) as locked',
        [UPLOAD_LOCK_SPACE, uploadId],
      );
      return result.rows[0]?.locked === true;
    },
    async unlock(uploadId) {
      await client.query('select pg_advisory_unlock($1::int, hashtext($2))', [
        UPLOAD_LOCK_SPACE,
        uploadId,
      ]);
    },
    async notify(payload) {
      await client.query('select pg_notify($1, $2)', [UPLOAD_LOCK_CHANNEL, payload]);
    },
    onLost(listener) {
      lost = listener;
    },
    end(broken = false) {
      if (ended) return;
      ended = true;
      lost = null;
      client.off('error', onError);
      client.off('end', onError);
      client.release(broken);
    },
  };
}
