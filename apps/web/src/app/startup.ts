import type { QueryClient } from '@tanstack/react-query';
import { configureAnswerHandling } from '../api/answerHandling.js';
import { provideCredentials } from '../api/credentials.js';
import { loadImpersonationFlag } from '../entities/session/impersonationStore.js';
import { loadActiveMapChoice } from '../entities/map/activeMapStore.js';
import {
  loadStoredOrganisation,
  storeOrganisationFromUrl,
} from '../entities/session/organisationStore.js';
import { PROFILE_KEY } from '../entities/session/profileQuery.js';
import { endRefusedShare } from '../features/map-share/endRefusedShare.js';
import {
  authenticationHeader,
  loadStoredToken,
  removeToken,
} from '../entities/session/sessionStore.js';
import { paths } from '../routing/paths.js';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

/** The api client sends the session's authentication header and forgets a refused token. */
export function wireCredentials(): void {
  provideCredentials({ header: () => authenticationHeader(), forget: removeToken });
}

/**
 * Startup steps of 2.2 that need no server: the stored token, the impersonation flag, and an
 * orgId in the URL (step 1, the host layout, is a query the startup gate waits for).
 */
export function loadStoredState(): void {
  loadStoredToken();
  loadImpersonationFlag();
  loadStoredOrganisation();
  loadActiveMapChoice();
  if (storeOrganisationFromUrl(window.location.search)) {
    // The id is stored; the parameter has done its work and would only linger in links.
    const url = new URL(window.location.href);
    url.searchParams.delete('orgId');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
}

/**
 * An invalid token (section 8) also forgets the user and goes to Login; a refused share token
 * ends map-share mode with 'Token expired' (features/map-share).
 */
export function wireAnswerHandling(queryClient: QueryClient, router: Navigator): void {
  configureAnswerHandling({
    onInvalidShareToken: (token) =>
      endRefusedShare(token, {
        currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
        navigate: (to) => void router.navigate(to, { replace: true }),
        forget: (refused) =>
          queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(refused) }),
        alert: (message) => window.alert(message),
      }),
    onTwoFactorSetupRequired: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
    onInvalidToken: () => {
      queryClient.removeQueries({ queryKey: PROFILE_KEY });
      const { pathname, search } = router.state.location;
      if (pathname.startsWith('/auth/')) return;
      void router.navigate(paths.login(pathname === '/' ? null : `${pathname}${search}`), {
        replace: true,
      });
    },
  });
}
