import { randomUUID } from 'node:crypto';
import {
  type BusinessModel,
  DEFAULT_BUSINESS_MODEL_ID,
  GLOBAL_PROCESS_MODEL_ID,
  type ProcessModel,
  type SearchAnswer,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../test/client.js';
import { signedInClient } from '../../test/client.js';
import { createDefinition } from '../../test/input-outputs.js';
import { asUpdate, createModel, graph, publish } from '../../test/process-models.js';
import { assignRoles, createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';
import { createdAction, receivedResponse, useWorkflowFormService } from '../../test/workflows.js';

/**
 * Each hit names what it belongs to (`within`), as the caller may read it: the model's working copy for
 * modelers, its latest published revision for anyone else (the version the hit was found in), a
 * response's or action's form; so the client needs no list of models to name them.
 */
const forms = useWorkflowFormService();
const t = useTestApp({}, { formService: forms.service });
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const plain = useSignedInClient(t);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);

async function search(client: Client, q: string, kind?: string): Promise<SearchAnswer> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const within = (answer: SearchAnswer) => answer.hits.map((hit) => [hit.kind, hit.within]);

/**
 * A model published as `published` with an activity `stepName` holding an information group `group`, whose
 * working copy was renamed `workingCopy` since.
 */
async function renamedSincePublished(
  published: string,
  workingCopy: string,
  stepName: string,
  group: string,
) {
  const steps = graph().map((step) => (step.type === 'activity' ? { ...step, name: stepName } : step));
  const created = await createModel(modeler, { info: { name: published, description: '' }, steps });
  const stepId = steps.find((step) => step.type === 'activity')?.id ?? '';
  const groups = [{ id: randomUUID(), stepId, name: group, description: '', output: null, inputs: [] }];
  const grouped = await modeler.put('/api/process_model', { ...asUpdate(created), groups });
  expect(grouped.statusCode, grouped.body).toBe(200);
  await publish(modeler, created.id);
  const copy: ProcessModel = (await modeler.get(`/api/process_model/${created.id}/edit`)).json();
  const renamed = await modeler.put('/api/process_model', {
    ...asUpdate(copy),
    info: { ...copy.info, name: workingCopy },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  return created;
}

describe('what a hit belongs to (within)', () => {
  it('a step names its model: the working copy’s name for a modeler, the published revision’s for anyone else', async () => {
    const model = await renamedSincePublished('Inkoop', 'Inkoop en betaling', 'Factuur natellen', 'Bonnen');
    expect((await search(modeler, 'natellen')).hits).toMatchObject([
      { kind: 'step', processModelId: model.id, within: 'Inkoop en betaling' },
    ]);
    for (const client of [plain, editor, admin])
      expect((await search(client, 'natellen')).hits).toMatchObject([
        { kind: 'step', processModelId: model.id, within: 'Inkoop' },
      ]);
    // A model names itself, in the version its finder reads.
    expect(within(await search(modeler, 'inkoop', 'process-model'))).toEqual([
      ['process-model', 'Inkoop en betaling'],
    ]);
    expect(within(await search(plain, 'inkoop', 'process-model'))).toEqual([['process-model', 'Inkoop']]);
  });

  it('an information group and a definition name the version of the model their finder reads; a global definition nothing', async () => {
    const model = await renamedSincePublished(
      'Werving',
      'Werving en selectie',
      'Gesprek voeren',
      'Sollicitatiemap',
    );
    expect(within(await search(modeler, 'sollicitatiemap'))).toEqual([
      ['information-group', 'Werving en selectie'],
    ]);
    expect(within(await search(editor, 'sollicitatiemap'))).toEqual([['information-group', 'Werving']]);

    const unpublished = await createModel(modeler, { info: { name: 'Nog een concept', description: '' } });
    await createDefinition(modeler, model.id, { name: 'Vacaturetekst' });
    await createDefinition(modeler, unpublished.id, { name: 'Vacatureprofiel' });
    await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, { name: 'Vacaturebank' });
    const named = (answer: SearchAnswer) =>
      Object.fromEntries(answer.hits.map((hit) => [hit.title, hit.within]));
    expect(named(await search(modeler, 'vacature', 'definition'))).toEqual({
      Vacaturetekst: 'Werving en selectie',
      Vacatureprofiel: 'Nog een concept',
      Vacaturebank: null,
    });
    // An editor who is no modeler reads published models only: a model not yet published is not named.
    expect(named(await search(editor, 'vacature', 'definition'))).toEqual({
      Vacaturetekst: 'Werving',
      Vacatureprofiel: null,
      Vacaturebank: null,
    });
  });

  it('a plain user never reads a working copy’s name through within, of any kind', async () => {
    await renamedSincePublished('Verzending', 'Geheime nieuwe naam', 'Pakket verzenden', 'Pakbon');
    await createModel(modeler, { info: { name: 'Verzending concept', description: 'Verzending' } });
    for (const client of [plain, editor, admin]) {
      const answer = await search(client, 'verzend');
      expect(answer.hits.length).toBeGreaterThan(0);
      for (const hit of answer.hits) expect(hit.within, hit.title).toBe('Verzending');
      for (const q of ['pakket', 'pakbon', 'verzending'])
        for (const hit of (await search(client, q)).hits) expect(hit.within, q).toBe('Verzending');
      expect((await search(client, 'geheime')).hits).toEqual([]);
    }
  });

  it('a business-model entry names nothing (a process link is the model’s name itself)', async () => {
    const linked = await publish(
      modeler,
      (await createModel(modeler, { info: { name: 'Scheepsbouw', description: '' } })).id,
    );
    const current: BusinessModel = (
      await plain.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)
    ).json();
    const [first, ...rest] = current.groups;
    const items = [
      { id: randomUUID(), name: 'Werf', items: [{ processModelId: linked.id, name: 'Scheepsbouw' }] },
    ];
    const saved = await editor.put('/api/business_model', {
      ...current,
      groups: [{ ...(first as BusinessModel['groups'][number]), items }, ...rest],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(within(await search(plain, 'scheepsbouw', 'business-model-entry'))).toEqual([
      ['business-model-entry', null],
    ]);
  });

  it('a response and an action name their form, for everyone who finds them', async () => {
    const roles = {
      reviewer: await createRole(t),
      reader: await createRole(t),
      actionHolder: await createRole(t),
    };
    const [reviewer, holder, sender] = await Promise.all([
      signedInClient(t),
      signedInClient(t),
      signedInClient(t),
    ]);
    await assignRoles(t, reviewer.id, [roles.reviewer.id]);
    await assignRoles(t, holder.id, [roles.actionHolder.id]);
    const { form, response } = await receivedResponse(t, forms, { admin, modeler }, roles, {
      senderId: sender.id,
      subject: 'Lekkende dakgoot',
    });
    await createdAction({ form, response, reviewer, holder }, { action: 'Dakdekker bellen' });
    for (const client of [admin, reviewer, holder]) {
      expect(within(await search(client, 'dakgoot', 'response'))).toEqual([['response', form.name]]);
      expect(within(await search(client, 'dakdekker'))).toEqual([['action', form.name]]);
    }
  });
});
