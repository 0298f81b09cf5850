import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import '../i18n/index.js';
import { App } from '../app/App.js';
import { createQueryClient } from '../app/queryClient.js';
import { appRoutes } from '../app/router.js';
import { loadStoredState, wireAnswerHandling } from '../app/startup.js';

/** The whole app at a path, as main.tsx starts it, with an in-memory history. */
export function renderApp(path: string) {
  loadStoredState();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  wireAnswerHandling(queryClient, router);
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient };
}
