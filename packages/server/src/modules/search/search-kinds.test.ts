import { randomUUID } from 'node:crypto';
import {
  type BusinessModel,
  DEFAULT_BUSINESS_MODEL_ID,
  GLOBAL_PROCESS_MODEL_ID,
  type InputOutput,
  type SearchAnswer,
} from '@stroomlijn/domain';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Client } from '../../test/client.js';
import { createDefinition } from '../../test/input-outputs.js';
import { asUpdate, createModel, graph, publish } from '../../test/process-models.js';
import { testDialect } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * The kinds beside models and steps: information groups (working copies for modelers, latest revisions
 * for editors), input/output definitions (modelers and editors), the business model (everyone); each
 * indexed in the transaction of the write that changes it, and found by nobody else.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const editor = useSignedInClient(t, ['ROLE_EDITOR']);
const plain = useSignedInClient(t);
const admin = useSignedInClient(t, ['ROLE_ADMIN']);
const userManager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

async function search(client: Client, q: string, kind?: string): Promise<SearchAnswer> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const NOTHING: SearchAnswer = { hits: [], totalPages: 1 };

/** A model whose activity step holds one information group named `name`; its working copy. */
async function modelWithGroup(name: string, description = '') {
  const steps = graph();
  const model = await createModel(modeler, { steps });
  const step = steps.find((s) => s.type === 'activity');
  const group = { id: randomUUID(), stepId: step?.id ?? '', name, description, output: null, inputs: [] };
  const saved = await modeler.put('/api/process_model', { ...asUpdate(model), groups: [group] });
  expect(saved.statusCode, saved.body).toBe(200);
  return { model, group };
}

