import { randomUUID } from 'node:crypto';
import { type InformationGroup, NO_ROLE, type ProcessModel, type Step } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, rowWith, signedInPage, tableCells, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, mainNavigation, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createDefinition, expectOk } from './support/input-outputs';
import { createModel, createPublishedModel, publishModel } from './support/process-models';

const browser = useBrowser();

const stepOf = (type: Step['type'], name: string, next: string | null, fields: Partial<Step> = {}): Step => ({
  id: randomUUID(),
  name,
  type,
  children: next ? [{ id: next, weight: 1 }] : [],
  actor: NO_ROLE,
  ...fields,
});

const groupOf = (step: Step, name: string, inputs: string[], output: string | null): InformationGroup => ({
  id: randomUUID(),
  stepId: step.id,
  name,
  description: `${name} of ${step.name}`,
  inputs,
  output,
});

interface Fixture {
  model: ProcessModel;
  unpublishedName: string;
  definitions: { request: string; checklist: string; invoice: string };
  steps: { verify: Step; decide: Step; bill: Step };
}

/**
 * As a modeler, through the API: a published model start → Verify request (activity, group with an
 * input and an output) → Decide on request (control, group) → Archive the file (activity, no group) →
 * Pay (subprocess, group) → Bill the customer (activity, group) → end; and an unpublished model.
 */
async function publishFixture(page: Page, tag: string): Promise<Fixture> {
  const sub = await createPublishedModel(page, { name: `E2E deelproces ${tag}` });
  const unpublished = await createModel(page, { name: `E2E niet gepubliceerd ${tag}` });
  const base = await createModel(page, {
    name: `E2E gegevensstroom ${tag}`,
    description: 'Facturen versturen',
  });
  const definitions = {
    request: (await createDefinition(page, base.id, 'information', `Aanvraagformulier ${tag}`)).id,
    checklist: (await createDefinition(page, base.id, 'tool', `Checklist ${tag}`)).id,
    invoice: (await createDefinition(page, base.id, 'material', `Factuur ${tag}`)).id,
  };
  const end = stepOf('end', '', null);
  const bill = stepOf('activity', 'Bill the customer', end.id);
  const pay = stepOf('subprocess', 'Pay', bill.id, {
    process: { id: sub.id, name: sub.info.name, actor: NO_ROLE, revision: sub.revision },
  });
  const archive = stepOf('activity', 'Archive the file', pay.id);
  const decide = stepOf('control', 'Decide on request', archive.id);
  const verify = stepOf('activity', 'Verify request', decide.id);
  const start = stepOf('start', '', verify.id);
  const groups = [
    groupOf(verify, 'Intake', [definitions.request], definitions.checklist),
    groupOf(decide, 'Decision', [definitions.checklist], null),
    groupOf(pay, 'Payment', [definitions.invoice], null),
    groupOf(bill, 'Billing', [], definitions.invoice),
  ];
  await expectOk(
    callApi(page, 'PUT', '/api/process_model', {
      id: base.id,
      info: base.info,
      owner: base.owner,
      manager: base.manager,
      steps: [start, verify, decide, archive, pay, bill, end],
      groups,
      updatedAt: base.updatedAt,
    }),
    'PUT /api/process_model',
  );
  const model = await publishModel(page, base.id);
  return { model, unpublishedName: unpublished.info.name, definitions, steps: { verify, decide, bill } };
}

function ds(t: Texts) {
  return t['data-stream'];
}

