import type { SearchAnswer } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../test/client.js';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import {
  createdAction,
  receivedResponse,
  responseWithHandlers,
  useWorkflowFormService,
} from '../../test/workflows.js';

/**
 * Responses (by subject) and actions (by text) are found only by those the workflow lets open them:
 * administrators, the holders of the response's reviewer and reader roles, an action's assignee (and the
 * assignee of a live action of a response); nobody else, neither by hits nor by the page count.
 */
const forms = useWorkflowFormService();
const t = useTestApp({}, { formService: forms.service });
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const sender = useSignedInClient(t, ['ROLE_USER']);

const NOTHING: SearchAnswer = { hits: [], totalPages: 1 };

async function search(client: Client, q: string, extra = ''): Promise<SearchAnswer> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A response with subject `subject` and the people around it (see responseWithHandlers). */
const handling = (subject: string) => responseWithHandlers(t, forms, { admin, modeler, sender }, subject);

describe('responses and actions', () => {
  it('a response is found by its reviewers, readers and administrators, with its form and id; by nobody else', async () => {
    const h = await handling('Lekkage in de kelder');
    const hit = {
      kind: 'response',
      id: h.response.id,
      processModelId: null,
      stepId: null,
      formId: h.form.id,
      responseId: h.response.id,
      title: 'Lekkage in de kelder',
    };
    for (const client of [h.reviewer, h.reader, admin])
      expect((await search(client, 'lekkage kelder')).hits).toMatchObject([hit]);
    for (const client of [h.holder, h.otherHolder, h.outsider, sender, modeler])
      expect(await search(client, 'lekkage')).toEqual(NOTHING);
  });

  it('an action is found by the response’s reviewers and readers, its assignee and administrators; its assignee finds the response too', async () => {
    const h = await handling('Storing verwarming');
    const action = await createdAction(h, { action: 'Monteur inplannen' });
    const hit = {
      kind: 'action',
      id: action.id,
      formId: h.form.id,
      responseId: h.response.id,
      title: 'Monteur inplannen',
    };
    for (const client of [h.reviewer, h.reader, h.holder, admin])
      expect((await search(client, 'monteur', '&kind=action')).hits).toMatchObject([hit]);
    expect((await search(h.holder, 'verwarming')).hits).toMatchObject([
      { kind: 'response', id: h.response.id },
    ]);
    for (const client of [h.otherHolder, h.outsider, sender]) {
      expect(await search(client, 'monteur')).toEqual(NOTHING);
      expect(await search(client, 'verwarming')).toEqual(NOTHING);
    }

    // Given to the other holder under another text: the index follows, the first holder loses both.
    const changed = await h.reviewer.put('/api/response-action', {
      ...action,
      action: 'Loodgieter bellen',
      assignee: { id: h.otherHolder.id, name: '' },
      updated: action.updated,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await search(h.reviewer, 'monteur')).toEqual(NOTHING);
    expect((await search(h.otherHolder, 'loodgieter')).hits).toMatchObject([
      { ...hit, title: 'Loodgieter bellen' },
    ]);
    expect((await search(h.otherHolder, 'verwarming')).hits).toHaveLength(1);
    expect(await search(h.holder, 'loodgieter')).toEqual(NOTHING);
    expect(await search(h.holder, 'verwarming')).toEqual(NOTHING);

    const removed = await h.reviewer.delete(
      `/api/response-action/${h.form.id}/${h.response.id}/${action.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    for (const client of [h.reviewer, h.otherHolder, admin])
      expect(await search(client, 'loodgieter')).toEqual(NOTHING);
    expect(await search(h.otherHolder, 'verwarming')).toEqual(NOTHING);
  });

  it('a deleted response, or the responses of a deleted form, are found by nobody', async () => {
    const one = await handling('Kapotte lantaarnpaal');
    await createdAction(one, { action: 'Lamp vervangen' });
    const removed = await one.reviewer.delete(
      `/api/workflow/${one.form.id}/response/${one.response.id}/delete`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    for (const client of [one.reviewer, one.holder, admin]) {
      expect(await search(client, 'lantaarnpaal')).toEqual(NOTHING);
      expect(await search(client, 'lamp')).toEqual(NOTHING);
    }

    const two = await handling('Scheve stoeptegel');
    await createdAction(two, { action: 'Tegel rechtleggen' });
    expect((await admin.delete(`/api/workflow/${two.form.id}/delete`)).statusCode).toBe(204);
    for (const client of [two.reviewer, two.holder, admin]) {
      expect(await search(client, 'stoeptegel')).toEqual(NOTHING);
      expect(await search(client, 'rechtleggen')).toEqual(NOTHING);
    }
  });

  it('the page count tells nobody of responses they may not open: 21 of one role beside one of another', async () => {
    const mine = await handling('Geluidsoverlast buren');
    const others = await createRole(t);
    for (let i = 0; i < 21; i++)
      await receivedResponse(
        t,
        forms,
        { admin, modeler },
        { reviewer: others },
        {
          senderId: sender.id,
          subject: `Geluidsoverlast ${i}`,
        },
      );
    const answer = await search(mine.reviewer, 'geluidsoverlast');
    expect(answer).toMatchObject({ totalPages: 1, hits: [{ id: mine.response.id }] });
    expect(answer.hits).toHaveLength(1);
    expect((await search(admin, 'geluidsoverlast')).totalPages).toBe(2);
    expect(await search(mine.outsider, 'geluidsoverlast')).toEqual(NOTHING);
  });
});
