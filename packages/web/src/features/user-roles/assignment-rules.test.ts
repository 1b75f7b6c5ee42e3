import { ADMIN_USER_ID, EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  isAdminHolderRefusal,
  mayRemoveUserFromRole,
  selectableRoles,
  selectableUsers,
  showsRemoveLink,
} from './assignment-rules';

const refusal = (status: number, messageKey: string) =>
  new ApiError(status, { message: '', messageKey, errors: [], references: [], debugInfo: '' });

describe('assignment rules', () => {
  it('RO-24: the built-in administrator cannot be removed from ROLE_ADMIN', () => {
    expect(mayRemoveUserFromRole(SYSTEM_ROLE_IDS.ROLE_ADMIN, ADMIN_USER_ID)).toBe(false);
    expect(mayRemoveUserFromRole(SYSTEM_ROLE_IDS.ROLE_USER, ADMIN_USER_ID)).toBe(true);
    expect(mayRemoveUserFromRole(SYSTEM_ROLE_IDS.ROLE_ADMIN, '10000000-0000-4000-8000-000000000009')).toBe(
      true,
    );
  });

  it('W3: the remove link shows for an administrator holder only when the viewer is an administrator', () => {
    const role = '10000000-0000-4000-8000-000000000001';
    const holder = { id: '10000000-0000-4000-8000-000000000009', administrator: false };
    const adminHolder = { ...holder, administrator: true };
    expect(showsRemoveLink(role, holder, true, false)).toBe(true);
    expect(showsRemoveLink(role, adminHolder, true, false)).toBe(false);
    expect(showsRemoveLink(role, adminHolder, true, true)).toBe(true);
    // The viewer may not change the role's users at all.
    expect(showsRemoveLink(role, holder, false, true)).toBe(false);
    // RO-24 still holds for an administrator viewer.
    expect(
      showsRemoveLink(SYSTEM_ROLE_IDS.ROLE_ADMIN, { id: ADMIN_USER_ID, administrator: true }, true, true),
    ).toBe(false);
  });

  it('RO-21: the user picker offers the users who do not hold the role yet, in list order', () => {
    const all = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(selectableUsers(all, [{ id: 'b' }])).toEqual([{ id: 'a' }, { id: 'c' }]);
  });

  it('RO-27: the role picker offers roles whose type is not roles and Everyone, not itself, not those inside already', () => {
    const all = [
      { id: 'admin', name: 'ROLE_ADMIN', type: 'system' as const },
      { id: EVERYONE_ROLE_ID, name: 'Everyone', type: 'roles' as const },
      { id: 'group', name: 'Group', type: 'roles' as const },
      { id: 'other-group', name: 'Other group', type: 'roles' as const },
      { id: 'reviewers', name: 'Reviewers', type: 'multi' as const },
      { id: 'writers', name: 'Writers', type: 'multi' as const },
    ];
    expect(selectableRoles(all, [{ id: 'writers' }], 'group').map((role) => role.id)).toEqual([
      'admin',
      EVERYONE_ROLE_ID,
      'reviewers',
    ]);
  });

  it('W3: a 403 not-allowed for a viewer who is not an administrator means the user is an administrator', () => {
    expect(isAdminHolderRefusal(refusal(403, 'not-allowed'), false)).toBe(true);
    // For an administrator the server has another reason; its own text shows.
    expect(isAdminHolderRefusal(refusal(403, 'not-allowed'), true)).toBe(false);
    expect(isAdminHolderRefusal(refusal(409, 'invalid-state'), false)).toBe(false);
    expect(isAdminHolderRefusal(refusal(403, 'not-authenticated'), false)).toBe(false);
    expect(isAdminHolderRefusal(new Error('network'), false)).toBe(false);
    expect(isAdminHolderRefusal(null, false)).toBe(false);
  });
});
