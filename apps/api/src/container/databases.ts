import { directDatabaseUrl, isPooled, type Config } from '../config.js';
import { createDb, type Db } from '../db/database.js';

/** The handles a process needs beside its main one (DATABASE_URL), made from the config. */
export interface Companions {
  /**
   * The primary itself for the processing locks (session advisory locks): the main handle when
   * DATABASE_URL is not a pooler, else a pool of its own, one connection per job at most.
   */
  direct: Db;
  /** Ends the pools made here (not the main handle's). */
  close(): Promise<void>;
}

export function companionDatabases(db: Db, config: Config): Companions {
  // pg pools connect on first use: a process that takes no job opens none.
  const direct = isPooled(config)
    ? createDb(directDatabaseUrl(config), config.WORKER_CONCURRENCY + 1, {
        applicationName: 'waymark-locks',
      })
    : db;
  let closed: Promise<void> | null = null;
  return {
    direct,
    close: () => (closed ??= direct === db ? Promise.resolve() : direct.destroy()),
  };
}
