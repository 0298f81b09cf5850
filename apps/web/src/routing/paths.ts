/** Paths the app links to, written once. */
export const paths = {
  home: '/',
  mapView: (mapId: number) => `/maps/${mapId}/`,
  mapDetail: (mapId: number) => `/maps/${mapId}/detail/`,
  maps: '/maps/',
  logout: '/auth/logout/',
  passwordReset: '/auth/password/reset/',
  permissionDenied: '/permission-denied/',
  invitations: '/invitations/',
  /** Login, with the page to come back to when there is one. */
  login: (next?: string | null) =>
    next ? `/auth/login/?next=${encodeURIComponent(next)}` : '/auth/login/',
};

/**
 * The page to go to after signing in: only a path on this site, so that a crafted link cannot
 * send the user elsewhere.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/auth/')) return '/';
  return next;
}

/** How deep a path is: '/' is 0, '/maps/' 1, '/maps/3/' 2 (page transitions compare this). */
export function pathDepth(pathname: string): number {
  return pathname.split('/').filter(Boolean).length;
}
