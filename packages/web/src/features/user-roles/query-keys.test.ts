import { describe, expect, it } from 'vitest';
import { roleKeys } from '../roles/query-keys';
import { userKeys } from '../users/query-keys';
import { assignmentKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('query keys', () => {
  it('D5: every key sits under the prefix that other areas invalidate', () => {
    expect(startsWith(userKeys.roles('u1'), userKeys.allRoles)).toBe(true);
    expect(startsWith(userKeys.allRoles, userKeys.all)).toBe(true);
    expect(startsWith(userKeys.list, userKeys.all)).toBe(true);
    expect(startsWith(assignmentKeys.usersOfRole('r1'), assignmentKeys.allUsersOfRoles)).toBe(true);
    expect(startsWith(assignmentKeys.rolesOfRole('r1'), assignmentKeys.allRolesOfRoles)).toBe(true);
    // The assignments are under 'roles': a change of roles refreshes them too.
    expect(startsWith(assignmentKeys.allUsersOfRoles, roleKeys.all)).toBe(true);
    expect(startsWith(assignmentKeys.allRolesOfRoles, roleKeys.all)).toBe(true);
  });

  it('D5: no two kinds of data share a key', () => {
    const keys = [
      userKeys.list,
      userKeys.detail('x'),
      userKeys.roles('x'),
      roleKeys.list,
      roleKeys.detail('x'),
      assignmentKeys.usersOfRole('x'),
      assignmentKeys.rolesOfRole('x'),
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
    // A list key is not the prefix of a detail key, and the reverse.
    expect(startsWith(roleKeys.detail('list'), roleKeys.list)).toBe(false);
  });
});
