import { randomUUID } from 'node:crypto';
import {
  type BpmnImportPreview,
  type BpmnImportResult,
  NO_PROCESS,
  type ProcessModel,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { bpmnFile } from '../../../test/bpmn-files.js';
import { importBpmn, stepNamed, stepShape } from '../../../test/bpmn-import-client.js';
import { asUpdate, graph, publishedModel } from '../../../test/process-models.js';
import { createRole } from '../../../test/test-app.js';
import { useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
const modeler = useSignedInClient(t, ['ROLE_MODELER']);

async function workingCopy(id: string): Promise<ProcessModel> {
  const response = await modeler.get(`/api/process_model/${id}/edit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function imported(file: string): Promise<BpmnImportResult> {
  const response = await importBpmn(modeler, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const modelKeyed = (result: BpmnImportResult, key: string) => {
  const model = result.models.find((candidate) => candidate.key === key);
  if (!model) throw new Error(`No model ${key}`);
  return model;
};

describe('an embedded sub-process', () => {
  it('becomes a model of its own, opened by a subprocess step of its parent; both publish, the child first', async () => {
    const tag = randomUUID().slice(0, 8);
    const file = bpmnFile([
      {
        id: 'Order',
        name: `Order ${tag}`,
        nodes: [
          { id: 'Take', name: 'Take the order' },
          {
            id: 'Check',
            name: `Check ${tag}`,
            children: [
              { id: 'Stock', name: 'Check the stock' },
              { id: 'Credit', name: 'Check the credit' },
            ],
          },
          { id: 'Ship', name: 'Ship' },
        ],
      },
    ]);
    const result = await imported(file);
    expect(result.models.map((model) => model.key)).toEqual(['Order', 'Check']);
    const parent = await workingCopy(modelKeyed(result, 'Order').id);
    const child = await workingCopy(modelKeyed(result, 'Check').id);
    expect(child).toMatchObject({ info: { name: `Check ${tag}` }, status: 'working-copy', revision: 0 });
    expect(child.steps.map((step) => step.name)).toEqual(
      expect.arrayContaining(['Check the stock', 'Check the credit']),
    );
    const step = stepNamed(parent.steps, `Check ${tag}`);
    expect(step.type).toBe('subprocess');
    expect(step.process).toMatchObject({ id: child.id, name: `Check ${tag}`, revision: 0 });

    const parentFirst = await modeler.post(`/api/process_model/publish/${parent.id}`, {});
    expect(parentFirst.statusCode).toBe(409);
    expect(parentFirst.json()).toMatchObject({
      messageKey: 'subprocess_not_published',
      references: [{ name: `Check ${tag}` }],
    });
    expect((await modeler.post(`/api/process_model/publish/${child.id}`, {})).statusCode).toBe(200);
    const published = await modeler.post(`/api/process_model/publish/${parent.id}`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(stepNamed((published.json() as ProcessModel).steps, `Check ${tag}`).process).toMatchObject({
      id: child.id,
      revision: 1,
    });
  });
});

describe('a call activity', () => {
  it('links to the model of its name, to the model its calledElement exports (Process_<id>), else the placeholder', async () => {
    const tag = randomUUID().slice(0, 8);
    const invoicing = await publishedModel(modeler, { info: { name: `Invoicing ${tag}`, description: '' } });
    const exported = await publishedModel(modeler, { info: { name: `Archiving ${tag}`, description: '' } });
    const file = bpmnFile([
      {
        id: 'Sales',
        name: `Sales ${tag}`,
        nodes: [
          {
            id: 'ByName',
            name: `invoicing ${tag}`,
            kind: 'callActivity',
            attributes: 'calledElement="Elsewhere"',
          },
          {
            id: 'ByExport',
            name: 'Keep the records',
            kind: 'callActivity',
            attributes: `calledElement="Process_${exported.id}"`,
          },
          { id: 'Unknown', name: `Unknown ${tag}`, kind: 'callActivity' },
        ],
      },
    ]);

    const preview = await importBpmn(modeler, file, { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = (preview.json() as BpmnImportPreview).report;
    const item = (id: string) => report.find((candidate) => candidate.elementId === id);
    expect(item('ByName')).toMatchObject({
      elementType: 'callActivity',
      outcome: 'kept',
      reason: 'subprocess-linked',
      detail: `Invoicing ${tag}`,
    });
    expect(item('ByExport')).toMatchObject({
      outcome: 'kept',
      reason: 'subprocess-linked',
      detail: `Archiving ${tag}`,
    });
    expect(item('Unknown')).toMatchObject({
      outcome: 'approximated',
      reason: 'subprocess-placeholder',
      detail: `Unknown ${tag}`,
    });

    const result = await imported(file);
    expect(result.models.map((model) => model.key)).toEqual(['Sales']);
    const model = await workingCopy(modelKeyed(result, 'Sales').id);
    expect(stepNamed(model.steps, `invoicing ${tag}`).process?.id).toBe(invoicing.id);
    expect(stepNamed(model.steps, 'Keep the records').process?.id).toBe(exported.id);
    expect(stepNamed(model.steps, `Unknown ${tag}`).process?.id).toBe(NO_PROCESS.id);
    // A placeholder is never published: the modeler chooses the model first.
    const refused = await modeler.post(`/api/process_model/publish/${model.id}`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      messageKey: 'subprocess_not_published',
      references: [{ name: `Unknown ${tag}` }],
    });
  });

  it("Stroomlijn's own export imported again: the subprocess step opens the model it opened, by id, though renamed since", async () => {
    const tag = randomUUID().slice(0, 8);
    const clerk = await createRole(t, { name: `Clerk ${tag}` });
    const invoicing = await publishedModel(modeler, { info: { name: `Invoicing ${tag}`, description: '' } });
    const parent = await publishedModel(modeler, {
      info: { name: `Ordering ${tag}`, description: '' },
      steps: graph({ actor: clerk, subprocess: invoicing.id, subprocessName: 'Send the invoice' }),
    });
    const exported = await modeler.get(`/api/process_model/revisions/${parent.id}/1/bpmn`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(`calledElement="Process_${invoicing.id}"`);
    const renamed = await modeler.put('/api/process_model', {
      ...asUpdate(invoicing),
      info: { name: `Billing ${tag}`, description: '' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const result = await imported(exported.body);
    expect(result.roles).toEqual([]);
    expect(result.models.map((model) => model.name)).toEqual([`Ordering ${tag}`]);
    const model = await workingCopy(result.models[0]?.id as string);
    expect(model.id).not.toBe(parent.id);
    expect(stepNamed(model.steps, 'Send the invoice').process?.id).toBe(invoicing.id);
    expect(stepNamed(model.steps, 'Do the work').actor).toEqual({ id: clerk.id, name: clerk.name });
    expect(stepShape(model.steps)).toEqual(stepShape(parent.steps));
  });

  it('calling a process of the same file links to the model made of it', async () => {
    const tag = randomUUID().slice(0, 8);
    const file = bpmnFile([
      {
        id: 'Main',
        name: `Main ${tag}`,
        nodes: [
          {
            id: 'Call',
            name: 'Do the shared part',
            kind: 'callActivity',
            attributes: 'calledElement="Shared"',
          },
        ],
      },
      { id: 'Shared', name: `Shared ${tag}`, nodes: [{ id: 'Part', name: 'The shared part' }] },
    ]);
    const result = await imported(file);
    const main = await workingCopy(modelKeyed(result, 'Main').id);
    expect(stepNamed(main.steps, 'Do the shared part').process?.id).toBe(modelKeyed(result, 'Shared').id);
  });

  it('calls that would open models in a circle (a process itself, two each other, a sub-process its parent) become the placeholder there', async () => {
    const tag = randomUUID().slice(0, 8);
    const file = bpmnFile([
      {
        id: 'Self',
        name: `Self ${tag}`,
        nodes: [
          { id: 'Again', name: 'Start over', kind: 'callActivity', attributes: 'calledElement="Self"' },
        ],
      },
      {
        id: 'Ping',
        name: `Ping ${tag}`,
        nodes: [{ id: 'ToPong', name: 'Pong', kind: 'callActivity', attributes: 'calledElement="Pong"' }],
      },
      {
        id: 'Pong',
        name: `Pong ${tag}`,
        nodes: [{ id: 'ToPing', name: 'Ping', kind: 'callActivity', attributes: 'calledElement="Ping"' }],
      },
      {
        id: 'Outer',
        name: `Outer ${tag}`,
        nodes: [
          {
            id: 'Embedded',
            name: `Embedded ${tag}`,
            children: [
              { id: 'Back', name: 'Back out', kind: 'callActivity', attributes: 'calledElement="Outer"' },
            ],
          },
        ],
      },
    ]);
    const previewed = await importBpmn(modeler, file, { dryRun: true });
    expect(previewed.statusCode, previewed.body.slice(0, 300)).toBe(200);
    const report = (previewed.json() as BpmnImportPreview).report;
    const outcome = (id: string) => {
      const item = report.find((candidate) => candidate.elementId === id);
      return [item?.outcome, item?.reason];
    };
    expect(outcome('Again')).toEqual(['approximated', 'subprocess-placeholder']);
    expect(outcome('ToPing')).toEqual(['approximated', 'subprocess-placeholder']);
    expect(outcome('ToPong')).toEqual(['kept', 'subprocess-linked']);
    expect(outcome('Back')).toEqual(['approximated', 'subprocess-placeholder']);
    expect(outcome('Embedded')).toEqual(['kept', 'subprocess-model']);

    const result = await imported(file);
    const ping = await workingCopy(modelKeyed(result, 'Ping').id);
    expect(stepNamed(ping.steps, 'Pong').process?.id).toBe(modelKeyed(result, 'Pong').id);
    const pong = await workingCopy(modelKeyed(result, 'Pong').id);
    expect(stepNamed(pong.steps, 'Ping').process?.id).toBe(NO_PROCESS.id);
    const self = await workingCopy(modelKeyed(result, 'Self').id);
    expect(stepNamed(self.steps, 'Start over').process?.id).toBe(NO_PROCESS.id);
    const outer = await workingCopy(modelKeyed(result, 'Outer').id);
    expect(stepNamed(outer.steps, `Embedded ${tag}`).process?.id).toBe(modelKeyed(result, 'Embedded').id);
  });
});
