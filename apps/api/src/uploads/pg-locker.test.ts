import pg from 'pg';
import { ERRORS } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForChanges } from '../db/change-listener.js';
import { ChangeSignal } from '../db/change-signal.js';
import {
  UPLOAD_LOCK_CHANNEL,
  UPLOAD_LOCK_SPACE,
  UploadLockRepository,
} from '../repositories/upload-lock.repository.js';
import { createTestDatabase } from '../test/databases.js';
import { PgLocker } from './pg-locker.js';

const quiet = { warn: () => undefined };

/** A locker as one api process has it: its own pool, and its own notice listener. */
async function processLocker(url: string) {
  const locker = new PgLocker(new UploadLockRepository(url));
  const listener = listenForChanges(new ChangeSignal(), url, quiet, {
    [UPLOAD_LOCK_CHANNEL]: (payload) => locker.hear(payload),
  });
  await listener.ready;
  return { locker, close: () => Promise.all([listener.stop(), locker.close()]) };
}

/** A request's release callback: how many times the holder was asked, and the first time. */
function holder() {
  let asked!: () => void;
  const first = new Promise<void>((resolve) => (asked = resolve));
  const state = { times: 0, first, release: () => void ((state.times += 1), asked()) };
  return state;
}

/** Whether a promise has settled, without waiting for it. */
function watch(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('PgLocker: tus upload locks shared by processes through PostgreSQL', () => {
  let drop: () => Promise<void>;
  let admin: pg.Client;
  let A: Awaited<ReturnType<typeof processLocker>>;
  let B: Awaited<ReturnType<typeof processLocker>>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    [A, B] = await Promise.all([processLocker(database.url), processLocker(database.url)]);
  });

  afterAll(async () => {
    await Promise.all([A?.close(), B?.close(), admin?.end()]);
    await drop?.();
  });

  const never = () => new AbortController().signal;

  it('makes a second process wait, asks the holder to let go, and hands over on unlock', async () => {
    const id = '1x' + 'a'.repeat(32);
    const first = holder();
    const held = A.locker.newLock(id);
    await held.lock(never(), first.release);

    const second = holder();
    const waiting = B.locker.newLock(id);
    const taking = waiting.lock(never(), second.release);
    const taken = watch(taking);
    // The request reached A's holder from B's process, by the notice.
    await first.first;
    expect(taken.settled).toBe(false);

    await held.unlock();
    await taking;
    expect(second.times).toBe(0);
    // Now B holds it: A waits in turn and asks B.
    const third = holder();
    const again = A.locker.newLock(id);
    const retaking = again.lock(never(), third.release);
    await second.first;
    await waiting.unlock();
    await retaking;
    await again.unlock();
  });

  it('gives up with tus’s lock timeout error when the waiting request stops', async () => {
    const id = '1x' + 'b'.repeat(32);
    const first = holder();
    const held = A.locker.newLock(id);
    await held.lock(never(), first.release);

    const stop = new AbortController();
    const taking = B.locker.newLock(id).lock(stop.signal, () => undefined);
    await first.first;
    stop.abort();
    await expect(taking).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);

    // The holder still holds it: nobody else takes it while it does.
    const stopped = new AbortController();
    stopped.abort();
    await expect(B.locker.newLock(id).lock(stopped.signal, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await held.unlock();
    const after = B.locker.newLock(id);
    await after.lock(stopped.signal, () => undefined);
    await after.unlock();
  });

  /** The backend that holds the one upload lock granted in the test's database. */
  async function holderPid(): Promise<number> {
    const holders = await admin.query<{ pid: number }>(
      `select pid from pg_locks
       where locktype = 'advisory' and granted and classid = $1 and objsubid = 2
         and database = (select oid from pg_database where datname = current_database())`,
      [UPLOAD_LOCK_SPACE],
    );
    expect(holders.rows).toHaveLength(1);
    return holders.rows[0]!.pid;
  }

  it('frees the lock of a connection that dies: the other process takes it', async () => {
    const id = '1x' + 'c'.repeat(32);
    const first = holder();
    const held = A.locker.newLock(id);
    await held.lock(never(), first.release);
    const pid = await holderPid();

    // B waits (and asks A, which does not let go: say its process hangs, then is killed).
    const waiting = B.locker.newLock(id);
    const taking = waiting.lock(never(), () => undefined);
    await first.first;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await taking;
    // A's late unlock is harmless: the lock stays B's.
    await held.unlock();
    expect(await holderPid()).not.toBe(pid);
    await waiting.unlock();
  });

  it('tells a holder whose connection dies that its lock is gone, so that its write stops', async () => {
    const id = '1x' + 'd'.repeat(32);
    const first = holder();
    const held = A.locker.newLock(id);
    await held.lock(never(), first.release);
    await admin.query('select pg_terminate_backend($1)', [await holderPid()]);
    // Nobody else asked for the lock: only the lost connection calls the holder.
    await first.first;
    expect(first.times).toBe(1);
    await held.unlock();
  });
});
