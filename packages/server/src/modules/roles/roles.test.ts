import { randomUUID } from 'node:crypto';
import {
  ADMIN_USER_ID,
  EVERYONE_ROLE,
  EVERYONE_ROLE_ID,
  type Role,
  type RoleCreate,
  type SelectorItem,
  SYSTEM_ROLE_IDS,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { seedBuiltInAccounts } from '../../db/seed.js';
import { signedInClient } from '../../test/client.js';
import { assignRoles, createRole, createUser } from '../../test/test-app.js';
import { useSignedInAs, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const manager = useSignedInAs(t, ADMIN_USER_ID);

function newRole(fields: Partial<RoleCreate> = {}): RoleCreate {
  const id = randomUUID();
  return {
    id,
    name: `Reviewer ${id.slice(0, 8)}`,
    description: 'Reviews responses',
    type: 'multi',
    tasksSummary: 'Reads and judges',
    education: '',
    competences: 'Care',
    screening: '',
    ...fields,
  };
}

async function created(fields: Partial<RoleCreate> = {}): Promise<Role> {
  const response = await manager.post('/api/role', newRole(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The PUT body for a role as GET returns it. */
function asUpdate({ deleted: _, ...role }: Role) {
  return role;
}

describe('create, read, update, delete', () => {
  it('RO-11 RO-16: POST creates a role under the client id; GET, PUT and the list show it', async () => {
    const input = newRole({ type: 'roles' });
    const role = await created(input);
    expect(role).toEqual({ ...input, deleted: false, updatedAt: expect.any(Number) });
    expect((await manager.get(`/api/role/${input.id}`)).json()).toEqual(role);
    const updated = await manager.put('/api/role', {
      ...asUpdate(role),
      description: 'New',
      screening: 'VOG',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ description: 'New', screening: 'VOG', type: 'roles' });
    const list: Role[] = (await manager.get('/api/role')).json();
    expect(list.find((r) => r.id === input.id)?.description).toBe('New');
  });

  it('RO-01 RO-02 RO-15: the list is sorted by name without regard to case, hides deleted roles, shows every type', async () => {
    const b = await created({ name: 'bravo list' });
    await created({ name: 'Alpha list' });
    await created({ name: 'charlie list', type: 'roles' });
    expect((await manager.delete(`/api/role/${b.id}`)).statusCode).toBe(204);
    const list: Role[] = (await manager.get('/api/role')).json();
    expect(list.filter((r) => r.name.endsWith(' list')).map((r) => r.name)).toEqual([
      'Alpha list',
      'charlie list',
    ]);
    expect(new Set(list.map((r) => r.type))).toEqual(new Set(['system', 'multi', 'roles']));
  });

  it('RO-17: DELETE answers 204; the role is gone (404) with its assignments and containments', async () => {
    const role = await created();
    const group = await createRole(t, { type: 'roles', contains: [role.id] });
    const user = await createUser(t, [], { withoutPassword: true });
    await assignRoles(t, user.id, [role.id]);
    expect((await manager.delete(`/api/role/${role.id}`)).statusCode).toBe(204);
    expect((await manager.get(`/api/role/${role.id}`)).json().messageKey).toBe('not-found');
    const db = t.database.db;
    expect(await db.selectFrom('user_role').selectAll().where('role_id', '=', role.id).execute()).toEqual([]);
    expect(await db.selectFrom('role_role').selectAll().where('role_id', '=', group.id).execute()).toEqual(
      [],
    );
    expect((await manager.delete(`/api/role/${role.id}`)).statusCode).toBe(404);
  });

  it('RO-07: a built-in role (a system role, Everyone) cannot be deleted (409 invalid-state)', async () => {
    for (const id of [SYSTEM_ROLE_IDS.ROLE_MODELER, EVERYONE_ROLE_ID]) {
      const response = await manager.delete(`/api/role/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().messageKey).toBe('invalid-state');
    }
  });

  it('Everyone is listed with type roles; it may be renamed, its type stays', async () => {
    const everyone: Role = (await manager.get(`/api/role/${EVERYONE_ROLE_ID}`)).json();
    expect(everyone).toMatchObject({ name: EVERYONE_ROLE.name, type: 'roles', deleted: false });
    const renamed = await manager.put('/api/role', { ...asUpdate(everyone), name: 'Alle medewerkers' });
    expect(renamed.statusCode).toBe(200);
    const switched = await manager.put('/api/role', { ...asUpdate(renamed.json()), type: 'multi' });
    expect(switched.json().messageKey).toBe('unsupported-role-switch');
    const back = await manager.put('/api/role', { ...asUpdate(renamed.json()), name: EVERYONE_ROLE.name });
    expect(back.statusCode).toBe(200);
  });

  it('the start creates Everyone once, with a suffix when a role of that name exists already', async () => {
    const db = t.database.db;
    await db.deleteFrom('role').where('id', '=', EVERYONE_ROLE_ID).execute();
    const namesake = await created({ name: 'everyone' });
    const seed = { adminEmail: 'unused@example.org', adminPasswordHash: async () => 'unused' };
    await seedBuiltInAccounts(db, seed);
    await seedBuiltInAccounts(db, seed);
    const rows = await db
      .selectFrom('role')
      .select(['id', 'name', 'type'])
      .where('name', 'like', '%veryone%')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: EVERYONE_ROLE_ID, name: 'Everyone (built-in)', type: 'roles' },
        { id: namesake.id, name: 'everyone', type: 'multi' },
      ]),
    );
    await db.deleteFrom('role').where('id', '=', namesake.id).execute();
    await db
      .updateTable('role')
      .set({ name: EVERYONE_ROLE.name })
      .where('id', '=', EVERYONE_ROLE_ID)
      .execute();
  });

  it('answers 404 not-found for an unknown role', async () => {
    expect((await manager.get(`/api/role/${randomUUID()}`)).statusCode).toBe(404);
    expect((await manager.put('/api/role', { ...newRole(), updatedAt: 1 })).statusCode).toBe(404);
  });
});

describe('rules', () => {
  it('RO-13: a role is created as multi or roles only', async () => {
    const response = await manager.post('/api/role', { ...newRole(), type: 'system' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ name: 'type', message: 'invalid-value' }]);
  });

  it('RO-14: changing the type is refused with 409 unsupported-role-switch', async () => {
    const multi = await created();
    const roles = await created({ type: 'roles' });
    for (const [role, type] of [
      [multi, 'roles'],
      [roles, 'multi'],
    ] as const) {
      const response = await manager.put('/api/role', { ...asUpdate(role), type });
      expect(response.statusCode).toBe(409);
      expect(response.json().messageKey).toBe('unsupported-role-switch');
    }
    const system: Role = (await manager.get(`/api/role/${SYSTEM_ROLE_IDS.ROLE_EDITOR}`)).json();
    const response = await manager.put('/api/role', { ...asUpdate(system), type: 'multi' });
    expect(response.json().messageKey).toBe('unsupported-role-switch');
  });

  it('a system role keeps its name (invalid-state) but its description and other texts may change', async () => {
    const system: Role = (await manager.get(`/api/role/${SYSTEM_ROLE_IDS.ROLE_USER}`)).json();
    const renamed = await manager.put('/api/role', { ...asUpdate(system), name: 'ROLE_EVERYONE' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().messageKey).toBe('invalid-state');
    const described = await manager.put('/api/role', {
      ...asUpdate(system),
      description: 'Staff',
      education: 'None',
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ name: 'ROLE_USER', description: 'Staff', education: 'None' });
  });

  it('two live roles cannot share a name (409 duplicate-name), without regard to case', async () => {
    const first = await created({ name: 'Unique name' });
    const again = await manager.post('/api/role', newRole({ name: 'UNIQUE NAME' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      messageKey: 'duplicate-name',
      errors: [{ name: 'name', message: 'duplicate-name' }],
    });
    const admin = await manager.post('/api/role', newRole({ name: 'role_admin' }));
    expect(admin.json().messageKey).toBe('duplicate-name');
    await manager.delete(`/api/role/${first.id}`);
    expect((await manager.post('/api/role', newRole({ name: 'Unique name' }))).statusCode).toBe(201);
  });

  it('RO-12: name and description are required; an id in use gives invalid-id; a stale update gives conflict', async () => {
    const empty = await manager.post('/api/role', newRole({ name: '', description: ' ' }));
    expect(empty.json().errors).toEqual([
      { name: 'name', message: 'not-empty' },
      { name: 'description', message: 'not-empty' },
    ]);
    const role = await created();
    const reused = await manager.post('/api/role', newRole({ id: role.id }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      messageKey: 'invalid-id',
      errors: [{ name: 'id', message: 'invalid-id' }],
    });
    expect((await manager.put('/api/role', { ...asUpdate(role), description: 'One' })).statusCode).toBe(200);
    const stale = await manager.put('/api/role', { ...asUpdate(role), description: 'Two' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('conflict');
  });
});

describe('GET /api/role/selector', () => {
  it('RO-18: gives any signed-in user the id and name of every live role, sorted by name', async () => {
    await created({ name: 'Selector b' });
    await created({ name: 'selector a' });
    const gone = await created({ name: 'zz gone selector' });
    await manager.delete(`/api/role/${gone.id}`);
    const staff = await signedInClient(t);
    const response = await staff.get('/api/role/selector');
    expect(response.statusCode).toBe(200);
    const items: SelectorItem[] = response.json();
    expect(items.every((item) => Object.keys(item).sort().join() === 'id,name')).toBe(true);
    expect(items.some((item) => item.id === gone.id)).toBe(false);
    expect(items.some((item) => item.id === SYSTEM_ROLE_IDS.ROLE_ADMIN)).toBe(true);
    expect(items.filter((item) => item.name.startsWith('elector', 1)).map((item) => item.name)).toEqual([
      'selector a',
      'Selector b',
    ]);
  });
});

describe('only an administrator deletes a role an administrator holds', () => {
  it('RO-17: a user manager without ROLE_ADMIN gets 403 not-allowed for a role an administrator holds, directly or through a role inside it', async () => {
    const userManager = await signedInClient(t, ['ROLE_USER_MANAGER']);
    const administrator = await createUser(t, ['ROLE_ADMIN'], { withoutPassword: true });
    const held = await created();
    const group = await createRole(t, { type: 'roles', contains: [held.id] });
    await assignRoles(t, administrator.id, [held.id]);
    for (const id of [held.id, group.id]) {
      const response = await userManager.delete(`/api/role/${id}`);
      expect(response.statusCode, id).toBe(403);
      expect(response.json().messageKey).toBe('not-allowed');
      expect((await manager.get(`/api/role/${id}`)).statusCode).toBe(200);
    }
    const free = await created();
    await assignRoles(t, (await createUser(t, [], { withoutPassword: true })).id, [free.id]);
    expect((await userManager.delete(`/api/role/${free.id}`)).statusCode).toBe(204);
    // The caller here is the built-in administrator.
    expect((await manager.delete(`/api/role/${group.id}`)).statusCode).toBe(204);
    expect((await manager.delete(`/api/role/${held.id}`)).statusCode).toBe(204);
  });
});
