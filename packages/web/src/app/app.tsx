import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { prefetchProcessModel } from '../features/process-models/pages';
import { configQueryOptions } from '../lib/config';
import { createQueryClient } from '../lib/query-client';
import { readSecurityInfo } from '../lib/session';
import { AppProviders } from './providers';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The query client and the router, made when the app's script runs rather than at its first render
 * (which waits for the language's texts): the router starts loading the address's code and data at
 * once. A signed-in user's data is asked for first: the browser opens six connections to a host, and the
 * dozens of chunks of an area would otherwise queue ahead of the model the editor waits for
 * (docs/decisions.md, "The editor's cold load").
 */
export function startApp(): { queryClient: QueryClient; router: Router } {
  const queryClient = createQueryClient();
  if (readSecurityInfo()) {
    void queryClient.prefetchQuery(configQueryOptions);
    prefetchProcessModel(queryClient, window.location.pathname);
  }
  return { queryClient, router: createBrowserRouter(createRoutes(queryClient)) };
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: Router }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
