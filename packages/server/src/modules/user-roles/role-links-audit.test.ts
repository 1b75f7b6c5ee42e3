import { randomUUID } from 'node:crypto';
import { SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { appendedBy, appendsNone } from '../../test/recorded-audit.js';
import { createRole, createUser } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER'], { firstName: 'Rita', lastName: 'Rollen' });
const plain = useSignedInClient(t, ['ROLE_USER']);

describe('the audit trail of role links', () => {
  it('giving a user a role and taking it away each append one entry about that user', async () => {
    const role = await createRole(t, { type: 'multi' });
    const user = await createUser(t, []);
    const link = { roleId: role.id, userId: user.id };
    const added = await appendedBy(t.database.db, async () => {
      const answer = await manager.post('/api/user-role/add_user', { roleId: role.id, id: user.id });
      expect(answer.json()).toEqual({ changed: true });
    });
    expect(added).toMatchObject({
      actor: { kind: 'user', id: manager.id, name: 'Rita Rollen' },
      entity: 'role-link',
      entityId: role.id,
      action: 'create',
      change: { before: null, after: link },
      subjects: [user.id],
    });
    // Adding again changes nothing, and records nothing.
    await appendsNone(t.database.db, async () => {
      const answer = await manager.post('/api/user-role/add_user', { roleId: role.id, id: user.id });
      expect(answer.json()).toEqual({ changed: false });
    });
    const removed = await appendedBy(t.database.db, async () => {
      expect(
        (await manager.post('/api/user-role/remove_user', { roleId: role.id, id: user.id })).statusCode,
      ).toBe(200);
    });
    expect(removed).toMatchObject({
      entity: 'role-link',
      entityId: role.id,
      action: 'delete',
      change: { before: link, after: null },
      subjects: [user.id],
    });
  });

  it('putting a role inside a role of type roles and taking it out each append one entry', async () => {
    const container = await createRole(t, { type: 'roles' });
    const member = await createRole(t, { type: 'multi' });
    const link = { roleId: container.id, memberRoleId: member.id };
    const added = await appendedBy(t.database.db, () =>
      manager.post('/api/user-role/add_role', { roleId: container.id, id: member.id }),
    );
    expect(added).toMatchObject({
      entity: 'role-link',
      entityId: container.id,
      action: 'create',
      change: { before: null, after: link },
      subjects: [],
    });
    const removed = await appendedBy(t.database.db, () =>
      manager.post('/api/user-role/remove_role', { roleId: container.id, id: member.id }),
    );
    expect(removed).toMatchObject({ action: 'delete', change: { before: link, after: null } });
  });

  it('a refused or failed link change appends nothing', async () => {
    const role = await createRole(t, { type: 'multi' });
    const user = await createUser(t, []);
    await appendsNone(t.database.db, async () => {
      expect((await plain.post('/api/user-role/add_user', { roleId: role.id, id: user.id })).statusCode).toBe(
        403,
      );
      const admin = { roleId: SYSTEM_ROLE_IDS.ROLE_ADMIN, id: user.id };
      expect((await manager.post('/api/user-role/add_user', admin)).statusCode).toBe(403);
      expect(
        (await manager.post('/api/user-role/add_user', { roleId: role.id, id: randomUUID() })).statusCode,
      ).toBe(404);
      expect(
        (await manager.post('/api/user-role/remove_user', { roleId: role.id, id: user.id })).statusCode,
      ).toBe(404);
      expect(
        (await manager.post('/api/user-role/add_role', { roleId: role.id, id: role.id })).statusCode,
      ).toBe(409);
      expect((await manager.post('/api/user-role/add_user', { roleId: 'x', id: user.id })).statusCode).toBe(
        422,
      );
    });
  });
});
