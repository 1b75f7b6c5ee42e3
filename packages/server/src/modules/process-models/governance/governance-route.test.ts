import { randomUUID } from 'node:crypto';
import { type GovernanceOverview, governanceOverviewSchema } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/client.js';
import { days, republish, setModelColumns, subprocessChain } from '../../../test/governance.js';
import { createModel, publishedModel } from '../../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';
import { governanceService } from './service.js';

/** `GET /api/process_model/governance`, the governance overview, for modelers. */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);
const others = useSignedInClient(t, ['ROLE_ADMIN', 'ROLE_USER_MANAGER', 'ROLE_EDITOR', 'ROLE_USER']);

const URL = '/api/process_model/governance';

describe('GET /api/process_model/governance', () => {
  it('answers modelers only: 401 signed out, 403 for every other role', async () => {
    const anonymous = await client(t.app).get(URL);
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [staff, others]) {
      const refused = await caller.get(URL);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messageKey).toBe('not-allowed');
    }
    expect((await modeler.get(URL)).statusCode).toBe(200);
  });

  it('is the static path, not a model id; the routes of one model keep their own', async () => {
    const overview = await modeler.get(URL);
    expect(overview.statusCode).toBe(200);
    expect(governanceOverviewSchema.parse(overview.json())).toBeTruthy();
    expect((await modeler.get(`/api/process_model/${randomUUID()}`)).statusCode).toBe(404);
    const model = await publishedModel(modeler);
    expect((await modeler.get(`/api/process_model/${model.id}`)).json().id).toBe(model.id);
    expect((await modeler.get(`/api/process_model/${model.id}/edit`)).json().id).toBe(model.id);
    // Below the static segment the router does not fall back to `/:id/edit`: no model has that id anyway.
    const below = await modeler.get(`${URL}/edit`);
    expect(below.statusCode).toBe(404);
    expect(below.json().messageKey).toBe('not-found');
  });

  it('answers the overview as at the moment of the request, every list filled', async () => {
    const draft = await createModel(modeler);
    await setModelColumns(t, draft.id, { draftSince: Date.now() - days(40) });
    const reviewed = await publishedModel(modeler, { reviewIntervalMonths: 1 });
    await setModelColumns(t, reviewed.id, { publishedAt: Date.now() - days(400) });
    const sub = await publishedModel(modeler);
    await publishedModel(modeler, { steps: subprocessChain([sub.id]) });
    await republish(modeler, sub.id, 'Republished');

    const before = Date.now();
    const response = await modeler.get(URL);
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    const answer: GovernanceOverview = governanceOverviewSchema.parse(response.json());
    expect(answer.at).toBeGreaterThanOrEqual(before);
    expect(answer.at).toBeLessThanOrEqual(after);
    expect(answer).toEqual(await governanceService(t.database.db).overview(answer.at));
    for (const list of [
      'withoutOwnerOrManager',
      'reviews',
      'staleWorkingCopies',
      'outdatedSubprocesses',
    ] as const) {
      expect(answer[list].length, list).toBeGreaterThan(0);
    }
  });
});
