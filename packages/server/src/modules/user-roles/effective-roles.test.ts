import {
  EVERYONE_ROLE_ID,
  effectiveRoleIds,
  heldRoleIds,
  IMPLICIT_ROLE_IDS,
  type SelectorItem,
  SYSTEM_ROLE_IDS,
} from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Client, signedInAs, signedInClient } from '../../test/client.js';
import { assignRoles, createRole, createUser } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { effectiveRolesOfUser } from '../security/index.js';
import { effectiveHoldersOf } from '../users/index.js';

const t = useTestApp();
const manager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

async function infoRoles(user: Client): Promise<string[]> {
  const response = await user.inject({ method: 'POST', url: '/api/security/info' });
  expect(response.statusCode).toBe(200);
  return response.json().roles.map((role: { id: string }) => role.id);
}

describe('effective roles', () => {
  it('a user holding a role inside a role of type roles holds that role too, transitively, in /api/security/info', async () => {
    const user = await createUser(t, [], { withoutPassword: true });
    const reviewer = await createRole(t);
    const reviewers = await createRole(t, { type: 'roles', contains: [reviewer.id] });
    // Not possible through the API (a role of type roles is never put inside one), but the query follows it.
    const outer = await createRole(t, { type: 'roles', contains: [reviewers.id] });
    await assignRoles(t, user.id, [reviewer.id]);
    const roles = await infoRoles(await signedInAs(t, user.id));
    expect(roles).toEqual(expect.arrayContaining([reviewer.id, reviewers.id, outer.id]));
  });

  it('selectable-users-by-role lists the effective holders by display name, for a user manager', async () => {
    const reviewer = await createRole(t);
    const group = await createRole(t, { type: 'roles', contains: [reviewer.id] });
    const direct = await createUser(t, [], { firstName: 'Wim', lastName: 'Vries', withoutPassword: true });
    const inner = await createUser(t, [], { firstName: 'anna', lastName: 'Bakker', withoutPassword: true });
    const gone = await createUser(t, [], { firstName: 'Gone', withoutPassword: true, deleted: true });
    await t.database.db
      .updateTable('app_user')
      .set({ preposition: 'de' })
      .where('id', '=', direct.id)
      .execute();
    await assignRoles(t, direct.id, [group.id]);
    await assignRoles(t, inner.id, [reviewer.id]);
    await assignRoles(t, gone.id, [reviewer.id]);
    const response = await manager.get(`/api/user-role/selectable-users-by-role/${group.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: inner.id, name: 'anna Bakker' },
      { id: direct.id, name: 'Wim de Vries' },
    ]);
  });

  it('selectable-users-by-role refuses other users with not-allowed, Everyone and ROLE_ADMIN included', async () => {
    const staff = await signedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR']);
    for (const roleId of [EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS.ROLE_ADMIN, (await createRole(t)).id]) {
      const refused = await staff.get(`/api/user-role/selectable-users-by-role/${roleId}`);
      expect(refused.statusCode, roleId).toBe(403);
      expect(refused.json().messageKey).toBe('not-allowed');
    }
  });

  it('taking a role out of a role of type roles takes effect on the next request', async () => {
    const user = await createUser(t, [], { withoutPassword: true });
    const reviewer = await createRole(t);
    const group = await createRole(t, { type: 'roles', contains: [reviewer.id] });
    await assignRoles(t, user.id, [reviewer.id]);
    const signedIn = await signedInAs(t, user.id);
    expect(await infoRoles(signedIn)).toContain(group.id);
    const removed = await manager.post('/api/user-role/remove_role', { roleId: group.id, id: reviewer.id });
    expect(removed.statusCode).toBe(200);
    expect((await infoRoles(signedIn)).sort()).toEqual([reviewer.id, ...IMPLICIT_ROLE_IDS].sort());
    const holders: SelectorItem[] = (
      await manager.get(`/api/user-role/selectable-users-by-role/${group.id}`)
    ).json();
    expect(holders).toEqual([]);
  });

  it('both queries equal the transitive closure of the domain for random role graphs, loops and Everyone included', async () => {
    const graph = fc.record({
      size: fc.integer({ min: 1, max: 6 }),
      edges: fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 10 }),
      direct: fc.array(fc.nat(5), { maxLength: 3 }),
      holdingEveryone: fc.array(fc.nat(5), { maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(graph, async ({ size, edges, direct, holdingEveryone }) => {
        const roles: string[] = [];
        for (let i = 0; i < size; i++) roles.push((await createRole(t, { type: 'roles' })).id);
        const pairs = new Set([
          ...edges.map(([parent, child]) => `${roles[parent % size]} ${roles[child % size]}`),
          ...holdingEveryone.map((parent) => `${roles[parent % size]} ${EVERYONE_ROLE_ID}`),
        ]);
        const containers = new Map<string, string[]>();
        for (const pair of pairs) {
          const [parent = '', child = ''] = pair.split(' ');
          await t.database.db
            .insertInto('role_role')
            .values({ role_id: parent, child_role_id: child })
            .execute();
          containers.set(child, [...(containers.get(child) ?? []), parent]);
        }
        // Containers of Everyone are held by every user, of later runs too: they go after each run.
        try {
          const held = [...new Set(direct.map((index) => roles[index % size] ?? ''))];
          const user = await createUser(t, [], { withoutPassword: true });
          await assignRoles(t, user.id, held);
          const expected = effectiveRoleIds(heldRoleIds(held), containers);
          const fromSql = (await effectiveRolesOfUser(t.database.db, user.id)).map((role) => role.id).sort();
          expect(fromSql).toEqual([...expected].sort());
          // Walked down from each role, the holders' query agrees.
          for (const role of [...roles, ...IMPLICIT_ROLE_IDS]) {
            const holder = await effectiveHoldersOf(t.database.db, role)
              .select('app_user.id')
              .where('app_user.id', '=', user.id)
              .executeTakeFirst();
            expect(holder !== undefined).toBe(expected.has(role));
          }
        } finally {
          await t.database.db.deleteFrom('role_role').where('child_role_id', '=', EVERYONE_ROLE_ID).execute();
        }
      }),
      { numRuns: 25 },
    );
  });
});
