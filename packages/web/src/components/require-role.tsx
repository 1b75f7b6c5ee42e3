import type { SystemRole } from '@stroomlijn/domain';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/session';
import { PageError } from './page-error';

const NOT_ALLOWED = new ApiError(403, {
  message: '',
  messageKey: 'not-allowed',
  errors: [],
  references: [],
  debugInfo: '',
});

/**
 * The frame of an area that needs a role: a user without it sees 'not allowed' instead of pages
 * whose calls the server refuses.
 */
export function RequireRole({ systemRole, children }: { systemRole: SystemRole; children: ReactNode }) {
  const { hasRole } = useSession();
  if (!hasRole(systemRole)) return <PageError error={NOT_ALLOWED} />;
  return children;
}
