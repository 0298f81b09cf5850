/**
 * What an error report (a Sentry event or breadcrumb, from the api, a worker or the browser)
 * keeps of personal data and secrets: nothing. Pure functions over JSON-like values, so that
 * the server and the web app apply the same rules. Imported by its own path
 * (@waymark/contract/error-scrubber), not through the index: the web app loads it with the SDK,
 * after the first frame, never in the entry chunk.
 */

export const FILTERED = '[Filtered]';
export const EMAIL_MARK = '[email]';

/** Property names whose value is a secret or personal, whatever it looks like. */
const SECRET_KEY =
  /passw(or)?d|passphrase|secret|token|authori[sz]ation|cookie|api[-_]?key|access[-_]?key|^key$|^mapshare$|csrf|session[-_]?id|sessionid|credential|signature|^dsn$|e-?mail|^ip(_address)?$|^x-forwarded-for$|^x-real-ip$|^forwarded$/i;

/** Query parameters whose value is a secret, personal or what a user typed. */
const SECRET_QUERY =
  /([?&;](?:key|token|access_key|api_key|apikey|password|secret|sig|signature|code|state|email|q|query|search|sentry_key)=)[^&#\s"'<>]*/gi;

// A share token (32 random bytes, base64url) or a reset token in a path; the web app's share
// route is /maps/:id/share/:token/, the api's /api/mapshares/:token/.
const PATH_SECRETS: [RegExp, string][] = [
  [/(\/mapshares\/)[A-Za-z0-9_-]{20,}/g, `$1${FILTERED}`],
  [/(\/share\/)[^/?#\s"'<>]+/g, `$1${FILTERED}`],
  [/(\/reset\/confirm\/)[^/?#\s"'<>]+\/[^/?#\s"'<>]+/g, `$1${FILTERED}/${FILTERED}`],
];

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const AUTH_SCHEME = /\b(Token|Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{16,}/gi;
// Auth tokens and access keys are 40 hex characters.
const HEX_KEY = /(?<![0-9A-Fa-f])[0-9A-Fa-f]{40}(?![0-9A-Fa-f])/g;
const BASE64URL_43 = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** Request headers worth keeping: the rest (cookies, credentials, client addresses) go. */
export const KEPT_REQUEST_HEADERS: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-length',
  'content-type',
  'host',
  'referer',
  'user-agent',
  'x-request-id',
];
const KEPT_HEADERS = new Set(KEPT_REQUEST_HEADERS);

/** Top-level fields of an event that are the SDK's own (ids, the release with its commit). */
const UNTOUCHED_TOP = new Set(['event_id', 'release', 'dist', 'timestamp', 'start_timestamp']);

const MAX_DEPTH = 30;

/** A text with e-mail addresses, tokens, keys and secret URL parts replaced. */
export function scrubText(text: string): string {
  let out = text.replace(SECRET_QUERY, `$1${FILTERED}`);
  for (const [pattern, replacement] of PATH_SECRETS) out = out.replace(pattern, replacement);
  out = out
    .replace(AUTH_SCHEME, `$1 ${FILTERED}`)
    .replace(EMAIL, EMAIL_MARK)
    .replace(HEX_KEY, FILTERED)
    // Random base64url looks like nothing else: mixed case and a digit.
    .replace(BASE64URL_43, (m) =>
      /[0-9]/.test(m) && /[a-z]/.test(m) && /[A-Z]/.test(m) ? FILTERED : m,
    );
  return out;
}

/** A copy of a JSON-like value with every string scrubbed and secret-named fields filtered. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      SECRET_KEY.test(key) && v !== null && v !== undefined && v !== ''
        ? FILTERED
        : scrubValue(v, depth + 1);
  }
  return out;
}

function keptHeaders(headers: unknown): Record<string, string> | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (KEPT_HEADERS.has(name.toLowerCase()) && typeof value === 'string') {
      out[name] = scrubText(value);
    }
  }
  return out;
}

/**
 * An event as it may leave: no user, no request body or cookies, only harmless headers, and
 * every other string scrubbed (messages, exception values, tags, extra, contexts, breadcrumbs).
 */
export function scrubEvent<T extends object>(event: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) {
    if (key === 'user') continue;
    out[key] = UNTOUCHED_TOP.has(key) ? value : scrubValue(value);
  }
  const request = (event as { request?: unknown }).request;
  if (request && typeof request === 'object') {
    // The body (passwords, file contents), cookies and the server's environment never leave.
    const dropped = new Set(['data', 'cookies', 'env', 'headers', 'query_string']);
    const others = Object.fromEntries(Object.entries(request).filter(([key]) => !dropped.has(key)));
    const { headers, query_string: query } = request as Record<string, unknown>;
    const kept = keptHeaders(headers);
    out.request = {
      ...(scrubValue(others) as object),
      // Its parameters are scrubbed as a URL's; a parsed form is dropped rather than guessed at.
      ...(typeof query === 'string' ? { query_string: scrubText(`?${query}`).slice(1) } : {}),
      ...(kept ? { headers: kept } : {}),
    };
  }
  return out as T;
}

/** A breadcrumb as it may leave (URLs of fetches and navigations, console messages, ...). */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubValue(breadcrumb) as T;
}
