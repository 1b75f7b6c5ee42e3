import { randomUUID } from 'node:crypto';
import { type Role, type RoleCreate, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { appendedBy, appendsNone } from '../../test/recorded-audit.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER'], { firstName: 'Rita', lastName: 'Rollen' });
const plain = useSignedInClient(t, ['ROLE_USER']);

function newRole(): RoleCreate {
  const id = randomUUID();
  return {
    id,
    name: `Reviewer ${id.slice(0, 8)}`,
    description: 'Reviews responses',
    type: 'multi',
    tasksSummary: 'Reads and judges',
    education: '',
    competences: '',
    screening: '',
  };
}

describe('the audit trail of roles', () => {
  it('creating, changing and deleting a role each append one entry with the changed fields', async () => {
    const input = newRole();
    let role: Role | undefined;
    const create = await appendedBy(t.database.db, async () => {
      const answer = await manager.post('/api/role', input);
      expect(answer.statusCode, answer.body).toBe(201);
      role = answer.json();
    });
    expect(create).toMatchObject({
      actor: { kind: 'user', id: manager.id, name: 'Rita Rollen' },
      entity: 'role',
      entityId: input.id,
      action: 'create',
      change: { before: null, after: { name: input.name, type: 'multi', tasksSummary: 'Reads and judges' } },
    });
    if (!role) throw new Error('not created');

    const update = await appendedBy(t.database.db, async () => {
      const answer = await manager.put('/api/role', { ...role, description: 'Judges responses' });
      expect(answer.statusCode, answer.body).toBe(200);
      role = answer.json();
    });
    expect(update).toMatchObject({ entity: 'role', entityId: input.id, action: 'update' });
    expect(update.change.before).toMatchObject({ description: 'Reviews responses' });
    expect(update.change.after).toMatchObject({ description: 'Judges responses' });
    expect(update.change.before).not.toHaveProperty('name');

    const remove = await appendedBy(t.database.db, async () => {
      expect((await manager.delete(`/api/role/${input.id}`)).statusCode).toBe(204);
    });
    expect(remove).toMatchObject({
      entity: 'role',
      entityId: input.id,
      action: 'delete',
      change: { before: { name: input.name }, after: null },
    });
  });

  it('a refused or failed role write appends nothing', async () => {
    const role = (await manager.post('/api/role', newRole())).json<Role>();
    await appendsNone(t.database.db, async () => {
      expect((await plain.post('/api/role', newRole())).statusCode).toBe(403);
      expect((await manager.post('/api/role', { ...newRole(), name: role.name })).statusCode).toBe(409);
      expect((await manager.post('/api/role', { ...newRole(), name: '' })).statusCode).toBe(422);
      expect((await manager.put('/api/role', { ...role, updatedAt: role.updatedAt - 1 })).statusCode).toBe(
        409,
      );
      expect((await manager.delete(`/api/role/${SYSTEM_ROLE_IDS.ROLE_MODELER}`)).statusCode).toBe(409);
      expect((await manager.delete(`/api/role/${randomUUID()}`)).statusCode).toBe(404);
    });
  });
});
