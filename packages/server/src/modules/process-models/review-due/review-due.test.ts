import { addMonths, GOVERNANCE_WINDOW_DAYS, type ReviewDue, reviewDueSchema } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../../../test/client.js';
import { days, setModelColumns } from '../../../test/governance.js';
import { publishedModel } from '../../../test/process-models.js';
import { assignRoles, createRole } from '../../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

/**
 * The home page's "models due for review": the published models whose owner or manager role the caller
 * holds (also through a role within a role) and whose review comes up, is due or is overdue; no one else's.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const WINDOW = days(GOVERNANCE_WINDOW_DAYS);

/** A published model with a 12-month interval whose review date is `offset` from now. */
async function modelReviewedIn(
  name: string,
  offset: number,
  roles: { owner?: { id: string; name: string }; manager?: { id: string; name: string } },
) {
  const model = await publishedModel(modeler, {
    info: { name, description: '' },
    ...roles,
    reviewIntervalMonths: 12,
  });
  // The list reads the revision's publish time, the governance overview the model's: both move.
  const publishedAt = addMonths(Date.now() + offset, -12);
  await setModelColumns(t, model.id, { publishedAt });
  await t.database.db
    .updateTable('process_model_revision')
    .set({ published_at: publishedAt })
    .where('process_model_id', '=', model.id)
    .execute();
  return model;
}

describe('GET /api/process_model/review-due', () => {
  it("lists the caller's due reviews as owner or manager, the earliest first, and nobody else's", async () => {
    const owners = await createRole(t);
    const managers = await createRole(t);
    const team = await createRole(t, { type: 'roles', contains: [managers.id] });
    const other = await createRole(t);
    const person = await signedInClient(t, []);
    await assignRoles(t, person.id, [owners.id, managers.id]);

    const overdue = await modelReviewedIn('Overdue', -WINDOW - days(2), { owner: owners });
    const due = await modelReviewedIn('Due', -days(3), { owner: owners, manager: managers });
    const upcoming = await modelReviewedIn('Upcoming', days(10), { manager: team });
    await modelReviewedIn('Later', WINDOW + days(10), { owner: owners });
    await modelReviewedIn('Someone else', -days(3), { owner: other, manager: other });
    // No interval: never due.
    await publishedModel(modeler, { info: { name: 'No interval', description: '' }, owner: owners });

    const response = await person.get('/api/process_model/review-due');
    expect(response.statusCode, response.body).toBe(200);
    const answer: ReviewDue = reviewDueSchema.parse(response.json());
    expect(answer.count).toBe(3);
    expect(answer.items.map((item) => [item.id, item.state, item.parts])).toEqual([
      [overdue.id, 'overdue', ['owner']],
      [due.id, 'due', ['owner', 'manager']],
      [upcoming.id, 'upcoming', ['manager']],
    ]);

    const outsider = await signedInClient(t, []);
    expect((await outsider.get('/api/process_model/review-due')).json()).toEqual({ count: 0, items: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/process_model/review-due' })).statusCode).toBe(
      401,
    );
  });
});
