import type { ProcessModel, SearchAnswer, Step } from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../test/client.js';
import { asUpdate, bigGraph, createModel, graph, publish } from '../../test/process-models.js';
import { createRole } from '../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../test/use-test-app.js';

/**
 * Search on the database's own full-text engine (SQLite FTS5 or PostgreSQL, whichever the suite runs on):
 * accents folded, Dutch and English stems, the last word as a prefix, names above descriptions, any input
 * read as text, and the index kept in the transaction of every write.
 */
const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const staff = useSignedInClient(t);
const userManager = useSignedInClient(t, ['ROLE_USER_MANAGER']);

async function search(client: Client, q: string, extra = ''): Promise<SearchAnswer> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const titles = (answer: SearchAnswer) => answer.hits.map((hit) => hit.title);

/** A model whose activity step has `stepName` (and `actor`), published unless `draft`. */
async function model(
  name: string,
  description: string,
  {
    stepName = 'Do the work',
    actor,
    draft = false,
  }: { stepName?: string; actor?: Step['actor']; draft?: boolean } = {},
): Promise<ProcessModel> {
  const steps = graph(actor ? { actor } : {}).map((step) =>
    step.type === 'activity' ? { ...step, name: stepName } : step,
  );
  const created = await createModel(modeler, { info: { name, description }, steps });
  return draft ? created : publish(modeler, created.id);
}

