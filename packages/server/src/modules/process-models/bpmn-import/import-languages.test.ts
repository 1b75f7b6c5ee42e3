import { randomUUID } from 'node:crypto';
import {
  ADMIN_USER_ID,
  type BpmnImportPreview,
  type BpmnImportResult,
  type ProcessModel,
  type Role,
} from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { bpmnFile } from '../../../test/bpmn-files.js';
import { importBpmn } from '../../../test/bpmn-import-client.js';
import { signedInClient } from '../../../test/client.js';
import { useSignedInAs, useSignedInClient, useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();
/** A modeler who saved no language: the import writes in the language the browser asks for. */
const modeler = useSignedInClient(t, ['ROLE_MODELER']);
const admin = useSignedInAs(t, ADMIN_USER_ID);

/** A documented task, an unnamed event and an unnamed timer in a lane no role matches. */
const languageFile = (tag: string) =>
  bpmnFile([
    {
      id: 'Words',
      name: `Words ${tag}`,
      nodes: [
        {
          id: 'Register',
          name: 'Register',
          lane: `Desk ${tag}`,
          content: (p) => `<${p}documentation>Read the form first.</${p}documentation>`,
        },
        { id: 'Signal', kind: 'intermediateThrowEvent', lane: `Desk ${tag}` },
        {
          id: 'Wait',
          kind: 'intermediateCatchEvent',
          lane: `Desk ${tag}`,
          content: (p) => `<${p}timerEventDefinition id="WaitTimer"/>`,
        },
      ],
    },
  ]);

/** The words the import wrote: the documentation group's name and the names of the event steps. */
function writtenWords(model: Pick<ProcessModel, 'steps' | 'groups'> | undefined) {
  if (!model) throw new Error('No model');
  return {
    groups: model.groups.map((group) => [group.name, group.description]),
    steps: model.steps.filter((step) => step.type === 'activity').map((step) => step.name),
  };
}

describe("generated names are in the importing user's language", () => {
  it('Accept-Language nl and no saved language: Documentatie, Gebeurtenis, Tijd, a Dutch role description', async () => {
    const tag = randomUUID().slice(0, 8);
    const previewed = await importBpmn(modeler, languageFile(tag), {
      dryRun: true,
      language: 'nl-NL,nl;q=0.9',
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview: BpmnImportPreview = previewed.json();
    const expected = {
      groups: [['Documentatie', 'Read the form first.']],
      steps: ['Register', 'Gebeurtenis', 'Tijd'],
    };
    expect(writtenWords(preview.models[0])).toEqual(expected);
    expect(preview.report.find((item) => item.elementId === 'Wait')).toMatchObject({
      outcome: 'approximated',
      reason: 'event-as-activity',
      detail: 'Tijd',
    });

    const created = await importBpmn(modeler, languageFile(tag), { language: 'nl' });
    expect(created.statusCode, created.body).toBe(201);
    const result: BpmnImportResult = created.json();
    const model: ProcessModel = (await modeler.get(`/api/process_model/${result.models[0]?.id}/edit`)).json();
    expect(writtenWords(model)).toEqual(expected);
    const role: Role = (await admin.get(`/api/role/${result.roles[0]?.id}`)).json();
    expect(role).toMatchObject({ name: `Desk ${tag}`, type: 'multi' });
    expect(role.description).toMatch(/^Aangemaakt bij een BPMN-import/);
  });

  it('Accept-Language en: Documentation, Event, Timer and an English role description', async () => {
    const tag = randomUUID().slice(0, 8);
    const created = await importBpmn(modeler, languageFile(tag), { language: 'en-GB' });
    expect(created.statusCode, created.body).toBe(201);
    const result: BpmnImportResult = created.json();
    const model: ProcessModel = (await modeler.get(`/api/process_model/${result.models[0]?.id}/edit`)).json();
    expect(writtenWords(model)).toEqual({
      groups: [['Documentation', 'Read the form first.']],
      steps: ['Register', 'Event', 'Timer'],
    });
    const role: Role = (await admin.get(`/api/role/${result.roles[0]?.id}`)).json();
    expect(role.description).toMatch(/^Created by a BPMN import/);
  });

  it("a user's saved language comes before the browser's", async () => {
    const english = await signedInClient(t, ['ROLE_MODELER']);
    expect((await english.put('/api/security/language', { language: 'en' })).statusCode).toBe(204);
    const previewed = await importBpmn(english, languageFile(randomUUID().slice(0, 8)), {
      dryRun: true,
      language: 'nl',
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(writtenWords((previewed.json() as BpmnImportPreview).models[0])).toEqual({
      groups: [['Documentation', 'Read the form first.']],
      steps: ['Register', 'Event', 'Timer'],
    });
  });
});
