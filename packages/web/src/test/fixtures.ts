import type { SecurityInfo, SystemRole } from '@stroomlijn/domain';
import { SYSTEM_ROLE_IDS } from '@stroomlijn/domain';

/** A signed-in user holding the given system roles. */
export function securityInfo(roles: readonly SystemRole[] = []): SecurityInfo {
  return {
    user: {
      id: '10000000-0000-4000-8000-000000000001',
      email: 'jan@example.org',
      firstName: 'Jan',
      preposition: 'van',
      lastName: 'Dijk',
      personnelNumber: '42',
    },
    roles: roles.map((name) => ({ id: SYSTEM_ROLE_IDS[name], name })),
  };
}
