import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '../routing/routeTable.js';
import { RootLayout } from './RootLayout.js';
import { RouteElement } from './RouteElement.js';

/** The route objects of the table, each carrying its entry as handle, under the app shell. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: ROUTES.map((route) => ({
        path: route.path,
        handle: route,
        element: <RouteElement route={route} />,
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { basename: '/' });
}
