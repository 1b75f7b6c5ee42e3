import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

import { AppProviders } from '../app/providers';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** `ui` inside the application's providers, for a test that renders it itself. */
export function withProviders(
  ui: ReactElement,
  queryClient: QueryClient = createTestQueryClient(),
): ReactElement {
  return <AppProviders queryClient={queryClient}>{ui}</AppProviders>;
}

/** Renders `ui` inside the application's providers. */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient = createTestQueryClient()) {
  return { queryClient, ...render(withProviders(ui, queryClient)) };
}

/** Renders routes in a memory router inside the providers; returns the router to inspect the location. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: string[],
  queryClient: QueryClient = createTestQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...result };
}
