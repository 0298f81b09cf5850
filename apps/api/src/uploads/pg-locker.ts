import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { LockSession, UploadLockRepository } from '../repositories/upload-lock.repository.js';

/** How long a request waits for an upload's lock before it gives up (as MemoryLocker). */
const ACQUIRE_TIMEOUT_MS = 30_000;
/**
 * How often a waiting request asks again: notices wake it sooner, this only covers notices
 * that cannot come (a holder whose process died, a notice channel being reconnected).
 */
const RETRY_MS = 250;

type Wake = () => void;

/**
 * tus's Locker shared by every api process through PostgreSQL (UploadLockRepository): an
 * upload's lock is a session advisory lock, and a request that finds it taken asks the holder
 * to let go with a notice ('release <id>') that every process hears (see `hear`), wherever the
 * holder runs. The holder's request then ends its write and unlocks ('free <id>' wakes the
 * waiters). A killed process's locks go with its connections.
 */
export class PgLocker implements Locker {
  /** The locks this process holds: how to ask each holder to let go. */
  readonly held = new Map<string, RequestRelease>();
  private readonly waiting = new Map<string, Set<Wake>>();

  constructor(
    readonly repo: UploadLockRepository,
    readonly timeoutMs = ACQUIRE_TIMEOUT_MS,
  ) {}

  newLock(id: string): Lock {
    return new PgLock(id, this);
  }

  /** A notice of the lockers' channel, from any process (this one included). */
  hear(payload: string): void {
    const [kind, id] = payload.split(' ');
    if (!id) return;
    if (kind === 'release') void this.held.get(id)?.();
    if (kind === 'free') for (const wake of this.waiting.get(id) ?? []) wake();
  }

  /** Waits for a release of `id`, the next retry or the end of `signal`, whichever first. */
  nextTry(id: string, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const wakes = this.waiting.get(id) ?? new Set<Wake>();
      this.waiting.set(id, wakes);
      const wake = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', wake);
        wakes.delete(wake);
        if (wakes.size === 0) this.waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(wake, RETRY_MS);
      signal.addEventListener('abort', wake, { once: true });
      wakes.add(wake);
    });
  }

  close(): Promise<void> {
    return this.repo.close();
  }
}

class PgLock implements Lock {
  private session: LockSession | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: PgLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUp = AbortSignal.any([stopSignal, AbortSignal.timeout(this.locker.timeoutMs)]);
    const session = await this.locker.repo.session();
    try {
      while (!(await session.tryLock(this.id))) {
        if (giveUp.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
        // A holder in this process is asked directly; one elsewhere through the notice.
        const local = this.locker.held.get(this.id);
        if (local) await local();
        else await session.notify(`release ${this.id}`);
        await this.locker.nextTry(this.id, giveUp);
        if (giveUp.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      }
    } catch (err) {
      // Not taken: the connection goes back, unless a query failed on it.
      session.end(err !== ERRORS.ERR_LOCK_TIMEOUT);
      throw err;
    }
    this.session = session;
    this.locker.held.set(this.id, requestRelease);
    // Its connection gone, the lock is gone: the write must stop before another begins.
    session.onLost(() => void requestRelease());
  }

  async unlock(): Promise<void> {
    const session = this.session;
    if (!session) throw new Error('Releasing an unlocked lock!');
    this.session = null;
    this.locker.held.delete(this.id);
    try {
      await session.unlock(this.id);
      await session.notify(`free ${this.id}`);
      session.end();
    } catch {
      // A connection that failed may still hold the lock: end it, and the lock with it.
      session.end(true);
    }
  }
}