describe('information groups', () => {
  it('a working copy’s group is found by modelers only; once published, editors find the published one; nobody else ever', async () => {
    const { model, group } = await modelWithGroup('Leveranciersdossier', 'Contracten en offertes');
    const hit = {
      kind: 'information-group',
      id: group.id,
      processModelId: model.id,
      stepId: group.stepId,
      formId: null,
      responseId: null,
      title: 'Leveranciersdossier',
    };
    expect((await search(modeler, 'leveranciersdossier')).hits).toMatchObject([hit]);
    expect((await search(modeler, 'offertes')).hits).toMatchObject([
      {
        ...hit,
        snippet: [
          { text: 'Contracten en ', match: false },
          { text: 'offertes', match: true },
        ],
      },
    ]);
    for (const client of [editor, plain, admin, userManager])
      expect(await search(client, 'leveranciersdossier')).toEqual(NOTHING);

    await publish(modeler, model.id);
    expect((await search(editor, 'leveranciersdossier')).hits).toMatchObject([hit]);
    expect((await search(modeler, 'leveranciersdossier')).hits).toHaveLength(1);
    for (const client of [plain, admin, userManager])
      expect(await search(client, 'leveranciersdossier')).toEqual(NOTHING);
  });

  it('a renamed group is found under its new name only; a removed one no more; a deleted model takes its groups along', async () => {
    const { model, group } = await modelWithGroup('Tuinontwerp');
    const copy = (await modeler.get(`/api/process_model/${model.id}/edit`)).json();
    const renamed = await modeler.put('/api/process_model', {
      ...asUpdate(copy),
      groups: [{ ...group, name: 'Parkontwerp' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search(modeler, 'tuinontwerp')).toEqual(NOTHING);
    expect((await search(modeler, 'parkontwerp', 'information-group')).hits).toHaveLength(1);
    await publish(modeler, model.id);
    expect((await search(editor, 'parkontwerp')).hits).toHaveLength(1);
    expect((await modeler.delete(`/api/process_model/${model.id}`)).statusCode).toBe(204);
    expect(await search(modeler, 'parkontwerp')).toEqual(NOTHING);
    expect(await search(editor, 'parkontwerp')).toEqual(NOTHING);
  });
});

describe('input/output definitions', () => {
  it('are found by modelers and editors (a model’s and the global ones), by nobody else, not even through the page count', async () => {
    const model = await createModel(modeler);
    const own = await createDefinition(modeler, model.id, {
      name: 'Offerteregister',
      description: 'Alle offertes',
    });
    const global = await createDefinition(editor, GLOBAL_PROCESS_MODEL_ID, {
      name: 'Offerteregister centraal',
    });
    for (let i = 0; i < 20; i++) await createDefinition(modeler, model.id, { name: `Offerteregister ${i}` });
    for (const client of [modeler, editor]) {
      const answer = await search(client, 'offerteregister', 'definition');
      expect(answer.totalPages).toBe(2);
      const page2: SearchAnswer = (await client.get('/api/search?q=offerteregister&page=2')).json();
      expect([...answer.hits, ...page2.hits].map((h) => h.id)).toEqual(
        expect.arrayContaining([own.id, global.id]),
      );
    }
    expect((await search(editor, 'offerteregister centraal')).hits).toMatchObject([
      { kind: 'definition', id: global.id, processModelId: GLOBAL_PROCESS_MODEL_ID, stepId: null },
    ]);
    for (const client of [plain, admin, userManager])
      expect(await search(client, 'offerteregister')).toEqual(NOTHING);
  });

  it('follow a change of name and a delete', async () => {
    const model = await createModel(modeler);
    const definition = await createDefinition(modeler, model.id, { name: 'Kasboek' });
    const changed = await modeler.put('/api/input-output', { ...definition, name: 'Grootboek' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await search(modeler, 'kasboek')).toEqual(NOTHING);
    expect((await search(editor, 'grootboek')).hits.map((h) => h.id)).toEqual([definition.id]);
    const removed = await modeler.delete(`/api/input-output/${model.id}/${definition.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await search(modeler, 'grootboek')).toEqual(NOTHING);
    expect(await search(editor, 'grootboek')).toEqual(NOTHING);
  });

  it('a write that rolls back leaves the index as it was (the definition and its entry both unchanged)', async () => {
    const model = await createModel(modeler);
    const definition: InputOutput = await createDefinition(modeler, model.id, { name: 'Rittenregistratie' });
    await refuseIndexing('Kilometerstaat');
    const changed = await modeler.put('/api/input-output', { ...definition, name: 'Kilometerstaat' });
    expect(changed.statusCode).toBe(500);
    expect((await modeler.get(`/api/input-output/${model.id}/${definition.id}`)).json().name).toBe(
      'Rittenregistratie',
    );
    expect((await search(modeler, 'rittenregistratie')).hits.map((h) => h.id)).toEqual([definition.id]);
    expect(await search(modeler, 'kilometerstaat')).toEqual(NOTHING);
  });
});

/** Makes the database refuse an index entry titled `title`, until the test ends (a failing write). */
async function refuseIndexing(title: string): Promise<void> {
  const { db } = t.database;
  if (testDialect === 'postgres') {
    await sql
      .raw(`create function search_refuse() returns trigger language plpgsql as $$
        begin if new.title = '${title}' then raise exception 'refused'; end if; return new; end $$`)
      .execute(db);
    await sql`create trigger search_refuse before insert on search_entry for each row execute function search_refuse()`.execute(
      db,
    );
    onTestFinished(async () => {
      await sql`drop trigger search_refuse on search_entry`.execute(db);
      await sql`drop function search_refuse()`.execute(db);
    });
  } else {
    await sql
      .raw(`create trigger search_refuse before insert on search_entry when new.title = '${title}'
        begin select raise(abort, 'refused'); end`)
      .execute(db);
    onTestFinished(async () => {
      await sql`drop trigger search_refuse`.execute(db);
    });
  }
}

describe('the business model', () => {
  async function saveBusinessModel(change: (groups: BusinessModel['groups']) => BusinessModel['groups']) {
    const model: BusinessModel = (await plain.get(`/api/business_model/${DEFAULT_BUSINESS_MODEL_ID}`)).json();
    const response = await editor.put('/api/business_model', { ...model, groups: change(model.groups) });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('its groups, process groups and links are found by every signed-in user; a linked model under the name of its latest revision', async () => {
    const linked = await publish(
      modeler,
      (await createModel(modeler, { info: { name: 'Zeilmakerij', description: '' } })).id,
    );
    const processGroupId = randomUUID();
    await saveBusinessModel(([first, ...rest]) => [
      {
        ...(first as BusinessModel['groups'][number]),
        name: 'Sturing zeilvaart',
        items: [
          {
            id: processGroupId,
            name: 'Werfbeheer',
            items: [
              { processModelId: linked.id, name: 'Zeilmakerij' },
              { url: 'https://example.org/werf', name: 'Werfkalender' },
            ],
          },
        ],
      },
      ...rest,
    ]);
    for (const client of [plain, modeler, editor, admin, userManager]) {
      expect((await search(client, 'zeilvaart', 'business-model-entry')).hits).toMatchObject([
        { kind: 'business-model-entry', title: 'Sturing zeilvaart', processModelId: null },
      ]);
      expect((await search(client, 'werfbeheer')).hits).toMatchObject([
        { kind: 'business-model-entry', id: processGroupId, title: 'Werfbeheer' },
      ]);
      expect((await search(client, 'werfkalender')).hits).toMatchObject([
        { id: `${processGroupId}:1`, snippet: [{ text: 'Werfkalender', match: true }] },
      ]);
      expect((await search(client, 'zeilmakerij', 'business-model-entry')).hits).toMatchObject([
        { id: `${processGroupId}:0`, processModelId: linked.id, title: 'Zeilmakerij' },
      ]);
    }

    // A new revision under another name renames the link, as the business model shows it.
    const copy = (await modeler.get(`/api/process_model/${linked.id}/edit`)).json();
    const saved = await modeler.put('/api/process_model', {
      ...asUpdate(copy),
      info: { name: 'Touwslagerij', description: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await search(plain, 'zeilmakerij', 'business-model-entry')).hits).toHaveLength(1);
    await publish(modeler, linked.id);
    expect(await search(plain, 'zeilmakerij', 'business-model-entry')).toEqual(NOTHING);
    expect((await search(plain, 'touwslagerij', 'business-model-entry')).hits).toMatchObject([
      { processModelId: linked.id },
    ]);

    await saveBusinessModel((groups) => groups.map((group) => ({ ...group, name: '', items: [] })));
    for (const q of ['zeilvaart', 'werfbeheer', 'werfkalender', 'touwslagerij'])
      expect(await search(plain, q, 'business-model-entry')).toEqual(NOTHING);
  });
});
