import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { ChangeSignal } from './change-signal.js';
import type { Db } from './database.js';

/** The channel on which processes tell each other of a user's writes: '<user id> <lsn>'. */
export const READS_CHANNEL = 'waymark_reads';
/** Users remembered at once; past that, everyone's reads wait for the furthest write. */
const MAX_PENDING = 10_000;
/** After the replica failed to answer, reads stay off it this long (no connect timeout each). */
const REPLICA_REST_MS = 5_000;

/** What the reads of one request may use. */
export interface ReadScope {
  /** The request may write (an unsafe method): it reads what it wrote, so on the primary. */
  writes: boolean;
  /** The user the request acts for (null: none, a share viewer), whose own writes count. */
  user: number | null;
}

interface ActiveScope extends ReadScope {
  /** Where this request's reads go, decided at its first (null: the primary). */
  choice?: Promise<Db | null>;
}

/** What a repository needs of the router: a read, made where it may be. */
export type Reads = Pick<ReadRouter, 'run'>;

/** Reads on `db` only (no replica): for repositories made outside the container. */
export function primaryReads(db: Db): Reads {
  return { run: (read) => read(db, false) };
}

/** A WAL position ('16/B374D848') as a number that orders like it. */
export function lsnValue(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** The SQLSTATE class of errors that say the replica itself is away, not that a query failed. */
function replicaAway(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || /^(08|57|53)/.test(code);
}

/**
 * Sends tile, search and list reads to a streaming replica where they cannot be stale for the
 * one who asks. The rule: a request that may write reads on the primary; after a user's request
 * that may have written, that user's reads stay on the primary until the replica has replayed
 * past the primary's WAL position at the end of that request (pg_current_wal_lsn() then, against
 * pg_last_wal_replay_lsn()). This is exact however far replay lags — a fixed window would serve
 * stale reads whenever the lag outgrows it, and keep reads on the primary longer than needed
 * when it does not. Other api processes learn of the write by a notice on READS_CHANNEL, as
 * their caches learn of changes; while this process cannot hear notices, every read goes to the
 * primary. Outside a request (the worker, the command line) reads go to the primary, and a read
 * the replica fails (away, or cancelled by a recovery conflict) is made on the primary.
 */
export class ReadRouter {
  private readonly scopes = new AsyncLocalStorage<ActiveScope>();
  /** Per user, the primary's WAL position after their last request that may have written. */
  private readonly pending = new Map<number, bigint>();
  /** The position every user's reads wait for (set when `pending` overflowed). */
  private floor = 0n;
  /** The furthest position the replica was seen to have replayed. */
  private replayed = 0n;
  private restUntil = 0;

  constructor(
    readonly primary: Db,
    private readonly replica: Db | null,
    private readonly signal: ChangeSignal,
    private readonly onReplicaError: (err: unknown) => void = () => undefined,
  ) {}

  get enabled(): boolean {
    return this.replica !== null;
  }

  /** Runs `work` (a request's handler) with its reads routed for `scope`. */
  within<T>(scope: ReadScope, work: () => T): T {
    return this.scopes.run({ ...scope }, work);
  }

  /**
   * Runs a read on the replica when the current request may read there, else on the primary;
   * `onReplica` tells which (a tile checks that the replica holds the version it tagged).
   */
  async run<T>(read: (db: Db, onReplica: boolean) => Promise<T>): Promise<T> {
    const replica = await this.replicaForRequest();
    if (!replica) return read(this.primary, false);
    try {
      return await read(replica, true);
    } catch (err) {
      if (replicaAway(err)) this.restUntil = Date.now() + REPLICA_REST_MS;
      this.onReplicaError(err);
      return read(this.primary, false);
    }
  }

  /** Notes that `user`'s request may have written: their reads wait for the replica to catch up. */
  async wrote(user: number): Promise<void> {
    const result = await sql<{ lsn: string }>`
      with p as (select pg_current_wal_lsn()::text as lsn)
      select lsn, pg_notify(${READS_CHANNEL}, ${String(user)} || ' ' || lsn) from p`.execute(
      this.primary,
    );
    const lsn = result.rows[0]?.lsn;
    if (lsn) this.note(user, lsnValue(lsn));
  }

  /** A notice of READS_CHANNEL, from any process (this one included). */
  hear(payload: string): void {
    const match = /^(\d+) ([0-9A-F]+\/[0-9A-F]+)$/i.exec(payload);
    if (match) this.note(Number(match[1]), lsnValue(match[2]!));
  }

  close(): Promise<void> {
    return this.replica?.destroy() ?? Promise.resolve();
  }

  private note(user: number, lsn: bigint): void {
    if (lsn <= this.replayed) return;
    if (this.pending.size >= MAX_PENDING && !this.pending.has(user)) {
      // Bounded memory, still never stale: everyone waits for the furthest write known.
      for (const value of this.pending.values()) if (value > this.floor) this.floor = value;
      if (lsn > this.floor) this.floor = lsn;
      this.pending.clear();
      return;
    }
    if (lsn > (this.pending.get(user) ?? 0n)) this.pending.set(user, lsn);
  }

  private replicaForRequest(): Promise<Db | null> {
    const scope = this.scopes.getStore();
    if (!this.replica || !scope || scope.writes) return Promise.resolve(null);
    if (!this.signal.trusted || Date.now() < this.restUntil) return Promise.resolve(null);
    // Every read of one request from the same place: its answer is of one moment.
    scope.choice ??= this.choose(this.replica, scope.user);
    return scope.choice;
  }

  private async choose(replica: Db, user: number | null): Promise<Db | null> {
    const own = user === null ? undefined : this.pending.get(user);
    const needed = own !== undefined && own > this.floor ? own : this.floor;
    if (needed > this.replayed) {
      try {
        const position = await this.replayPosition(replica);
        if (position > this.replayed) this.replayed = position;
      } catch (err) {
        this.restUntil = Date.now() + REPLICA_REST_MS;
        this.onReplicaError(err);
        return null;
      }
      if (needed > this.replayed) return null;
    }
    if (user !== null && own !== undefined && (this.pending.get(user) ?? 0n) <= this.replayed) {
      this.pending.delete(user);
    }
    return replica;
  }

  /** How far the replica has replayed (a server not in recovery: its own current position). */
  private async replayPosition(replica: Db): Promise<bigint> {
    const result = await sql<{ lsn: string | null }>`
      select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn()
        else pg_current_wal_lsn() end)::text as lsn`.execute(replica);
    const lsn = result.rows[0]?.lsn;
    return lsn ? lsnValue(lsn) : 0n;
  }
}
