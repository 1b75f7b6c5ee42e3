import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LoadingState } from '../components';
import { HomePage } from '../features/home';
import { LogincheckPage, LoginPage, LogoutPage, SupportLoginPage } from '../features/security';
import { prefetchAgain, prefetchProcessModel } from '../lib/process-model-queries';
import { redirectIfLoggedIn, requireLogin } from './guards';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import { Shell } from './shell';
import { UsersAndRolesLayout } from './users-and-roles-layout';

/**
 * The areas of the logged-in shell (spec part 1 §2), each with its entry in `navigation.ts`.
 * Areas are loaded on first use (route `lazy`), so the first page stays small.
 */
export function areaRoutes(queryClient: QueryClient): RouteObject[] {
  // The editor's model is asked for while the area's code loads, not after it.
  const prefetchModel = ({ request }: LoaderFunctionArgs) => {
    prefetchProcessModel(queryClient, new URL(request.url).pathname);
    return null;
  };
  return [
    {
      element: <UsersAndRolesLayout />,
      children: [
        { path: 'users/*', lazy: async () => ({ Component: (await import('../features/users')).UsersArea }) },
        { path: 'roles/*', lazy: async () => ({ Component: (await import('../features/roles')).RolesArea }) },
        {
          path: 'role-users/:roleId/*',
          lazy: async () => ({ Component: (await import('../features/user-roles')).RoleUsersArea }),
        },
        {
          path: 'role-roles/:roleId/*',
          lazy: async () => ({ Component: (await import('../features/user-roles')).RoleRolesArea }),
        },
      ],
    },
    {
      path: 'process-model/*',
      loader: prefetchModel,
      shouldRevalidate: prefetchAgain,
      lazy: async () => ({ Component: (await import('../features/process-models')).ProcessModelsArea }),
    },
    {
      path: 'my-process-models/*',
      loader: prefetchModel,
      shouldRevalidate: prefetchAgain,
      lazy: async () => ({ Component: (await import('../features/my-process-models')).MyProcessModelsArea }),
    },
    {
      path: 'data-stream/*',
      lazy: async () => ({ Component: (await import('../features/data-streams')).DataStreamsArea }),
    },
    {
      path: 'business-model/*',
      loader: prefetchModel,
      shouldRevalidate: prefetchAgain,
      lazy: async () => ({ Component: (await import('../features/business-models')).BusinessModelArea }),
    },
    {
      path: 'workflow/*',
      lazy: async () => ({ Component: (await import('../features/workflows')).WorkflowsArea }),
    },
    {
      // EX-06, EX-07: dashboard links and reporting status, under the Workflows area.
      path: 'workflow/dashboard/*',
      lazy: async () => ({ Component: (await import('../features/dashboard')).DashboardArea }),
    },
    {
      // WF-21: the admin view of a response's actions; more specific than workflow/*, so it wins.
      path: 'workflow/:formId/responses/:responseId/actions/*',
      lazy: async () => ({
        Component: (await import('../features/response-actions')).AdminResponseActionsPage,
      }),
    },
    {
      path: 'actions/*',
      lazy: async () => ({ Component: (await import('../features/response-actions')).ActionsArea }),
    },
    {
      path: 'agenda/:formId/:responseId/:id',
      lazy: async () => ({ Component: (await import('../features/response-actions')).AgendaPage }),
    },
  ];
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingState />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { path: 'logincheck', element: <LogincheckPage /> },
            {
              loader: redirectIfLoggedIn,
              children: [
                { path: 'login', element: <LoginPage /> },
                { path: 'support/login', element: <SupportLoginPage /> },
              ],
            },
          ],
        },
        {
          loader: requireLogin(queryClient),
          element: <Shell />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, element: <HomePage /> },
                { path: 'logout/*', element: <LogoutPage /> },
                ...areaRoutes(queryClient),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
