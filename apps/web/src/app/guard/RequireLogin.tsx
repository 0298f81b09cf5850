import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useSession } from '../../entities/session/useSession.js';
import { checkRoute } from './checkRoute.js';
import { guardEnvironment } from './guardEnvironment.js';

/**
 * Runs the guard for a login-required route before showing it. The check runs again when the
 * path or the stored token changes (a token dropped as invalid sends the user to Login).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const params = useParams();
  const { token } = useSession();
  const fullPath = `${location.pathname}${location.search}`;
  const guard = useQuery({
    queryKey: ['route-guard', fullPath, token],
    queryFn: () =>
      checkRoute(
        { pathname: location.pathname, search: location.search, params },
        guardEnvironment(queryClient, location.key),
      ),
    // A new query string on the same page (a list's page, order or search) is checked again
    // while the page stays on screen: showing the spinner would unmount the page and lose its
    // state (an open dialog, the text being typed).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === token &&
      String(previousQuery.queryKey[1]).split('?')[0] === location.pathname
        ? previous
        : undefined,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (guard.data?.kind === 'redirect') return <Navigate to={guard.data.to} replace />;
  if (guard.data?.kind !== 'proceed') return <LoadingIndicator />;
  return children;
}
