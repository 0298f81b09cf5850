import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LayoutThemeProvider } from './layout/LayoutThemeProvider.js';
import type { createAppRouter } from './router.js';

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LayoutThemeProvider>
        <RouterProvider router={router} />
      </LayoutThemeProvider>
    </QueryClientProvider>
  );
}
