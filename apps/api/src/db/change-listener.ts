import pg from 'pg';
import type { ChangeSignal } from './change-signal.js';

/** The channel migration 0006's triggers notify on. */
export const CHANGE_CHANNEL = 'waymark_changes';
const RETRY_MS = 1000;

/** Other channels heard on the same connection, each with what to do with a notice's payload. */
export type NoticeHandlers = Readonly<Record<string, (payload: string) => void>>;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Listens for other processes' writes on one dedicated connection. While it is down the signal
 * is not trusted (caches step aside), and it reconnects until stopped. The notices of `others`
 * (say the upload lockers' release requests) travel on the same connection; a notice sent
 * while it is down is not heard, so their listeners must not depend on every one.
 */
export function listenForChanges(
  signal: ChangeSignal,
  connectionString: string,
  log: Log,
  others: NoticeHandlers = {},
): { ready: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = (err: unknown) => {
    signal.setListening(false);
    const old = client;
    client = null;
    void old?.end().catch(() => {});
    if (stopped || retry) return;
    log.warn({ err }, 'change notices lost; caches bypassed until reconnected');
    retry = setTimeout(() => void connect(), RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    retry = null;
    const next = new pg.Client({ connectionString, application_name: 'waymark-changes' });
    next.on('notification', (notice) => {
      if (notice.channel === CHANGE_CHANNEL) signal.changed();
      else others[notice.channel]?.(notice.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    try {
      await next.connect();
      for (const channel of [CHANGE_CHANNEL, ...Object.keys(others)]) {
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      }
    } catch (err) {
      void next.end().catch(() => {});
      if (!stopped) lost(err);
      return;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    signal.setListening(true);
  };

  const ready = connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      signal.setListening(false);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
