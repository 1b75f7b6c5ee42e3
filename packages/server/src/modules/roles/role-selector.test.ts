import { EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();
const staff = useSignedInClient(t);

describe('GET /api/role/selector?type=', () => {
  it('IO-24: type=multi offers only the roles of type multi (the reviewers of a form), by name', async () => {
    const zeta = await createRole(t, { name: 'zeta reviewers', type: 'multi' });
    const alpha = await createRole(t, { name: 'Alpha reviewers', type: 'multi' });
    const container = await createRole(t, { name: 'Beta container', type: 'roles' });
    const multi = await staff.get('/api/role/selector?type=multi');
    expect(multi.statusCode, multi.body).toBe(200);
    expect(multi.json()).toEqual([alpha, zeta]);

    const roles = (await staff.get('/api/role/selector?type=roles')).json() as { id: string }[];
    expect(roles.map((role) => role.id).sort()).toEqual([container.id, EVERYONE_ROLE_ID].sort());
    const system = (await staff.get('/api/role/selector?type=system')).json() as { id: string }[];
    expect(system.map((role) => role.id).sort()).toEqual(Object.values(SYSTEM_ROLE_IDS).sort());
  });

  it('without type every live role is offered, as before; an unknown type is 422 validation', async () => {
    const all = (await staff.get('/api/role/selector')).json() as { name: string }[];
    expect(all.length).toBeGreaterThanOrEqual(3 + 5 + 1);
    const bad = await staff.get('/api/role/selector?type=team');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ messageKey: 'validation' });
  });
});
