/**
 * The one HTTP client of the web app, following the spec's conventions (section 7): a trailing
 * slash on same-host /api/ paths, X-CSRFToken from the csrftoken cookie, and
 * `Authorization: Token <key>` unless X-Bypass-Interceptor is set.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(`${status} ${statusText}`);
  }
}

const TOKEN_KEY = 'token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export function withTrailingSlash(path: string): string {
  const [pathname = '', query] = path.split('?', 2);
  const fixed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return query === undefined ? fixed : `${fixed}?${query}`;
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  const bypass = headers.get('X-Bypass-Interceptor') === 'true';
  headers.delete('X-Bypass-Interceptor');
  const token = tokenStore.get();
  if (token && !bypass) headers.set('Authorization', `Token ${token}`);
  const csrf = readCookie('csrftoken');
  if (csrf) headers.set('X-CSRFToken', csrf);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(withTrailingSlash(`/api/${path.replace(/^\/+/, '')}`), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'same-origin',
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, response.statusText, parsed);
  return parsed as T;
}
