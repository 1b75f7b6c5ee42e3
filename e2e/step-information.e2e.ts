import { GLOBAL_PROCESS_MODEL_ID, type ProcessModel } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createDefinition, expectOk } from './support/input-outputs';
import { confirmIn, createModel, stepBox, toolbarButton, workingCopy } from './support/process-models';
import { createUser, signInWithPassword } from './support/users';
import { createRole, insertWorkflowForms } from './support/workflow-forms';

const browser = useBrowser();

const si = (t: Texts) => t['step-information'];

function stepInformationDialog(page: Page, t: Texts, stepName: string): Locator {
  return page.getByRole('dialog', { name: interpolate(si(t)['edit-title'], { name: stepName }) });
}

/** A group of the dialog by its name (its heading). */
function groupSection(dialog: Locator, name: string): Locator {
  return dialog
    .getByTestId('information-group')
    .filter({ has: dialog.page().getByRole('heading', { name }) });
}

async function chooseIn(dialog: Locator, t: Texts, definition: string): Promise<void> {
  await dialog
    .getByRole('button', {
      name: interpolate(si(t).picker['choose-named'], { name: definition }),
      exact: true,
    })
    .click();
}

describe.each(LOCALES)('step information (%s)', (locale) => {
  const t = textsFor(locale);

  it('IO-01..IO-06, IO-12..IO-16: groups with inputs and an output, Finish, save, publish, view; form links for drafters only', async () => {
    const tag = uniqueTag();
    const stepName = `Check ${tag}`;

    // Roles and staff: a drafter of the form and someone without that role.
    const { page: manager } = await signedInPage(browser, locale, ['ROLE_USER_MANAGER']);
    const drafters = await createRole(manager, `Drafters ${tag}`);
    const readers = await createRole(manager, `Readers ${tag}`);
    const [form] = insertWorkflowForms([`Complaint ${tag}`]);
    if (!form) throw new Error('no workflow form');

    // A modeler (and editor, for the global definitions) with a model and its definitions.
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER']);
    const created = await createModel(page, { name: `E2E stapinformatie ${tag}`, stepName });
    const complaintForm = await createDefinition(page, created.id, 'jotform', `Complaint form ${tag}`, {
      data: form.id,
      drafter: drafters,
      reader: readers,
    });
    const policy = await createDefinition(page, created.id, 'information', `Policy ${tag}`);
    const checklist = await createDefinition(page, GLOBAL_PROCESS_MODEL_ID, 'tool', `Checklist ${tag}`);

    await page.goto(`/process-model/${created.id}`);
    const step = stepBox(page, stepName);
    await step.waitFor();

    // Opened by keyboard: the focused step and the key I.
    await step.focus();
    await page.keyboard.press('i');
    await waitForPath(
      page,
      `/process-model/${created.id}/edit-step-information/${stepStepId(created, stepName)}`,
    );
    const dialog = stepInformationDialog(page, t, stepName);
    await dialog.waitFor();
    // IO-01: no groups yet.
    await dialog
      .getByTestId('empty-state')
      .filter({ hasText: si(t)['no-groups'] })
      .waitFor();

    // IO-06: both definition areas, each with its own definitions.
    await dialog.getByRole('link', { name: si(t).area.model, exact: true }).click();
    const modelArea = dialog.getByTestId('definition-area-model');
    await modelArea.getByText(complaintForm.name, { exact: true }).waitFor();
    expect(await modelArea.getByText(checklist.name, { exact: true }).count()).toBe(0);
    await modelArea.getByRole('button', { name: si(t)['back-to-groups'] }).click();
    await dialog.getByRole('link', { name: si(t).area.global, exact: true }).click();
    const globalArea = dialog.getByTestId('definition-area-global');
    await globalArea.getByText(checklist.name, { exact: true }).waitFor();
    expect(await globalArea.getByText(complaintForm.name, { exact: true }).count()).toBe(0);
    await globalArea.getByRole('button', { name: si(t)['back-to-groups'] }).click();

    // IO-02: add a group.
    await dialog.getByRole('button', { name: si(t).action['add-group'], exact: true }).click();
    await waitForPath(
      page,
      `/process-model/${created.id}/edit-step-information/${stepStepId(created, stepName)}/add-group`,
    );
    await dialog.getByLabel(si(t)['group-form'].name).fill('Intake');
    await dialog.getByLabel(si(t)['group-form'].description).fill('What the intake needs');
    await dialog.getByRole('button', { name: si(t)['group-form']['submit-add'], exact: true }).click();
    const intake = groupSection(dialog, 'Intake');
    await intake.waitFor();

    // IO-04, IO-14: inputs; choosing the form twice keeps one entry.
    const addInput = interpolate(si(t)['action-name']['select-input'], { name: 'Intake' });
    for (const name of [complaintForm.name, checklist.name, complaintForm.name]) {
      await intake.getByRole('link', { name: addInput, exact: true }).click();
      await chooseIn(dialog, t, name);
      await intake.waitFor();
    }
    await expect.poll(() => intake.getByTestId('group-input').count()).toBe(2);

    // IO-15: the form is not offered as output; IO-13: a second choice replaces the first.
    await intake
      .getByRole('link', { name: interpolate(si(t)['action-name']['select-output'], { name: 'Intake' }) })
      .click();
    await dialog
      .getByRole('button', { name: interpolate(si(t).picker['choose-named'], { name: policy.name }) })
      .waitFor();
    expect(
      await dialog
        .getByRole('button', {
          name: interpolate(si(t).picker['choose-named'], { name: complaintForm.name }),
        })
        .count(),
    ).toBe(0);
    await chooseIn(dialog, t, checklist.name);
    await intake
      .getByRole('link', { name: interpolate(si(t)['action-name']['change-output'], { name: 'Intake' }) })
      .click();
    await chooseIn(dialog, t, policy.name);
    await intake.getByTestId('group-output').filter({ hasText: policy.name }).waitFor();
    expect(await intake.getByTestId('group-output').count()).toBe(1);

    // IO-04: remove an input (after its confirmation).
    await intake
      .getByRole('link', {
        name: interpolate(si(t)['action-name']['delete-input'], { name: checklist.name }),
      })
      .click();
    await dialog.getByRole('button', { name: si(t).confirm.remove, exact: true }).click();
    await expect.poll(() => intake.getByTestId('group-input').count()).toBe(1);

    // IO-16: Finish applies the groups to the step; the step shows their number.
    await dialog.getByRole('button', { name: si(t).finish, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, `/process-model/${created.id}`);
    await step
      .getByRole('button', {
        name: interpolate(t.editor['step-actions']['information-count_one'], { count: '1' }),
      })
      .waitFor();

    // Save and publish (the toolbar), then the server holds exactly the new groups.
    await toolbarButton(page, t, t.editor.toolbar['save-and-publish']).click();
    await confirmIn(page, t['editor-dialogs'].publish.title, t['editor-dialogs'].publish.confirm);
    await expect.poll(async () => (await workingCopy(page, created.id)).revision).toBe(1);
    const saved = await workingCopy(page, created.id);
    expect(saved.groups).toEqual([
      expect.objectContaining({
        stepId: stepStepId(created, stepName),
        name: 'Intake',
        description: 'What the intake needs',
        inputs: [complaintForm.id],
        output: policy.id,
      }),
    ]);

    // View mode: the groups read-only.
    await page.goto(`/process-model/${created.id}/view`);
    const viewStep = stepBox(page, stepName);
    await viewStep
      .getByRole('button', {
        name: interpolate(t.editor['step-actions']['information-count_one'], { count: '1' }),
      })
      .click();
    const view = page.getByRole('dialog', { name: interpolate(si(t)['view-title'], { name: stepName }) });
    await view.getByTestId('group-input').filter({ hasText: complaintForm.name }).waitFor();
    await view.getByTestId('group-output').filter({ hasText: policy.name }).waitFor();
    expect(await view.getByRole('button', { name: si(t).finish }).count()).toBe(0);

    // Staff: only a holder of the drafter role sees the link that opens the form.
    const formLink = (dialogLocator: Locator) =>
      dialogLocator.getByRole('link', {
        name: interpolate(si(t).links['open-form-named'], { name: complaintForm.name }),
      });
    const drafterUser = await createUser(['ROLE_USER']);
    await expectOk(
      callApi(manager, 'POST', '/api/user-role/add_user', { roleId: drafters.id, id: drafterUser.id }),
      'add the drafter',
    );
    const { page: again } = await browser.openPage({ locale });
    await signInWithPassword(again, drafterUser.email, drafterUser.password);
    await again.goto(`/my-process-models/actor/${created.id}/view`);
    await openViewDialog(again, t, stepName);
    const drafterView = again.getByRole('dialog', {
      name: interpolate(si(t)['view-title'], { name: stepName }),
    });
    await formLink(drafterView).waitFor();
    expect(await formLink(drafterView).getAttribute('href')).toBe(`/workflow/${form.id}/${created.id}/form`);
    expect(
      await drafterView
        .getByRole('link', { name: interpolate(si(t).links['results-named'], { name: complaintForm.name }) })
        .count(),
    ).toBe(0);

    const { page: outsider } = await signedInPage(browser, locale, ['ROLE_USER']);
    await outsider.goto(`/my-process-models/actor/${created.id}/view`);
    await openViewDialog(outsider, t, stepName);
    const outsiderView = outsider.getByRole('dialog', {
      name: interpolate(si(t)['view-title'], { name: stepName }),
    });
    await outsiderView.getByTestId('group-input').filter({ hasText: complaintForm.name }).waitFor();
    expect(await formLink(outsiderView).count()).toBe(0);
  });

  it('IO-16: Cancel or Back after a change asks, and discarding leaves the step as it was', async () => {
    const tag = uniqueTag();
    const stepName = `Archive ${tag}`;
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const created = await createModel(page, { name: `E2E stapinformatie annuleren ${tag}`, stepName });
    await page.goto(`/process-model/${created.id}`);
    const step = stepBox(page, stepName);
    await step.getByRole('button', { name: t.editor['step-actions'].information, exact: true }).click();
    const dialog = stepInformationDialog(page, t, stepName);
    await dialog.getByRole('button', { name: si(t).action['add-group'], exact: true }).click();
    await dialog.getByLabel(si(t)['group-form'].name).fill('Temporary');
    await dialog.getByRole('button', { name: si(t)['group-form']['submit-add'], exact: true }).click();
    await groupSection(dialog, 'Temporary').waitFor();
    // The browser's Back asks too, and keeping the changes stays in the dialog with them.
    await page.goBack();
    await confirmIn(page, si(t).discard.title, si(t).discard.keep);
    await groupSection(dialog, 'Temporary').waitFor();
    expect(new URL(page.url()).pathname).toContain('/edit-step-information/');
    await dialog.getByRole('button', { name: t.common.cancel, exact: true }).click();
    await confirmIn(page, si(t).discard.title, si(t).discard.discard);
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, `/process-model/${created.id}`);
    await step.getByRole('button', { name: t.editor['step-actions'].information, exact: true }).waitFor();
    expect(await page.getByTestId('editor-title').isVisible()).toBe(true);

    // Back, then discarding: the canvas again, and the step still has no group.
    await step.getByRole('button', { name: t.editor['step-actions'].information, exact: true }).click();
    await dialog.getByRole('button', { name: si(t).action['add-group'], exact: true }).click();
    await dialog.getByLabel(si(t)['group-form'].name).fill('Dropped');
    await dialog.getByRole('button', { name: si(t)['group-form']['submit-add'], exact: true }).click();
    await groupSection(dialog, 'Dropped').waitFor();
    await page.goBack();
    await confirmIn(page, si(t).discard.title, si(t).discard.discard);
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, `/process-model/${created.id}`);
    await step.getByRole('button', { name: t.editor['step-actions'].information, exact: true }).waitFor();
  });
});

/** The id of the model's step with this name. */
function stepStepId(model: ProcessModel, name: string): string {
  const step = model.steps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`no step ${name}`);
  return step.id;
}

async function openViewDialog(page: Page, t: Texts, stepName: string): Promise<void> {
  await stepBox(page, stepName)
    .getByRole('button', {
      name: interpolate(t.editor['step-actions']['information-count_one'], { count: '1' }),
    })
    .click();
}
