import { gunzipSync } from 'node:zlib';
import { type ModelDifference, type ProcessModel, reverseDifference } from '@stroomlijn/domain';
import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { asUpdate, createModel, publish } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * What changed between two revisions (or a revision and the working copy), and a revision as a BPMN 2.0
 * file.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);
const UNKNOWN = '3f0e1c52-9a1b-4c8e-8a55-0c7e6e0b5d11';

/** A model published twice: revision 2 renames the activity and names the model anew; then a saved change. */
async function twoRevisions() {
  const created = await createModel(modeler, { info: { name: 'Purchase to pay', description: '' } });
  await publish(modeler, created.id);
  const copy: ProcessModel = (await modeler.get(`/api/process_model/${created.id}/edit`)).json();
  const steps = copy.steps.map((step) =>
    step.type === 'activity' ? { ...step, name: 'Check the invoice' } : step,
  );
  const second = await modeler.post(`/api/process_model/publish/${created.id}`, {
    model: { ...asUpdate(copy), info: { ...copy.info, name: 'Purchase to pay 2' }, steps },
  });
  expect(second.statusCode, second.body).toBe(200);
  const saved = await modeler.put('/api/process_model', {
    ...asUpdate(second.json()),
    info: { name: 'Purchase to pay 3', description: 'Draft' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return created.id;
}

describe('comparing revisions', () => {
  it('lists what changed from revision 1 to 2 by kind, and the reverse from 2 to 1', async () => {
    const id = await twoRevisions();
    const forward = await staff.get(`/api/process_model/revisions/${id}/1/compare/2`);
    expect(forward.statusCode, forward.body).toBe(200);
    const difference: ModelDifference = forward.json();
    expect(difference.changes.map((change) => change.kind)).toEqual(['name-changed', 'step-renamed']);
    expect(difference.changes[0]).toMatchObject({ before: 'Purchase to pay', after: 'Purchase to pay 2' });
    expect(difference.changes[1]).toMatchObject({ before: 'Do the work', after: 'Check the invoice' });
    const backward = await staff.get(`/api/process_model/revisions/${id}/2/compare/1`);
    expect(backward.json()).toEqual(reverseDifference(difference));
    expect((await staff.get(`/api/process_model/revisions/${id}/2/compare/2`)).json()).toEqual({
      changes: [],
    });
  });

  it('a modeler compares a revision with the working copy; others are refused', async () => {
    const id = await twoRevisions();
    const url = `/api/process_model/revisions/${id}/2/compare/working-copy`;
    const response = await modeler.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ModelDifference).changes.map((change) => change.kind)).toEqual([
      'name-changed',
      'description-changed',
    ]);
    expect((await staff.get(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('404 for an unknown, malformed or deleted model or revision, as the other revision reads', async () => {
    const id = await twoRevisions();
    for (const url of [
      `/api/process_model/revisions/${UNKNOWN}/1/compare/2`,
      `/api/process_model/revisions/${id}/1/compare/3`,
      `/api/process_model/revisions/${id}/3/compare/working-copy`,
    ]) {
      expect((await modeler.get(url)).statusCode, url).toBe(404);
    }
    expect((await staff.get(`/api/process_model/revisions/${id}/0/compare/1`)).statusCode).toBe(404);
    expect((await staff.get(`/api/process_model/revisions/${id}/1/compare/two`)).statusCode).toBe(404);
    expect((await staff.get(`/api/process_model/revisions/${id}/1.5/bpmn`)).statusCode).toBe(404);
    expect((await modeler.delete(`/api/process_model/${id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/process_model/revisions/${id}/1/compare/2`)).statusCode).toBe(404);
  });
});

describe('a revision as a BPMN 2.0 file', () => {
  it('is an attachment named after the model and revision that bpmn-moddle reads without warnings', async () => {
    const id = await twoRevisions();
    const response = await staff.get(`/api/process_model/revisions/${id}/2/bpmn`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Purchase-to-pay-2-revision-2.bpmn"; filename*=UTF-8''Purchase-to-pay-2-revision-2.bpmn`,
    );
    const { rootElement, warnings } = await new BpmnModdle().fromXML(response.body);
    expect(warnings).toEqual([]);
    expect(JSON.stringify(rootElement)).toContain('Check the invoice');
    // Revision 1 still has its own name for the activity.
    const first = await staff.get(`/api/process_model/revisions/${id}/1/bpmn`);
    expect(first.body).toContain('Do the work');
    expect(first.body).not.toContain('Check the invoice');
  });

  it('is made once per revision: the same bytes and ETag again, 304 to If-None-Match, gzip when asked', async () => {
    const id = await twoRevisions();
    const url = `/api/process_model/revisions/${id}/2/bpmn`;
    const first = await staff.inject({ method: 'GET', url });
    const again = await staff.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await staff.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const zipped = await staff.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
  });

  it('404 for an unknown or deleted model or revision, 401 signed out', async () => {
    const id = await twoRevisions();
    expect((await staff.get(`/api/process_model/revisions/${id}/3/bpmn`)).statusCode).toBe(404);
    expect((await staff.get(`/api/process_model/revisions/${UNKNOWN}/1/bpmn`)).statusCode).toBe(404);
    const url = `/api/process_model/revisions/${id}/1/bpmn`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await modeler.delete(`/api/process_model/${id}`)).statusCode).toBe(204);
    expect((await staff.get(url)).statusCode).toBe(404);
  });
});
