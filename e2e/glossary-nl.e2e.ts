import { randomUUID } from 'node:crypto';
import {
  EVERYONE_ROLE,
  EVERYONE_ROLE_ID,
  type InformationGroup,
  SYSTEM_ROLE_DESCRIPTIONS,
  SYSTEM_ROLES,
} from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, rowCells, rowWith, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, mainNavigation, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createDefinition, expectOk } from './support/input-outputs';
import { createModel, publishModel, stepBox, systemRole } from './support/process-models';

/**
 * The Dutch screens follow docs/glossary-nl.md: the built-in roles in Dutch, and the glossary's terms
 * where English words were left (Workflows, Governance, Multi, Manager, Input/output, Inputs, Output).
 */
const browser = useBrowser();
const nl = textsFor('nl-NL');

/** English words the glossary replaced, which no Dutch screen shows any more. */
const ENGLISH = [
  EVERYONE_ROLE.name,
  EVERYONE_ROLE.description,
  ...Object.values(SYSTEM_ROLE_DESCRIPTIONS),
  'Multi',
  'Manager',
  'Workflows',
  'Governance',
  'Input/output',
  'Inputs',
  'Output',
];

async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const word of ENGLISH) expect(text, `${screen} shows "${word}"`).not.toContain(word);
}

/** As a modeler: a published model whose step has Everyone as actor and a group with an input and an output. */
async function publishedModelWithEveryone(page: Page, tag: string) {
  const everyone = { id: EVERYONE_ROLE_ID, name: EVERYONE_ROLE.name };
  const draft = await createModel(page, {
    name: `E2E woordenlijst ${tag}`,
    owner: systemRole('ROLE_MODELER'),
    manager: systemRole('ROLE_USER'),
    actor: everyone,
  });
  const step = draft.steps.find((each) => each.type === 'activity');
  if (!step) throw new Error('the model has no activity');
  const input = await createDefinition(page, draft.id, 'information', `Aanvraag ${tag}`);
  const output = await createDefinition(page, draft.id, 'tool', `Besluit ${tag}`);
  const group: InformationGroup = {
    id: randomUUID(),
    stepId: step.id,
    name: 'Intake',
    description: '',
    inputs: [input.id],
    output: output.id,
  };
  await expectOk(
    callApi(page, 'PUT', '/api/process_model', {
      id: draft.id,
      info: draft.info,
      owner: draft.owner,
      manager: draft.manager,
      steps: draft.steps,
      groups: [group],
      updatedAt: draft.updatedAt,
    }),
    'PUT /api/process_model',
  );
  return { model: await publishModel(page, draft.id), step };
}

