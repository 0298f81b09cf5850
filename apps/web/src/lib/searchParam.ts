/**
 * `url` (absolute, or a path with query and hash) with the query parameter `name` set to
 * `value`, or removed when null; its other parameters and its hash kept.
 */
export function withSearchParam(url: string, name: string, value: string | null): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, 'http://placeholder.invalid');
  if (value === null) parsed.searchParams.delete(name);
  else parsed.searchParams.set(name, value);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The page's URL as a path with its query and hash: what replaceState takes. */
export function currentPageUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
