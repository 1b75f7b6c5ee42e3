import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LoadingState } from '../components';
import { prefetchAgain, prefetchProcessModel, processModelPagesFor } from '../features/process-models/pages';
import { LoginPage, lazyLogincheckPage, lazyLogoutPage, lazySupportLoginPage } from '../features/security';
import { redirectIfLoggedIn, requireLogin } from './guards';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import { UsersAndRolesLayout } from './users-and-roles-layout';

/**
 * The areas of the logged-in shell (spec part 1 §2), each with its entry in `navigation.ts`.
 * Areas are loaded on first use (route `lazy`), so the first page stays small. Each `lazy` is an object
 * (only its Component is loaded), so that React Router runs the loaders, e.g. the editor's model, while
 * the code loads rather than after it (docs/decisions.md, "The editor's cold load").
 */
export function areaRoutes(queryClient: QueryClient): RouteObject[] {
  // The editor's model, and the code of the page shown, are asked for while the area's code loads. The
  // navigation waits for the page's code, as for the area's: a page that suspended for it instead would
  // wait out React's throttle of Suspense fallbacks (300 ms after the loading state showed). A failed load
  // is left to the page, which shows the error when it loads its code itself.
  const prefetchModel = async ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    prefetchProcessModel(queryClient, pathname);
    await Promise.all(processModelPagesFor(pathname).map((page) => page.preload().catch(() => undefined)));
    return null;
  };
  return [
    {
      element: <UsersAndRolesLayout />,
      children: [
        { path: 'users/*', lazy: { Component: async () => (await import('../features/users')).UsersArea } },
        { path: 'roles/*', lazy: { Component: async () => (await import('../features/roles')).RolesArea } },
        {
          path: 'role-users/:roleId/*',
          lazy: { Component: async () => (await import('../features/user-roles')).RoleUsersArea },
        },
        {
          path: 'role-roles/:roleId/*',
          lazy: { Component: async () => (await import('../features/user-roles')).RoleRolesArea },
        },
      ],
    },
    {
      path: 'process-model/*',
      loader: prefetchModel,
      shouldRevalidate: prefetchAgain,
      lazy: { Component: async () => (await import('../features/process-models')).ProcessModelsArea },
    },
    {
      // A submission for approval, for the holders of its approval role (who need not be modelers).
      path: 'approval/:id/*',
      lazy: { Component: async () => (await import('../features/process-models')).ApprovalArea },
    },
    {
      // The feedback on a published model: all of it for its owner and manager, one's own for others.
      path: 'feedback/:id',
      lazy: { Component: async () => (await import('../features/feedback')).FeedbackPage },
    },
    {
      // A change notice's task: read a published revision and confirm it; and, for the model's owner and
      // manager, who did.
      path: 'acknowledgements/:id/:revision',
      lazy: { Component: async () => (await import('../features/acknowledgements')).AcknowledgementPage },
    },
    {
      path: 'acknowledgements/:id/:revision/report',
      lazy: {
        Component: async () => (await import('../features/acknowledgements')).AcknowledgementReportPage,
      },
    },
    {
      path: 'my-process-models/*',
      loader: prefetchModel,
      shouldRevalidate: prefetchAgain,
      lazy: { Component: async () => (await import('../features/my-process-models')).MyProcessModelsArea },
    },
    {
      path: 'data-stream/*',
      lazy: { Component: async () => (await import('../features/data-streams')).DataStreamsArea },
    },
    {
      path: 'business-model/*',
      loader: prefetchModel,
      shouldRevalidate: prefetchAgain,
      lazy: { Component: async () => (await import('../features/business-models')).BusinessModelArea },
    },
    {
      path: 'workflow/*',
      lazy: { Component: async () => (await import('../features/workflows')).WorkflowsArea },
    },
    {
      // EX-06, EX-07: dashboard links and reporting status, under the Workflows area.
      path: 'workflow/dashboard/*',
      lazy: { Component: async () => (await import('../features/dashboard')).DashboardArea },
    },
    {
      // WF-21: the admin view of a response's actions; more specific than workflow/*, so it wins.
      path: 'workflow/:formId/responses/:responseId/actions/*',
      lazy: {
        Component: async () => (await import('../features/actions')).AdminResponseActionsPage,
      },
    },
    {
      path: 'actions/*',
      lazy: { Component: async () => (await import('../features/actions')).ActionsArea },
    },
    {
      // The audit trail, for administrators: filtered through the address, e.g. an entity's history.
      path: 'audit',
      lazy: { Component: async () => (await import('../features/audit')).AuditPage },
    },
    {
      // All hits of a search, page by page; the header's search box leads here.
      path: 'search',
      lazy: { Component: async () => (await import('../features/search')).SearchPage },
    },
    {
      path: 'agenda/:formId/:responseId/:id',
      lazy: { Component: async () => (await import('../features/actions')).AgendaPage },
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
            { path: 'logincheck', lazy: lazyLogincheckPage },
            {
              loader: redirectIfLoggedIn,
              children: [
                { path: 'login', element: <LoginPage /> },
                { path: 'support/login', lazy: lazySupportLoginPage },
              ],
            },
          ],
        },
        {
          // The logged-in shell, the home page and the not-found page are chunks of their own: /login
          // loads none of them (nor the navigation's menus) before someone signs in
          // (docs/decisions.md, "A small first page").
          loader: requireLogin(queryClient),
          lazy: { Component: async () => (await import('./shell')).Shell },
          children: [
            {
              errorElement: <RouteError />,
              children: [
                {
                  index: true,
                  lazy: { Component: async () => (await import('../features/home')).HomePage },
                },
                { path: 'logout/*', lazy: lazyLogoutPage },
                ...areaRoutes(queryClient),
                {
                  path: '*',
                  lazy: { Component: async () => (await import('./not-found-page')).NotFoundPage },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
