export type QueryValue = string | number | boolean | null | undefined;

export interface ResolvedUrl {
  url: string;
  /** Same host as the page: only these requests carry the CSRF and authentication headers. */
  sameHost: boolean;
  pathname: string;
}

/**
 * 'users/me' → '/api/users/me/'. Every same-host /api/ path gets a trailing slash (section 7);
 * absolute URLs to other hosts are left as they are.
 */
export function resolveRequestUrl(
  path: string,
  query: Record<string, QueryValue> = {},
  origin: string = window.location.origin,
): ResolvedUrl {
  const absolute = /^https?:\/\//i.test(path);
  const url = absolute
    ? new URL(path)
    : new URL(path.startsWith('/api/') ? path : `/api/${path.replace(/^\/+/, '')}`, origin);
  const sameHost = url.origin === origin;
  if (sameHost && url.pathname.startsWith('/api/') && !url.pathname.endsWith('/')) {
    url.pathname = `${url.pathname}/`;
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return {
    url: sameHost ? `${url.pathname}${url.search}` : url.href,
    sameHost,
    pathname: url.pathname,
  };
}

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