describe.each(LOCALES)('Data streams (%s)', (locale) => {
  const t = textsFor(locale);

  it('DS-01..DS-07, NAV-05: an editor finds a published model, its grouped steps, a step’s groups and its definitions', async () => {
    const tag = uniqueTag();
    const { page: modelerPage } = await signedInPage(browser, locale, ['ROLE_MODELER']);
    const { model, unpublishedName, steps } = await publishFixture(modelerPage, tag);
    const name = model.info.name;

    const { page } = await signedInPage(browser, locale, ['ROLE_EDITOR']);
    // NAV-05: the menu entry leads to the list.
    await mainNavigation(page, t).getByRole('link', { name: t.nav['data-streams'], exact: true }).click();
    await waitForPath(page, '/data-stream');
    await page.getByRole('heading', { level: 1, name: ds(t).title, exact: true }).waitFor();

    // DS-01, DS-02: the published model is listed with its view-input-output link; the unpublished one is not.
    const list = page.getByRole('table', { name: ds(t).table });
    const row = rowWith(list, name);
    await row.waitFor();
    expect(await row.innerText()).toContain('Facturen versturen');
    expect(await rowWith(list, unpublishedName).count()).toBe(0);
    const viewLink = row.getByRole('link', { name: interpolate(ds(t)['action-name'].view, { name }) });
    expect(await viewLink.innerText()).toBe(ds(t).action.view);
    await viewLink.click();
    await waitForPath(page, `/data-stream/${model.id}/view`);

    // DS-03, DS-04: only the grouped activity and control steps, by name.
    const stepTable = page.getByRole('table', { name: ds(t).model.steps });
    await stepTable.waitFor();
    const cells = await tableCells(stepTable);
    expect(cells.map((cellsOfRow) => cellsOfRow.slice(0, 3))).toEqual([
      ['Bill the customer', ds(t)['step-type'].activity, '1'],
      ['Decide on request', ds(t)['step-type'].control, '1'],
      ['Verify request', ds(t)['step-type'].activity, '1'],
    ]);

    // DS-05, DS-06: a step links to its group overview, with the inputs and the output by name.
    const stepLink = stepTable.getByRole('link', {
      name: interpolate(ds(t)['action-name']['view-step'], { name: steps.verify.name }),
    });
    expect(await stepLink.getAttribute('href')).toBe(`/data-stream/${model.id}/${steps.verify.id}/view`);
    await stepLink.click();
    await waitForPath(page, `/data-stream/${model.id}/${steps.verify.id}/view`);
    await page
      .getByRole('heading', { level: 1, name: interpolate(ds(t).step.heading, { name: steps.verify.name }) })
      .waitFor();
    const group = page.getByTestId('information-group');
    await group.first().waitFor();
    expect(await group.count()).toBe(1);
    expect(await group.getByRole('heading', { name: 'Intake' }).count()).toBe(1);
    await group
      .getByTestId('group-input')
      .filter({ hasText: `Aanvraagformulier ${tag}` })
      .waitFor();
    await group
      .getByTestId('group-output')
      .filter({ hasText: `Checklist ${tag}` })
      .waitFor();

    // Back up to the model, then DS-07: the model's definitions, by name.
    await page.getByRole('link', { name: interpolate(ds(t)['back-to-model'], { name }) }).click();
    await waitForPath(page, `/data-stream/${model.id}/view`);
    await page.getByRole('link', { name: ds(t).model.definitions }).click();
    await waitForPath(page, `/data-stream/${model.id}/input-output`);
    const definitions = page.getByTestId('input-output-table');
    await definitions.waitFor();
    expect((await tableCells(definitions)).map((cellsOfRow) => cellsOfRow[0])).toEqual([
      `Aanvraagformulier ${tag}`,
      `Checklist ${tag}`,
      `Factuur ${tag}`,
    ]);

    // The trail leads back to the list.
    await page
      .getByRole('navigation', { name: ds(t).breadcrumbs })
      .getByRole('link', { name: ds(t).title, exact: true })
      .click();
    await waitForPath(page, '/data-stream');
    await rowWith(list, name).waitFor();
  });

  it('NAV-05: a user without ROLE_EDITOR has no Data streams entry and is refused the area', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_USER', 'ROLE_MODELER']);
    await page.goto('/');
    await mainNavigation(page, t).getByRole('link', { name: t.nav.home, exact: true }).waitFor();
    expect(await mainNavigation(page, t).getByRole('link', { name: t.nav['data-streams'] }).count()).toBe(0);
    await page.goto('/data-stream');
    const refusal = page.getByTestId('page-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(t.error['not-allowed']);
    expect(await page.getByRole('table', { name: ds(t).table }).count()).toBe(0);
  });
});
