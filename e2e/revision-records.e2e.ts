import { randomUUID } from 'node:crypto';
import { type InputOutput, NO_ROLE, type ProcessModel, type Step } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createDefinition, expectOk } from './support/input-outputs';
import {
  createPublishedModel,
  modelInput,
  publishModel,
  steps,
  toolbarButton,
  workingCopy,
} from './support/process-models';

/**
 * Issue 16 §1, "Published revisions never change": after a definition is renamed and a subprocess is
 * republished under another name, revision 1 still shows in the browser what was published: its step
 * information, its structure and the subprocess revision its step opens.
 */
const browser = useBrowser();

const MODELER = ['ROLE_MODELER', 'ROLE_USER'] as const;

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await steps(page).first().waitFor();
}

async function editorShows(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByTestId('editor-title').innerText(), { timeout: 5_000 }).toBe(name);
}

/** Saves `change` into the working copy and publishes it (save-and-publish). */
async function republish(page: Page, id: string, change: Partial<ProcessModel>): Promise<ProcessModel> {
  const copy = await workingCopy(page, id);
  const model = {
    id: copy.id,
    info: copy.info,
    owner: copy.owner,
    manager: copy.manager,
    steps: copy.steps,
    groups: copy.groups,
    updatedAt: copy.updatedAt,
    ...change,
  };
  return (await expectOk(
    callApi(page, 'POST', `/api/process_model/publish/${id}`, { model }),
    `save and publish ${id}`,
  )) as ProcessModel;
}

/** The step information dialog (read-only) of a step, opened at its address below `basePath`. */
async function stepInformation(page: Page, t: Texts, basePath: string, step: Step): Promise<Locator> {
  await openEditor(page, basePath);
  await page.goto(`${basePath}/view-step-information/${step.id}`);
  const dialog = page.getByRole('dialog', {
    name: interpolate(t['step-information']['view-title'], { name: step.name }),
  });
  await dialog.getByTestId('step-groups-overview').waitFor();
  return dialog;
}

describe.each(LOCALES)('a published revision is a record (%s)', (locale) => {
  const t = textsFor(locale);
  const structureTexts = t['editor-dialogs'].structure;
  const withRevision = (name: string, revision: number) =>
    interpolate(structureTexts['with-revision'], { name, revision: String(revision) });

  it('issue 16: after a definition is renamed and the subprocess republished, revision 1 shows its step information, structure and subprocess as published', async () => {
    const { page } = await signedInPage(browser, locale, MODELER);
    const tag = uniqueTag();
    const subName = `E2E deelproces ${tag}`;
    const subRenamed = `E2E deelproces hernoemd ${tag}`;
    const sub = await createPublishedModel(page, { name: subName });

    // The model: start → activity (with a group using a definition) → subprocess step → end.
    const input = modelInput({ name: `E2E record ${tag}`, subprocess: sub, stepName: `Handle ${tag}` });
    const [start, subStep, end] = input.steps as [Step, Step, Step];
    const activity: Step = {
      id: randomUUID(),
      name: `Check ${tag}`,
      type: 'activity',
      children: [{ id: subStep.id, weight: 1 }],
      actor: NO_ROLE,
    };
    input.steps = [{ ...start, children: [{ id: activity.id, weight: 1 }] }, activity, subStep, end];
    const policy = await createDefinition(page, input.id, 'information', `Policy ${tag}`);
    input.groups = [
      {
        id: randomUUID(),
        stepId: activity.id,
        name: `Papers ${tag}`,
        description: '',
        output: null,
        inputs: [policy.id],
      },
    ];
    await expectOk(callApi(page, 'POST', '/api/process_model', input), 'POST /api/process_model');
    const first = await publishModel(page, input.id);
    expect(first.revision).toBe(1);

    // Afterwards: the definition is renamed, the subprocess republished under another name, and the
    // model published again (revision 2 takes both changes).
    const live = (await expectOk(
      callApi(page, 'GET', `/api/input-output/${input.id}/${policy.id}`),
      'GET the definition',
    )) as InputOutput;
    await expectOk(
      callApi(page, 'PUT', '/api/input-output', {
        ...live,
        name: `Policy renamed ${tag}`,
        description: 'Changed later',
      }),
      'PUT the definition',
    );
    const subSecond = await republish(page, sub.id, { info: { name: subRenamed, description: '' } });
    expect(subSecond.revision).toBe(2);
    expect((await republish(page, input.id, {})).revision).toBe(2);

    // Step information of revision 1: the definition as published; of revision 2: as it is now.
    const revisionOne = `/process-model/${input.id}/revisions/1`;
    const old = await stepInformation(page, t, revisionOne, activity);
    await old.getByText(`Policy ${tag}`, { exact: true }).waitFor();
    await old.getByText(`About Policy ${tag}`, { exact: true }).waitFor();
    expect(await old.getByText(`Policy renamed ${tag}`).count()).toBe(0);
    const renewed = await stepInformation(page, t, `/process-model/${input.id}/revisions/2`, activity);
    await renewed.getByText(`Policy renamed ${tag}`, { exact: true }).waitFor();

    // The structure of revision 1: the subprocess under its name then, leading to its revision 1.
    await openEditor(page, revisionOne);
    await toolbarButton(page, t, t.editor.toolbar.structure).click();
    await waitForPath(page, `${revisionOne}/structure`);
    const tree = page
      .getByRole('dialog', { name: structureTexts.title })
      .getByRole('navigation', { name: structureTexts.tree });
    await tree.getByRole('link').first().waitFor();
    expect(await tree.innerText()).toContain(
      `${withRevision(`E2E record ${tag}`, 1)} (${structureTexts.current})`,
    );
    expect(await tree.innerText()).not.toContain(subRenamed);
    await tree.getByRole('link', { name: withRevision(subName, 1), exact: true }).click();
    await waitForPath(page, `/process-model/${sub.id}/revisions/1`);
    await editorShows(page, subName);

    // Open subprocess from revision 1: the subprocess's revision 1, under its name then.
    await openEditor(page, revisionOne);
    await steps(page, 'subprocess')
      .getByRole('button', { name: t.editor['step-actions']['open-subprocess'] })
      .click();
    await waitForPath(page, `/process-model/${sub.id}/revisions/1`);
    await editorShows(page, subName);
    // From revision 2 the step opens the subprocess's revision 2.
    await page.goto(`/process-model/${input.id}/revisions/2/open-subprocess/${subStep.id}`);
    await waitForPath(page, `/process-model/${sub.id}/revisions/2`);
    await editorShows(page, subRenamed);
  });
});
