import { CHANGE_NOTE_MAX_LENGTH, type ProcessModel, type Revision } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { asUpdate, createModel } from '../../test/process-models.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * A publish may carry a change note (at most 200 characters), kept with its revision and
 * shown by the revision reads; a publish without a body still works.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);

async function publishWith(id: string, body: object | undefined) {
  return body === undefined
    ? modeler.inject({ method: 'POST', url: `/api/process_model/publish/${id}` })
    : modeler.post(`/api/process_model/publish/${id}`, body);
}

async function revisionsOf(id: string): Promise<Revision[]> {
  const response = await staff.get(`/api/process_model/revisions/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function rename(id: string, name: string): Promise<ProcessModel> {
  const copy: ProcessModel = (await modeler.get(`/api/process_model/${id}/edit`)).json();
  const response = await modeler.put('/api/process_model', {
    ...asUpdate(copy),
    info: { ...copy.info, name },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('change notes on publish', () => {
  it('keeps the note with its revision: the list and one revision show it, newest first', async () => {
    const { id } = await createModel(modeler, { info: { name: 'Purchase to pay', description: '' } });
    expect((await publishWith(id, { changeNote: '  First version for the handbook  ' })).statusCode).toBe(
      200,
    );
    await rename(id, 'Purchase to pay (2)');
    expect((await publishWith(id, undefined)).statusCode).toBe(200);
    const copy = await rename(id, 'Purchase to pay (3)');
    const saved = await publishWith(id, {
      model: { ...asUpdate(copy), info: { ...copy.info, name: 'Purchase to pay (4)' } },
      changeNote: 'Approval by the manager',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const list = await revisionsOf(id);
    expect(list.map(({ revision, changeNote }) => [revision, changeNote])).toEqual([
      [3, 'Approval by the manager'],
      [2, null],
      [1, 'First version for the handbook'],
    ]);
    expect(list[0]?.model.info.name).toBe('Purchase to pay (4)');
    const one = await staff.get(`/api/process_model/revisions/${id}/1`);
    expect(one.json()).toMatchObject({ revision: 1, changeNote: 'First version for the handbook' });
    const gzip = await staff.inject({
      method: 'GET',
      url: `/api/process_model/revisions/${id}/3`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('a blank note counts as none; a note of 200 characters is kept whole', async () => {
    const blank = await createModel(modeler);
    expect((await publishWith(blank.id, { changeNote: '   ' })).statusCode).toBe(200);
    expect((await revisionsOf(blank.id))[0]?.changeNote).toBeNull();

    const full = await createModel(modeler);
    const note = 'n'.repeat(CHANGE_NOTE_MAX_LENGTH);
    expect((await publishWith(full.id, { changeNote: note })).statusCode).toBe(200);
    expect((await revisionsOf(full.id))[0]?.changeNote).toBe(note);
  });

  it('refuses a note over 200 characters or not text with 422 validation naming it, and publishes nothing', async () => {
    const { id } = await createModel(modeler);
    for (const changeNote of ['n'.repeat(CHANGE_NOTE_MAX_LENGTH + 1), 42, ['a']]) {
      const response = await publishWith(id, { changeNote });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ messageKey: 'validation', errors: [{ name: 'changeNote' }] });
    }
    const copy: ProcessModel = (await modeler.get(`/api/process_model/${id}/edit`)).json();
    expect(copy.revision).toBe(0);
    expect((await staff.get(`/api/process_model/revisions/${id}`)).statusCode).toBe(404);
  });

  it('only a modeler publishes with a note', async () => {
    const { id } = await createModel(modeler);
    const response = await staff.post(`/api/process_model/publish/${id}`, { changeNote: 'Mine' });
    expect(response.statusCode).toBe(403);
  });
});
