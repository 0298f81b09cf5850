import { authenticationHeader } from '../features/session/sessionStore.js';
import { ApiError } from './ApiError.js';
import { handleFailure, handleSuccess } from './answerHandling.js';
import { readCookie, resolveRequestUrl, type QueryValue } from './url.js';

/** A request carrying this header (value 'true') is sent without the authentication header. */
export const BYPASS_HEADER = 'X-Bypass-Interceptor';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData is sent as it is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

function buildHeaders(options: ApiRequestOptions, sameHost: boolean): Headers {
  const headers = new Headers(options.headers);
  const bypass = headers.get(BYPASS_HEADER) === 'true';
  // The marker is for this client only; the server never sees it.
  headers.delete(BYPASS_HEADER);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!sameHost) return headers;
  const csrf = readCookie('csrftoken');
  if (csrf) headers.set('X-CSRFToken', csrf);
  const auth = bypass ? null : authenticationHeader();
  if (auth) headers.set(auth[0], auth[1]);
  return headers;
}

function buildBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends a request with the conventions of section 7; failures go through section 8's handling. */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const { url, sameHost, pathname } = resolveRequestUrl(path, options.query);
  const headers = buildHeaders(options, sameHost);
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: buildBody(options.body, headers),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (response.ok || response.status === 304) {
    handleSuccess();
    return response;
  }
  const body = await readBody(response);
  throw handleFailure(new ApiError(response.status, response.statusText, body, pathname));
}

/**
 * The one HTTP client of the web app: the conventions of spec section 7 on the way out and the
 * global answer handling of section 8 on the way back. 304 counts as success (data null).
 */
export async function apiFetch<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await send(path, options);
  const body = await readBody(response);
  return { data: body as T, status: response.status, headers: response.headers };
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data;
}

/** A file's bytes, fetched with the authentication header (a plain link could not carry it). */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send(path, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  return response.blob();
}
