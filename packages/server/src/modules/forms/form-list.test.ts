import { describe, expect, it } from 'vitest';
import { client, signedInClient } from '../../test/client.js';
import { createWorkflowForm } from '../../test/input-outputs.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

describe('GET /api/workflow', () => {
  it('lists the live workflow forms {id, name, formId} by name to every signed-in user', async () => {
    const beta = await createWorkflowForm(t, { name: 'beta intake' });
    const alpha = await createWorkflowForm(t, { name: 'Alpha complaint' });
    await createWorkflowForm(t, { name: 'Aardvark (deleted)', deleted: true });
    const gamma = await createWorkflowForm(t, { name: 'Gamma survey' });
    for (const roles of [
      ['ROLE_MODELER'],
      ['ROLE_EDITOR'],
      ['ROLE_ADMIN'],
      ['ROLE_USER_MANAGER'],
      [],
    ] as const) {
      const response = await (await signedInClient(t, roles)).get('/api/workflow');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([alpha, beta, gamma]);
    }
  });

  it('anonymous callers are refused with 401', async () => {
    expect((await client(t.app).get('/api/workflow')).statusCode).toBe(401);
  });
});
