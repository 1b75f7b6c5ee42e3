import { Stack } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { PageError, TabLinks } from '../components';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/session';
import { useTranslation } from '../lib/translation';

const NOT_ALLOWED = new ApiError(403, {
  message: '',
  messageKey: 'not-allowed',
  errors: [],
  references: [],
  debugInfo: '',
});

/**
 * The frame of the 'Users and Roles' area (ROLE_USER_MANAGER): tabs between users and roles above
 * the area's page. A user without the role sees 'not allowed' instead of pages the server refuses.
 */
export function UsersAndRolesLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { hasRole } = useSession();
  if (!hasRole('ROLE_USER_MANAGER')) return <PageError error={NOT_ALLOWED} />;
  return (
    <Stack gap="md">
      <TabLinks
        label={t('users-and-roles.tabs')}
        pathname={pathname}
        tabs={[
          { to: '/users', label: t('users.title') },
          { to: '/roles', label: t('roles.title'), alsoActiveOn: ['/role-users', '/role-roles'] },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
