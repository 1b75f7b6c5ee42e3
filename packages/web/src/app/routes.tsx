import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { LoadingState } from '../components';
import { HomePage } from '../features/home';
import { LogincheckPage, LoginPage, LogoutPage, SupportLoginPage } from '../features/security';
import { redirectIfLoggedIn, requireLogin } from './guards';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import { Shell } from './shell';

/**
 * The areas of the logged-in shell (spec part 1 §2). An issue that builds an
 * area adds its route here, e.g. `{ path: 'users/*', element: <UsersArea /> }`
 * from `features/users`, and sets `built` on its entry in `navigation.ts`.
 */
export const AREA_ROUTES: RouteObject[] = [
  // /users/*, /roles/*, /role-users/:roleId/*, /role-roles/:roleId/*
  // /process-model/*, /business-model/*, /my-process-models/*, /data-stream/*
  // /workflow/*, /actions/*, /agenda/:formId/:responseId/:id
];

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
                ...AREA_ROUTES,
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
