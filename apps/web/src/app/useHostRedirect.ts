import { useLocation } from 'react-router';
import { hostRedirect } from '../entities/session/chooseOrganisation.js';
import { reachedWithOrgId } from '../entities/session/organisationStore.js';
import { useCurrentOrganisation } from '../entities/session/useCurrentOrganisation.js';
import { useCurrentUser } from '../entities/session/useCurrentUser.js';
import { useSession } from '../entities/session/useSession.js';
import type { RouteName } from '../routing/routeTable.js';
import { useCurrentRoute } from '../routing/useCurrentRoute.js';

/** A share link is the share's, whoever is signed in; signing out goes nowhere else. */
const STAYING_ROUTES: readonly RouteName[] = ['MapShare', 'Logout'];

/**
 * The host-redirect rule of section 1 at startup (and once a sign-in makes a user known): the
 * current organisation's domain, with orgId and the path on screen, when the browser's host is
 * none of its domains; else null. Never in map-share mode, for an organisation without a domain,
 * or on a page that a redirect brought here with orgId (two hosts never send each other round).
 */
export function useHostRedirect(): string | null {
  const { mapShare } = useSession();
  const user = useCurrentUser();
  const organisation = useCurrentOrganisation();
  const route = useCurrentRoute();
  const location = useLocation();
  if (mapShare || !user || user.id === null || !organisation) return null;
  if (route && STAYING_ROUTES.includes(route.name)) return null;
  if (reachedWithOrgId()) return null;
  return hostRedirect(
    organisation,
    window.location,
    `${location.pathname}${location.search}${location.hash}`,
  );
}
