/**
 * Errors that mean the database cannot be reached right now — refused or dropped connections,
 * a server shutting down or starting up — rather than a fault of the request: answered 503 so
 * that clients retry, while the pool reconnects by itself.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin / crash shutdown, cannot
  // connect now: the server is starting or stopping).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 3) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(err.message))) return true;
  // Node reports a refused connection to several addresses as one AggregateError.
  if (err instanceof AggregateError)
    return err.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
  return isDatabaseUnavailable(err.cause, depth + 1);
}

/** Seconds a client is asked to wait before it tries again. */
export const DATABASE_RETRY_AFTER = 5;