async function save(copy: ProcessModel, change: Partial<ProcessModel['info']>) {
  const response = await modeler.put('/api/process_model', {
    ...asUpdate(copy),
    info: { ...copy.info, ...change },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProcessModel;
}

async function workingCopy(id: string): Promise<ProcessModel> {
  return (await modeler.get(`/api/process_model/${id}/edit`)).json();
}

describe('search engine', () => {
  it('folds accents: "ceremonie" finds "Cérémonie", and "cérémonie" finds "ceremonie"', async () => {
    const accented = await model('Cérémonie van de opening', '');
    const plain = await model('Ceremonie bij afscheid', '');
    for (const q of ['ceremonie', 'cérémonie', 'CEREMONIE']) {
      const found = await search(staff, q, '&kind=process-model');
      expect(found.hits.map((hit) => hit.id).sort()).toEqual([accented.id, plain.id].sort());
    }
  });

  it('stems Dutch and English: "aanvragen" finds "aanvraag", "applications" finds "application"', async () => {
    const dutch = await model('Verlof', 'Elke aanvraag beoordelen');
    const english = await model('Grants', 'Every application is reviewed');
    expect((await search(staff, 'aanvragen beoordeling')).hits.map((hit) => hit.id)).toEqual([dutch.id]);
    expect((await search(staff, 'applications reviewing')).hits.map((hit) => hit.id)).toEqual([english.id]);
  });

  it('reads the last word as a prefix as the user types "inkoop" letter by letter', async () => {
    await model('Inkoopproces leveranciers', '', { stepName: 'Inkooporder goedkeuren' });
    for (const q of ['ink', 'inko', 'inkoo', 'inkoop']) {
      const answer = await search(staff, q);
      expect(titles(answer), q).toEqual(
        expect.arrayContaining(['Inkoopproces leveranciers', 'Inkooporder goedkeuren']),
      );
    }
    // Only the last word is a prefix: "inko leverancier" needs the whole word "inko".
    expect((await search(staff, 'inko leveranciers')).hits).toEqual([]);
  });

  it('ranks a match in the name above a match in the description', async () => {
    const inDescription = await model('Kwartaalafsluiting', 'Tenslotte de grootboekcontrole van alles');
    const inName = await model('Grootboekcontrole', 'Maandelijks');
    const answer = await search(staff, 'grootboekcontrole', '&kind=process-model');
    expect(answer.hits.map((hit) => hit.id)).toEqual([inName.id, inDescription.id]);
  });

  it('finds a step by its name and by its actor, with its model and step, the matched words marked', async () => {
    const actor = await createRole(t, { name: 'Magazijnbeheerder' });
    const found = await model('Voorraad tellen', '', { stepName: 'Schappen natellen', actor });
    const step = found.steps.find((s) => s.type === 'activity');
    const byName = await search(staff, 'natellen');
    expect(byName.hits).toEqual([
      {
        kind: 'step',
        id: step?.id,
        processModelId: found.id,
        stepId: step?.id,
        formId: null,
        responseId: null,
        title: 'Schappen natellen',
        within: 'Voorraad tellen',
        snippet: [
          { text: 'Schappen ', match: false },
          { text: 'natellen', match: true },
        ],
      },
    ]);
    const byActor = await search(staff, 'magazijn');
    expect(byActor.hits).toMatchObject([
      { kind: 'step', stepId: step?.id, snippet: [{ text: 'Magazijnbeheerder', match: true }] },
    ]);
    const model0 = await search(staff, 'voorraad');
    expect(model0.hits).toMatchObject([
      { kind: 'process-model', id: found.id, processModelId: found.id, stepId: null },
    ]);
  });

  it('pages the hits: 20 per page, the number of pages counted', async () => {
    for (let i = 0; i < 21; i++) await model(`Dossiervorming ${i}`, '');
    const first = await search(staff, 'dossiervorming', '&kind=process-model');
    expect([first.hits.length, first.totalPages]).toEqual([20, 2]);
    const second = await search(staff, 'dossiervorming', '&kind=process-model&page=2');
    expect([second.hits.length, second.totalPages]).toEqual([1, 2]);
    const beyond = await search(staff, 'dossiervorming', '&kind=process-model&page=3');
    expect([beyond.hits.length, beyond.totalPages]).toEqual([0, 2]);
  });

  it('refuses a query of 0 or more than 200 characters with 422 under q', async () => {
    for (const url of ['/api/search', '/api/search?q=', `/api/search?q=${'a'.repeat(201)}`]) {
      const response = await staff.get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors).toEqual([{ name: 'q', message: expect.any(String) }]);
    }
    expect((await staff.get(`/api/search?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    expect((await staff.get('/api/search?q=a&kind=unknown')).statusCode).toBe(422);
  });

  it('reads search syntax as text: quotes, stars, NEAR(, minus, colons never fail', async () => {
    const found = await model('Klacht "spoed" afhandelen', 'Prioriteit: hoog - NEAR(klant)');
    const odd = [
      '"',
      '*',
      'NEAR(',
      '-',
      "'",
      '(',
      ':',
      ')',
      '^',
      'AND',
      'OR',
      'NOT',
      '"spoed',
      'spoed*',
      'title:spoed',
      '-spoed',
      "'spoed'",
      'NEAR(klacht spoed)',
      '!',
      '&',
      '|',
      '<->',
      '\\',
      ':*',
      'prioriteit:',
    ];
    for (const q of odd) await search(staff, q);
    expect((await search(staff, '"spoed" klacht*')).hits.map((hit) => hit.id)).toContain(found.id);
    expect((await search(staff, 'NEAR(klant')).hits.map((hit) => hit.id)).toContain(found.id);
  });

  it('answers any string of 1 to 200 characters with 200, never 500 (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
          fc.string({
            unit: fc.constantFrom(
              '"',
              '*',
              "'",
              '(',
              ')',
              ':',
              '-',
              '^',
              '&',
              '|',
              '!',
              'a',
              'é',
              ' ',
              'NEAR',
              'OR',
              '\u0000',
            ),
            minLength: 1,
            maxLength: 60,
          }),
        ),
        async (q) => {
          const response = await staff.get(`/api/search?q=${encodeURIComponent(q)}`);
          // A NUL character is refused for every query string (422), as elsewhere in the API.
          const expected = q.includes('\u0000') ? 422 : 200;
          expect(response.statusCode, `${JSON.stringify(q)}: ${response.body}`).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the index follows every write', () => {
  it('indexes a save of the working copy, for modelers only', async () => {
    const copy = await model('Zwaluwnest bouwen', '', { draft: true });
    expect((await search(modeler, 'zwaluwnest')).hits.map((hit) => hit.id)).toEqual([copy.id]);
    await save(copy, { name: 'Ooievaarsnest bouwen' });
    expect((await search(modeler, 'zwaluwnest')).hits).toEqual([]);
    expect((await search(modeler, 'ooievaarsnest')).hits.map((hit) => hit.id)).toEqual([copy.id]);
    expect((await search(staff, 'ooievaarsnest')).hits).toEqual([]);
  });

  it('counts and ranks at most 1,000 matches: a query matching more answers 50 pages, all hits matching', async () => {
    const model = await createModel(modeler, {
      info: { name: 'Walvisbaai', description: '' },
      steps: bigGraph(1_060).map((step) => (step.name ? { ...step, name: `Walvisstap ${step.id}` } : step)),
    });
    const answer = await search(modeler, 'walvisstap');
    expect(answer.totalPages).toBe(50);
    expect(answer.hits).toHaveLength(20);
    const last = await search(modeler, 'walvisstap', '&page=50');
    expect(last.hits).toHaveLength(20);
    expect(last.hits.every((hit) => hit.processModelId === model.id && hit.kind === 'step')).toBe(true);
    expect(await search(modeler, 'walvisstap', '&page=51')).toEqual({ hits: [], totalPages: 50 });
  });

  it('follows a save that renames one step and keeps the steps that did not change', async () => {
    const copy = await model('Tuinonderhoud', '', { stepName: 'Heggen snoeien', draft: true });
    const steps = copy.steps.map((step) =>
      step.type === 'activity' ? { ...step, name: 'Gazon maaien' } : step,
    );
    const saved = await modeler.put('/api/process_model', { ...asUpdate(copy), steps });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await search(modeler, 'snoeien')).hits).toEqual([]);
    expect(titles(await search(modeler, 'maaien'))).toEqual(['Gazon maaien']);
    expect((await search(modeler, 'tuinonderhoud')).hits.map((hit) => hit.id)).toEqual([copy.id]);
    const start = copy.steps.find((step) => step.type === 'start');
    expect((await search(modeler, start?.name ?? '')).hits.map((hit) => hit.stepId)).toContain(start?.id);
  });

  it('follows a renamed or deleted actor role in the working copies; a revision keeps the name it was published with', async () => {
    const actor = await createRole(t, { name: 'Kassamedewerker' });
    const published = await model('Dagafsluiting winkel', '', { stepName: 'Kas tellen', actor });
    const { deleted: _, ...role } = (await userManager.get(`/api/role/${actor.id}`)).json();
    const renamed = await userManager.put('/api/role', { ...role, name: 'Baliemedewerker' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(titles(await search(modeler, 'baliemedewerker'))).toEqual(['Kas tellen']);
    expect((await search(modeler, 'kassamedewerker')).hits).toEqual([]);
    expect(titles(await search(staff, 'kassamedewerker'))).toEqual(['Kas tellen']);
    expect((await userManager.delete(`/api/role/${actor.id}`)).statusCode).toBe(204);
    expect((await search(modeler, 'baliemedewerker')).hits).toEqual([]);
    expect((await search(modeler, 'kas tellen')).hits.map((hit) => hit.processModelId)).toEqual([
      published.id,
    ]);
  });

  it('indexes a publish for everyone: the latest revision replaces the one before', async () => {
    const first = await model('Spreeuwentelling', '');
    expect((await search(staff, 'spreeuwentelling')).hits.map((hit) => hit.id)).toEqual([first.id]);
    await save(await workingCopy(first.id), { name: 'Merelstelling' });
    expect((await search(staff, 'merelstelling')).hits).toEqual([]);
    await publish(modeler, first.id);
    expect((await search(staff, 'merelstelling')).hits.map((hit) => hit.id)).toEqual([first.id]);
    expect((await search(staff, 'spreeuwentelling')).hits).toEqual([]);
  });

  it('takes a deleted model out of the index for everyone', async () => {
    const gone = await model('Kraaienverjaging', '');
    expect((await modeler.delete(`/api/process_model/${gone.id}`)).statusCode).toBe(204);
    expect((await search(staff, 'kraaienverjaging')).hits).toEqual([]);
    expect((await search(modeler, 'kraaienverjaging')).hits).toEqual([]);
  });

  it('keeps the index as it was when a write rolls back (a save-and-publish whose publish fails)', async () => {
    const unpublished = await model('Nog niet gepubliceerd', '', { draft: true });
    const copy = await model('Mussenpad', '');
    const steps = graph({ subprocess: unpublished.id });
    const response = await modeler.post(`/api/process_model/publish/${copy.id}`, {
      model: { ...asUpdate(await workingCopy(copy.id)), info: { name: 'Vinkenpad', description: '' }, steps },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect((await workingCopy(copy.id)).info.name).toBe('Mussenpad');
    expect((await search(modeler, 'vinkenpad')).hits).toEqual([]);
    expect((await search(staff, 'vinkenpad')).hits).toEqual([]);
    expect((await search(modeler, 'mussenpad')).hits.map((hit) => hit.id)).toEqual([copy.id]);
  });
});