describe('the Dutch glossary on screen (nl-NL)', () => {
  it('I18N-01: the roles page shows the built-in roles and the role types in Dutch', async () => {
    const { page } = await signedInPage(browser, 'nl-NL', ['ROLE_USER_MANAGER']);
    const name = `E2E meervoudig ${uniqueTag()}`;
    const created = await callApi(page, 'POST', '/api/role', {
      id: randomUUID(),
      name,
      description: 'Rol met gebruikers',
      type: 'multi',
      tasksSummary: '',
      education: '',
      competences: '',
      screening: '',
    });
    expect(created.status).toBe(201);

    await page.goto('/roles');
    const table = page.getByRole('table', { name: nl.roles.title, exact: true });
    const everyone = nl['built-in-role'].everyone;
    await rowWith(table, everyone.name).waitFor();
    expect(await rowCells(rowWith(table, everyone.name))).toEqual([
      everyone.name,
      everyone.description,
      nl['role-type'].roles,
      nl.roles.action.edit,
    ]);
    for (const role of SYSTEM_ROLES) {
      const cells = await rowCells(rowWith(table, role));
      expect(cells.slice(1, 3), role).toEqual([
        nl['built-in-role'][role].description,
        nl['role-type'].system,
      ]);
    }
    expect((await rowCells(rowWith(table, name)))[2]).toBe(nl['role-type'].multi);
    await expectNoEnglish(page, '/roles');
    await expectAccessible(page, '/roles');

    // The edit form shows the Dutch name; saved unchanged, the role keeps its stored (seeded) name.
    await rowWith(table, everyone.name)
      .getByRole('link', { name: interpolate(nl.roles['action-name'].edit, { name: everyone.name }) })
      .click();
    const dialog = page.getByRole('dialog', { name: nl.roles.edit.title });
    expect(await dialog.getByLabel(nl.roles.field.name).inputValue()).toBe(everyone.name);
    const saved = page.waitForRequest((request) => request.method() === 'PUT');
    await dialog.getByRole('button', { name: nl.common.save, exact: true }).click();
    const body = (await saved).postDataJSON() as { name: string; description: string };
    expect([body.name, body.description]).toEqual([EVERYONE_ROLE.name, EVERYONE_ROLE.description]);
    await waitForPath(page, '/roles');
  });

  it('I18N-01: werkstromen, toezicht, beheerder, invoer en uitvoer, and Everyone as actor in Dutch', async () => {
    const tag = uniqueTag();
    const { page } = await signedInPage(browser, 'nl-NL', [
      'ROLE_ADMIN',
      'ROLE_MODELER',
      'ROLE_EDITOR',
      'ROLE_USER_MANAGER',
    ]);
    const { model, step } = await publishedModelWithEveryone(page, tag);

    // Navigation: Werkstromen, not Workflows.
    await page.goto('/');
    const navigation = mainNavigation(page, nl);
    await navigation.getByRole('link', { name: nl.nav.workflows, exact: true }).click();
    await waitForPath(page, '/workflow');
    await page.getByRole('heading', { level: 1, name: nl.workflows.title, exact: true }).waitFor();
    expect(nl.nav.workflows).toBe('Werkstromen');
    await expectNoEnglish(page, '/workflow');

    // The model list: Beheerder, and the link to Toezicht op procesmodellen.
    await navigation.getByRole('link', { name: nl.nav.processes, exact: true }).click();
    await waitForPath(page, '/process-model');
    const list = page.getByRole('table');
    await rowWith(list, model.info.name).waitFor();
    expect(await list.getByRole('columnheader').allInnerTexts()).toContain('Beheerder');
    await page.getByRole('link', { name: nl.governance.link, exact: true }).click();
    await waitForPath(page, '/process-model/governance');
    await page.getByRole('heading', { level: 1, name: 'Toezicht op procesmodellen', exact: true }).waitFor();
    await expectNoEnglish(page, '/process-model/governance');

    // The published model: Everyone as actor reads Iedereen, on the step and in the legend.
    await page.goto(`/process-model/${model.id}/view`);
    await stepBox(page, step.name).getByText(nl['built-in-role'].everyone.name, { exact: true }).waitFor();
    await expectNoEnglish(page, 'the published model');

    // My processes: as beheerder.
    await page.goto('/my-process-models/manager');
    await page.getByRole('link', { name: nl['my-process-models'].tab.manager, exact: true }).waitFor();
    expect(nl['my-process-models'].tab.manager).toBe('Als beheerder');

    // Data streams: Invoer en uitvoer bekijken, and a step's groups with Invoer and Uitvoer.
    await page.goto('/data-stream');
    const streams = rowWith(page.getByRole('table'), model.info.name);
    const view = streams.getByRole('link', {
      name: interpolate(nl['data-stream']['action-name'].view, { name: model.info.name }),
      exact: true,
    });
    expect(await view.innerText()).toBe('Invoer en uitvoer bekijken');
    await view.click();
    await waitForPath(page, `/data-stream/${model.id}/view`);
    await expectNoEnglish(page, '/data-stream/{id}/view');
    await page.goto(`/data-stream/${model.id}/${step.id}/view`);
    await page.getByText(nl['step-information'].inputs, { exact: true }).first().waitFor();
    await page.getByText(nl['step-information'].output, { exact: true }).first().waitFor();
    expect([nl['step-information'].inputs, nl['step-information'].output]).toEqual(['Invoer', 'Uitvoer']);
    await expectNoEnglish(page, '/data-stream/{id}/{step}/view');
    await expectAccessible(page, '/data-stream/{id}/{step}/view');
  });
});
