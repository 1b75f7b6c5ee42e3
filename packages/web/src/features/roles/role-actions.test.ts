import { EVERYONE_ROLE_ID, type RoleType, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { roleActions, usersLockedReason } from './role-actions';

const role = (type: RoleType, id = '20000000-0000-4000-8000-000000000001') => ({ id, type });
const admin = role('system', SYSTEM_ROLE_IDS.ROLE_ADMIN);
const everyone = role('roles', EVERYONE_ROLE_ID);
const roleUser = role('system', SYSTEM_ROLE_IDS.ROLE_USER);
const asManager = { viewerIsAdmin: false };
const asAdmin = { viewerIsAdmin: true };

describe('roleActions', () => {
  it('RO-04: every role has an edit link', () => {
    for (const type of ['multi', 'system', 'roles'] as const) {
      expect(roleActions(role(type), asManager).edit).toBe(true);
    }
    expect(roleActions(admin, asManager).edit).toBe(true);
    expect(roleActions(everyone, asManager).edit).toBe(true);
  });

  it('RO-05: only a role of type roles, other than Everyone, has the update-role-roles link', () => {
    expect(roleActions(role('roles'), asManager).roleRoles).toBe(true);
    expect(roleActions(role('multi'), asManager).roleRoles).toBe(false);
    expect(roleActions(role('system'), asManager).roleRoles).toBe(false);
    expect(roleActions(everyone, asAdmin).roleRoles).toBe(false);
  });

  it('RO-06: roles users can hold have the update-user-roles link', () => {
    expect(roleActions(role('multi'), asManager).userRoles).toBe(true);
    expect(roleActions(role('system', SYSTEM_ROLE_IDS.ROLE_USER_MANAGER), asManager).userRoles).toBe(true);
    expect(usersLockedReason(role('multi'), false)).toBeNull();
  });

  it('RO-07: a built-in role (system or Everyone) has no delete link; other roles have one', () => {
    expect(roleActions(role('system'), asAdmin).delete).toBe(false);
    expect(roleActions(admin, asAdmin).delete).toBe(false);
    expect(roleActions(everyone, asAdmin).delete).toBe(false);
    expect(roleActions(role('multi'), asManager).delete).toBe(true);
    expect(roleActions(role('roles'), asManager).delete).toBe(true);
  });

  it('RO-08: Everyone and ROLE_USER have no user-assignment link, even for an administrator', () => {
    for (const special of [everyone, roleUser]) {
      expect(roleActions(special, asAdmin).userRoles).toBe(false);
      expect(roleActions(special, asManager).userRoles).toBe(false);
      expect(usersLockedReason(special, true)).toBe('role-users.implicit');
    }
  });

  it('RO-23: a role of type roles has no user-assignment link', () => {
    expect(roleActions(role('roles'), asAdmin).userRoles).toBe(false);
    expect(usersLockedReason(role('roles'), true)).toBe('role-users.roles-type');
  });

  it('RO-09: the update-user-roles link of ROLE_ADMIN is shown only to an administrator', () => {
    expect(roleActions(admin, asAdmin).userRoles).toBe(true);
    expect(roleActions(admin, asManager).userRoles).toBe(false);
    expect(usersLockedReason(admin, false)).toBe('role-users.admin-only');
    expect(usersLockedReason(admin, true)).toBeNull();
  });
});
