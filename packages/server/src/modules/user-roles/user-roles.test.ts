import { randomUUID } from 'node:crypto';
import {
  ADMIN_USER_ID,
  EVERYONE_ROLE_ID,
  IMPLICIT_ROLE_IDS,
  type Role,
  type RoleHolder,
  type SelectorItem,
  SYSTEM_ROLE_IDS,
  type User,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { whileMadeAdministrator } from '../../test/concurrency.js';
import { RowCounter } from '../../test/row-counter.js';
import { assignRoles, createRole, createUser, testDialect } from '../../test/test-app.js';
import { useSignedInAs, useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { userRolesService } from './service.js';

const t = useTestApp();
const admin = useSignedInAs(t, ADMIN_USER_ID);
/** A user manager who is not an administrator. */
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);
const ADMIN_ROLE = SYSTEM_ROLE_IDS.ROLE_ADMIN;

const someone = async (fields: { firstName?: string; lastName?: string } = {}) =>
  (await createUser(t, [], { withoutPassword: true, ...fields })).id;

describe('users of a role', () => {
  it('RO-20 RO-21 RO-22: add_user gives the role, users-by-role lists it, remove_user takes it away', async () => {
    const role = await createRole(t);
    const userId = await someone();
    const added = await manager.post('/api/user-role/add_user', { roleId: role.id, id: userId });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ changed: true });
    const users: User[] = (await manager.get(`/api/user-role/users-by-role/${role.id}`)).json();
    expect(users.map((u) => u.id)).toEqual([userId]);
    const removed = await manager.post('/api/user-role/remove_user', { roleId: role.id, id: userId });
    expect(removed.json()).toEqual({ changed: true });
    expect((await manager.get(`/api/user-role/users-by-role/${role.id}`)).json()).toEqual([]);
  });

  it('adding twice changes nothing (200); removing what is not there answers 404', async () => {
    const role = await createRole(t);
    const userId = await someone();
    await manager.post('/api/user-role/add_user', { roleId: role.id, id: userId });
    const again = await manager.post('/api/user-role/add_user', { roleId: role.id, id: userId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ changed: false });
    await manager.post('/api/user-role/remove_user', { roleId: role.id, id: userId });
    const absent = await manager.post('/api/user-role/remove_user', { roleId: role.id, id: userId });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().messageKey).toBe('not-found');
  });

  it('RO-20: users-by-role lists users sorted like the user list, without deleted users', async () => {
    const role = await createRole(t);
    const zed = await someone({ firstName: 'Zed', lastName: 'Appel' });
    const amy = await someone({ firstName: 'amy', lastName: 'appel' });
    const gone = await someone({ lastName: 'Gone' });
    await assignRoles(t, zed, [role.id]);
    await assignRoles(t, amy, [role.id]);
    await assignRoles(t, gone, [role.id]);
    await t.database.db.updateTable('app_user').set({ deleted: 1 }).where('id', '=', gone).execute();
    const users: User[] = (await manager.get(`/api/user-role/users-by-role/${role.id}`)).json();
    expect(users.map((u) => u.id)).toEqual([amy, zed]);
  });

  it('users-by-role marks who effectively holds ROLE_ADMIN: the built-in administrator, a direct holder', async () => {
    const role = await createRole(t);
    const holder = await someone();
    const plain = await someone();
    await assignRoles(t, holder, [ADMIN_ROLE]);
    for (const id of [ADMIN_USER_ID, holder, plain, manager.id]) await assignRoles(t, id, [role.id]);
    const response = await manager.get(`/api/user-role/users-by-role/${role.id}`);
    expect(response.statusCode).toBe(200);
    const flags = Object.fromEntries(
      (response.json() as RoleHolder[]).map((user) => [user.id, user.administrator]),
    );
    expect(flags).toEqual({ [ADMIN_USER_ID]: true, [holder]: true, [plain]: false, [manager.id]: false });
    // Later tests expect the built-in administrator to be the only holder of ROLE_ADMIN.
    await t.database.db
      .deleteFrom('user_role')
      .where('user_id', '=', holder)
      .where('role_id', '=', ADMIN_ROLE)
      .execute();
  });

  it('RO-23: a role of type roles cannot get users (409 invalid-state)', async () => {
    const group = await createRole(t, { type: 'roles' });
    const response = await manager.post('/api/user-role/add_user', { roleId: group.id, id: await someone() });
    expect(response.statusCode).toBe(409);
    expect(response.json().messageKey).toBe('invalid-state');
  });

  it('RO-24: the administrator cannot be removed from ROLE_ADMIN, not even by an administrator', async () => {
    const response = await admin.post('/api/user-role/remove_user', {
      roleId: ADMIN_ROLE,
      id: ADMIN_USER_ID,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().messageKey).toBe('invalid-state');
  });

  it('answers 404 for an unknown or deleted user or role', async () => {
    const role = await createRole(t);
    const userId = await someone();
    for (const body of [
      { roleId: randomUUID(), id: userId },
      { roleId: role.id, id: randomUUID() },
    ]) {
      expect((await manager.post('/api/user-role/add_user', body)).statusCode).toBe(404);
    }
    await admin.delete(`/api/role/${role.id}`);
    expect((await manager.post('/api/user-role/add_user', { roleId: role.id, id: userId })).statusCode).toBe(
      404,
    );
    expect((await manager.get(`/api/user-role/users-by-role/${role.id}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/user-role/roles-from-user/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('only an administrator changes who is an administrator', () => {
  it('a user manager cannot make itself or anyone else an administrator (403 not-allowed)', async () => {
    for (const id of [manager.id, await someone()]) {
      const response = await manager.post('/api/user-role/add_user', { roleId: ADMIN_ROLE, id });
      expect(response.statusCode).toBe(403);
      expect(response.json().messageKey).toBe('not-allowed');
    }
    const held = await t.database.db
      .selectFrom('user_role')
      .select('user_id')
      .where('role_id', '=', ADMIN_ROLE)
      .execute();
    expect(held.map((row) => row.user_id)).toEqual([ADMIN_USER_ID]);
  });

  it('a user manager cannot take ROLE_ADMIN or another role from an administrator', async () => {
    const other = (await createUser(t, ['ROLE_ADMIN', 'ROLE_USER_MANAGER'], { withoutPassword: true })).id;
    for (const roleId of [ADMIN_ROLE, SYSTEM_ROLE_IDS.ROLE_USER_MANAGER]) {
      const response = await manager.post('/api/user-role/remove_user', { roleId, id: other });
      expect(response.statusCode).toBe(403);
    }
  });

  it('an administrator gives and takes ROLE_ADMIN', async () => {
    const userId = await someone();
    expect((await admin.post('/api/user-role/add_user', { roleId: ADMIN_ROLE, id: userId })).statusCode).toBe(
      200,
    );
    expect(
      (await admin.post('/api/user-role/remove_user', { roleId: ADMIN_ROLE, id: userId })).statusCode,
    ).toBe(200);
  });
});

describe('roles inside a role of type roles', () => {
  it('RO-25 RO-26 RO-28: add_role puts a role inside, roles-from-role lists it by name, remove_role takes it out', async () => {
    const group = await createRole(t, { type: 'roles' });
    const b = await createRole(t, { name: 'b inside' });
    const a = await createRole(t, { name: 'A inside' });
    for (const child of [b, a]) {
      const response = await manager.post('/api/user-role/add_role', { roleId: group.id, id: child.id });
      expect(response.json()).toEqual({ changed: true });
    }
    // The built-in administrator holds every system role: only an administrator puts one inside.
    const system = { roleId: group.id, id: SYSTEM_ROLE_IDS.ROLE_USER };
    expect((await manager.post('/api/user-role/add_role', system)).statusCode).toBe(403);
    expect((await admin.post('/api/user-role/add_role', system)).statusCode).toBe(200);
    const inside: Role[] = (await manager.get(`/api/user-role/roles-from-role/${group.id}`)).json();
    expect(inside.map((r) => r.name)).toEqual(['A inside', 'b inside', 'ROLE_USER']);
    expect((await manager.post('/api/user-role/add_role', { roleId: group.id, id: a.id })).json()).toEqual({
      changed: false,
    });
    expect(
      (await manager.post('/api/user-role/remove_role', { roleId: group.id, id: a.id })).statusCode,
    ).toBe(200);
    expect(
      (await manager.post('/api/user-role/remove_role', { roleId: group.id, id: a.id })).statusCode,
    ).toBe(404);
  });

  it('only a role of type roles contains roles, and never a role of type roles: no loop can form', async () => {
    const group = await createRole(t, { type: 'roles' });
    const other = await createRole(t, { type: 'roles' });
    const multi = await createRole(t);
    for (const body of [
      { roleId: multi.id, id: (await createRole(t)).id },
      { roleId: group.id, id: other.id },
      { roleId: group.id, id: group.id },
    ]) {
      const response = await manager.post('/api/user-role/add_role', body);
      expect(response.statusCode).toBe(409);
      expect(response.json().messageKey).toBe('invalid-state');
    }
  });
});

describe('special roles (RO-08, RO-27)', () => {
  it('RO-08: every user holds Everyone and ROLE_USER, so neither gets or loses users (409 invalid-state)', async () => {
    const userId = await someone();
    for (const roleId of IMPLICIT_ROLE_IDS) {
      for (const call of ['add_user', 'remove_user']) {
        const response = await admin.post(`/api/user-role/${call}`, { roleId, id: userId });
        expect(response.statusCode).toBe(409);
        expect(response.json().messageKey).toBe('invalid-state');
      }
      const holders: SelectorItem[] = (
        await admin.get(`/api/user-role/selectable-users-by-role/${roleId}`)
      ).json();
      expect(holders.map((holder) => holder.id)).toContain(userId);
    }
  });

  it('RO-27: Everyone goes inside a role of type roles, which every user then holds; nothing goes inside Everyone', async () => {
    const group = await createRole(t, { type: 'roles' });
    const added = await admin.post('/api/user-role/add_role', { roleId: group.id, id: EVERYONE_ROLE_ID });
    expect(added.statusCode).toBe(200);
    const roles: Role[] = (await admin.get(`/api/user-role/roles-from-role/${group.id}`)).json();
    expect(roles.map((role) => role.id)).toEqual([EVERYONE_ROLE_ID]);
    const newcomer = await someone();
    const holders: SelectorItem[] = (
      await admin.get(`/api/user-role/selectable-users-by-role/${group.id}`)
    ).json();
    expect(holders.map((holder) => holder.id)).toEqual(
      expect.arrayContaining([newcomer, ADMIN_USER_ID, manager.id]),
    );
    for (const id of [(await createRole(t)).id, SYSTEM_ROLE_IDS.ROLE_MODELER]) {
      const inside = await admin.post('/api/user-role/add_role', { roleId: EVERYONE_ROLE_ID, id });
      expect(inside.statusCode).toBe(409);
      expect(inside.json().messageKey).toBe('invalid-state');
    }
    expect(
      (await admin.post('/api/user-role/remove_role', { roleId: group.id, id: EVERYONE_ROLE_ID })).statusCode,
    ).toBe(200);
    expect((await admin.get(`/api/user-role/selectable-users-by-role/${group.id}`)).json()).toEqual([]);
  });

  it('RO-27: a user manager who is not an administrator cannot put Everyone anywhere: administrators hold it (403)', async () => {
    const group = await createRole(t, { type: 'roles' });
    const response = await manager.post('/api/user-role/add_role', {
      roleId: group.id,
      id: EVERYONE_ROLE_ID,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().messageKey).toBe('not-allowed');
  });
});

describe('the roles of a user', () => {
  it('US-14: roles-from-user lists the roles the user holds directly, by name', async () => {
    const userId = await someone();
    const b = await createRole(t, { name: 'b of user' });
    const a = await createRole(t, { name: 'A of user' });
    await createRole(t, { type: 'roles', contains: [a.id] });
    await assignRoles(t, userId, [b.id, a.id]);
    const roles: Role[] = (await manager.get(`/api/user-role/roles-from-user/${userId}`)).json();
    expect(roles.map((r) => r.name)).toEqual(['A of user', 'b of user']);
  });
});

describe('only an administrator changes the roles of an administrator through roles within roles', () => {
  /** A role (not of type roles) that an administrator holds, and a container of type roles. */
  async function heldByAnAdministrator() {
    const role = await createRole(t);
    const administrator = await createUser(t, ['ROLE_ADMIN'], { withoutPassword: true });
    await assignRoles(t, administrator.id, [role.id]);
    return { role, group: await createRole(t, { type: 'roles' }) };
  }

  const contained = async (groupId: string): Promise<string[]> =>
    ((await manager.get(`/api/user-role/roles-from-role/${groupId}`)).json() as Role[]).map((r) => r.id);

  it('RO-26: a user manager cannot put a role an administrator holds into a role of type roles (403)', async () => {
    const { role, group } = await heldByAnAdministrator();
    for (const id of [role.id, ADMIN_ROLE]) {
      const response = await manager.post('/api/user-role/add_role', { roleId: group.id, id });
      expect(response.statusCode, id).toBe(403);
      expect(response.json().messageKey).toBe('not-allowed');
    }
    expect(await contained(group.id)).toEqual([]);
  });

  it('RO-28: a user manager cannot take a role an administrator holds out of a role of type roles (403)', async () => {
    const { role, group } = await heldByAnAdministrator();
    await t.database.db
      .insertInto('role_role')
      .values({ role_id: group.id, child_role_id: role.id })
      .execute();
    const response = await manager.post('/api/user-role/remove_role', { roleId: group.id, id: role.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().messageKey).toBe('not-allowed');
    expect(await contained(group.id)).toEqual([role.id]);
  });

  it('RO-26 RO-28: an administrator may; a user manager may when no administrator holds the role', async () => {
    const { role, group } = await heldByAnAdministrator();
    for (const change of ['add_role', 'remove_role']) {
      const response = await admin.post(`/api/user-role/${change}`, { roleId: group.id, id: role.id });
      expect(response.statusCode, change).toBe(200);
    }
    const free = await createRole(t);
    await assignRoles(t, await someone(), [free.id]);
    for (const change of ['add_role', 'remove_role']) {
      const response = await manager.post(`/api/user-role/${change}`, { roleId: group.id, id: free.id });
      expect(response.statusCode, change).toBe(200);
    }
  });
});

describe('the cost of add_role', () => {
  it('RO-26: reads the two roles and their holders, not every containment of the database', async () => {
    for (let i = 0; i < 10; i++) {
      const children = [(await createRole(t)).id, (await createRole(t)).id, (await createRole(t)).id];
      await createRole(t, { type: 'roles', contains: children });
    }
    const group = await createRole(t, { type: 'roles' });
    const child = await createRole(t);
    const counter = new RowCounter();
    const service = userRolesService(t.database.db.withPlugin(counter));
    const session = await t.services.security.authenticate(
      await t.services.security.openSession(manager.id, null),
    );
    if (!session) throw new Error('no session');
    expect(await service.addRole(session, { roleId: group.id, id: child.id })).toEqual({ changed: true });
    expect(counter.most).toBeLessThanOrEqual(1);
  });
});

describe.runIf(testDialect === 'postgres')('on PostgreSQL, a check and its write are one step', () => {
  it('RO-21: add_user by a user manager waits for a concurrent grant of ROLE_ADMIN to that user, then refuses', async () => {
    const role = await createRole(t);
    const userId = await someone();
    const response = await whileMadeAdministrator(t, userId, () =>
      manager.post('/api/user-role/add_user', { roleId: role.id, id: userId }),
    );
    expect(response.statusCode).toBe(403);
    expect((await manager.get(`/api/user-role/users-by-role/${role.id}`)).json()).toEqual([]);
  });

  it('RO-28: remove_role by a user manager waits for a concurrent grant of ROLE_ADMIN to a holder, then refuses', async () => {
    const role = await createRole(t);
    const group = await createRole(t, { type: 'roles', contains: [role.id] });
    const userId = await someone();
    await assignRoles(t, userId, [role.id]);
    const response = await whileMadeAdministrator(t, userId, () =>
      manager.post('/api/user-role/remove_role', { roleId: group.id, id: role.id }),
    );
    expect(response.statusCode).toBe(403);
  });
});
