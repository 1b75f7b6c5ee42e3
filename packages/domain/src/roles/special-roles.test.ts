import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS } from '../ids.js';
import { effectiveRoleIds } from './effective-roles.js';
import {
  canBeInsideRole,
  canContainRoles,
  canHaveUsers,
  heldRoleIds,
  isBuiltInRole,
  mayChangeUsersOf,
} from './special-roles.js';
import { ROLE_TYPES } from './system-roles.js';

const everyone = { id: EVERYONE_ROLE_ID, type: 'roles' } as const;
const roleUser = { id: SYSTEM_ROLE_IDS.ROLE_USER, type: 'system' } as const;
const roleAdmin = { id: SYSTEM_ROLE_IDS.ROLE_ADMIN, type: 'system' } as const;
const anyRole = fc.record({ id: fc.uuid(), type: fc.constantFrom(...ROLE_TYPES) });

describe('special roles', () => {
  it('RO-08: Everyone and ROLE_USER have no users to assign, whoever looks', () => {
    for (const role of [everyone, roleUser]) {
      expect(canHaveUsers(role)).toBe(false);
      expect(mayChangeUsersOf(role, true)).toBe(false);
    }
  });

  it('RO-09: only an administrator may change who holds ROLE_ADMIN', () => {
    expect(mayChangeUsersOf(roleAdmin, true)).toBe(true);
    expect(mayChangeUsersOf(roleAdmin, false)).toBe(false);
  });

  it('RO-08, RO-23: other roles have users exactly when they are not of type roles', () => {
    fc.assert(
      fc.property(anyRole, (role) => {
        expect(canHaveUsers(role)).toBe(role.type !== 'roles');
        expect(mayChangeUsersOf(role, false)).toBe(role.type !== 'roles');
      }),
    );
  });

  it('RO-27: Everyone is the one role of type roles that can be put inside another, and holds none', () => {
    expect(canBeInsideRole(everyone)).toBe(true);
    expect(canContainRoles(everyone)).toBe(false);
    fc.assert(
      fc.property(anyRole, (role) => {
        expect(canBeInsideRole(role)).toBe(role.type !== 'roles');
        expect(canContainRoles(role)).toBe(role.type === 'roles');
      }),
    );
  });

  it('RO-07: system roles and Everyone are built in', () => {
    expect(isBuiltInRole(everyone)).toBe(true);
    expect(isBuiltInRole(roleUser)).toBe(true);
    expect(isBuiltInRole({ id: 'x', type: 'roles' })).toBe(false);
    expect(isBuiltInRole({ id: 'x', type: 'multi' })).toBe(false);
  });

  it('every user holds Everyone, ROLE_USER and each role of type roles that holds Everyone', () => {
    const containers = new Map([[EVERYONE_ROLE_ID, ['all-staff']]]);
    expect([...effectiveRoleIds(heldRoleIds([]), containers)].sort()).toEqual(
      [EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS.ROLE_USER, 'all-staff'].sort(),
    );
  });
});
