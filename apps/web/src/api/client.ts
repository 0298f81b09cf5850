import createClient, { defaultPathSerializer, type Middleware } from 'openapi-fetch';
import { ApiError } from './ApiError.js';
import { handleFailure, handleSuccess } from './answerHandling.js';
import { authenticationHeader } from './credentials.js';
import type { paths } from './generated/schema.js';
import { readCookie } from './url.js';

/** A request carrying this header (value 'true') is sent without the authentication header. */
export const BYPASS_HEADER = 'X-Bypass-Interceptor';

/** The conventions of spec section 7 on the way out: CSRF token and authentication header. */
const conventions: Middleware = {
  onRequest({ request }) {
    const headers = request.headers;
    const bypass = headers.get(BYPASS_HEADER) === 'true';
    // The marker is for this client only; the server never sees it.
    headers.delete(BYPASS_HEADER);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const csrf = readCookie('csrftoken');
    if (csrf) headers.set('X-CSRFToken', csrf);
    const auth = bypass ? null : authenticationHeader();
    if (auth) headers.set(auth[0], auth[1]);
    return request;
  },
  /** Section 8 on the way back: failures are thrown as ApiError after the global handling. */
  async onResponse({ request, response }) {
    if (response.ok || response.status === 304) {
      handleSuccess();
      return response;
    }
    const body = await readBody(response.clone());
    throw handleFailure(
      new ApiError(
        response.status,
        response.statusText,
        body,
        new URL(request.url).pathname,
        response.headers.get('X-Request-Id'),
      ),
      shareTokenOf(request.headers),
    );
  },
};

/** The share token a request carried ('MapShare: Token <token>'), if it was a share viewer's. */
function shareTokenOf(headers: Headers): string | null {
  return /^Token\s+(\S+)\s*$/i.exec(headers.get('MapShare') ?? '')?.[1] ?? null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one HTTP client of the web app, typed from the server's own OpenAPI document
 * (generated/schema.ts): a path or a payload the server does not have fails the build. Every
 * same-host /api/ path gets its trailing slash (section 7).
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  credentials: 'same-origin',
  // Looked up per request, so that tests can stand in for it.
  fetch: (request) => globalThis.fetch(request),
  pathSerializer: (pathname, params) => {
    const path = defaultPathSerializer(pathname, params);
    return path.endsWith('/') ? path : `${path}/`;
  },
});
api.use(conventions);

/** A form body sent as it is (multipart), not as JSON. */
export const asForm = { bodySerializer: (body: unknown) => body as FormData } as const;

/**
 * The data of a successful call. Failures never get here: the client throws them as ApiError
 * (see `conventions`). A 304 or a 204 has none.
 */
export async function ok<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/** The data and the answer's status and headers (Last-Modified, 304). */
export async function okWithResponse<T>(
  call: Promise<{ data?: T; response: Response }>,
): Promise<{ data: T | null; status: number; headers: Headers }> {
  const { data, response } = await call;
  return { data: (data ?? null) as T | null, status: response.status, headers: response.headers };
}

/** An id for a path parameter: the document describes them as decimal text. */
export function idOf(id: number): string {
  return String(id);
}
