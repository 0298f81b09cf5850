import { directDatabaseUrl, isPooled, type Config } from '../config.js';
import { changeSignalOf, createDb, type Db } from '../db/database.js';
import { ReadRouter } from '../db/read-router.js';

/** The handles a process needs beside its main one (DATABASE_URL), made from the config. */
export interface Companions {
  /**
   * The primary itself for the processing locks (session advisory locks): the main handle when
   * DATABASE_URL is not a pooler, else a pool of its own, one connection per job at most.
   */
  direct: Db;
  /** Where tile, search and list reads go (DATABASE_REPLICA_URL, or the primary). */
  reads: ReadRouter;
  /** Ends the pools made here (not the main handle's). */
  close(): Promise<void>;
}

export function companionDatabases(
  db: Db,
  config: Config,
  onReplicaError: (err: unknown) => void,
): Companions {
  const pooled = isPooled(config);
  // pg pools connect on first use: a process that takes no job or serves no read opens none.
  const direct = pooled
    ? createDb(directDatabaseUrl(config), config.WORKER_CONCURRENCY + 1, {
        applicationName: 'waymark-locks',
      })
    : db;
  // A replica behind a pooler too is taken to be set up as the primary's (see createDb).
  const replica = config.DATABASE_REPLICA_URL
    ? createDb(config.DATABASE_REPLICA_URL, config.DB_POOL_SIZE, {
        applicationName: 'waymark-replica',
        pooled,
      })
    : null;
  const reads = new ReadRouter(db, replica, changeSignalOf(db), onReplicaError);
  let closed: Promise<void> | null = null;
  return {
    direct,
    reads,
    close: () =>
      (closed ??= Promise.all([direct === db ? undefined : direct.destroy(), reads.close()]).then(
        () => undefined,
      )),
  };
}
