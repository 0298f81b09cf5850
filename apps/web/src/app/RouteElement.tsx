import { Suspense } from 'react';
import { LoadingIndicator } from '../components/LoadingIndicator.js';
import type { RouteDefinition } from '../routing/routeTable.js';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary.js';
import { RequireLogin } from './guard/RequireLogin.js';
import { PAGES } from './pages.js';

/** A route's page: guarded when login is required, loaded on demand, load errors shown. */
export function RouteElement({ route }: { route: RouteDefinition }) {
  const Page = PAGES[route.name];
  const page = (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingIndicator />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
  return route.loginRequired ? <RequireLogin>{page}</RequireLogin> : page;
}
