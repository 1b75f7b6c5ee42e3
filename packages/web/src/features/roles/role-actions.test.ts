import { type RoleType, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { canHaveUsers, mayChangeUsersOf, roleActions } from './role-actions';

const role = (type: RoleType, id = '20000000-0000-4000-8000-000000000001') => ({ id, type });
const admin = role('system', SYSTEM_ROLE_IDS.ROLE_ADMIN);
const asManager = { viewerIsAdmin: false };
const asAdmin = { viewerIsAdmin: true };

describe('roleActions', () => {
  it('RO-04: every role has an edit link', () => {
    for (const type of ['multi', 'system', 'roles'] as const) {
      expect(roleActions(role(type), asManager).edit).toBe(true);
    }
    expect(roleActions(admin, asManager).edit).toBe(true);
  });

  it('RO-05: only a role of type roles has the update-role-roles link', () => {
    expect(roleActions(role('roles'), asManager).roleRoles).toBe(true);
    expect(roleActions(role('multi'), asManager).roleRoles).toBe(false);
    expect(roleActions(role('system'), asManager).roleRoles).toBe(false);
  });

  it('RO-06: roles users can hold have the update-user-roles link', () => {
    expect(roleActions(role('multi'), asManager).userRoles).toBe(true);
    expect(roleActions(role('system', SYSTEM_ROLE_IDS.ROLE_USER), asManager).userRoles).toBe(true);
    expect(roleActions(role('system', SYSTEM_ROLE_IDS.ROLE_USER_MANAGER), asManager).userRoles).toBe(true);
  });

  it('RO-07: a system role has no delete link; other roles have one', () => {
    expect(roleActions(role('system'), asAdmin).delete).toBe(false);
    expect(roleActions(admin, asAdmin).delete).toBe(false);
    expect(roleActions(role('multi'), asManager).delete).toBe(true);
    expect(roleActions(role('roles'), asManager).delete).toBe(true);
  });

  it('RO-08: a role of type roles has no user-assignment link, even for an administrator', () => {
    expect(canHaveUsers(role('roles'))).toBe(false);
    expect(roleActions(role('roles'), asAdmin).userRoles).toBe(false);
    expect(roleActions(role('roles'), asManager).userRoles).toBe(false);
  });

  it('RO-09: the update-user-roles link of ROLE_ADMIN is shown only to an administrator', () => {
    expect(roleActions(admin, asAdmin).userRoles).toBe(true);
    expect(roleActions(admin, asManager).userRoles).toBe(false);
    expect(mayChangeUsersOf(admin, false)).toBe(false);
    expect(mayChangeUsersOf(admin, true)).toBe(true);
  });
});
