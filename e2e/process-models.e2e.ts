import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, field, pickOption, rowWith, signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { confirmIn, stepBox, toolbarButton } from './support/process-models';

const browser = useBrowser();

/** Renames the step showing `from` through its edit dialog, optionally with an actor. */
async function editStep(page: Page, t: Texts, from: string, name: string, actor?: string): Promise<void> {
  await stepBox(page, from).getByRole('button', { name: t.editor['step-actions'].edit }).click();
  const dialog = page.getByRole('dialog', { name: t['editor-dialogs'].step.title });
  await field(dialog, t['editor-dialogs'].step.name).fill(name);
  if (actor) await pickOption(page, field(dialog, t['editor-dialogs'].step.actor), actor, actor);
  await dialog.getByRole('button', { name: t['editor-dialogs'].step.submit }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each(LOCALES)('process models: save, publish, revisions, My processes (%s)', (locale) => {
  const t = textsFor(locale);

  it('PM-02, PM-05, PM-06, PM-10..PM-12, PM-22..PM-25, ED-02, ED-04, ED-06, ED-12, ED-14, MP-01, MP-03, MP-06, NAV-11', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const name = `E2E proces ${uniqueTag()}`;
    await page.goto('/process-model');
    await page.getByRole('link', { name: t['process-models']['new-link'] }).click();
    await waitForPath(page, '/process-model/new');

    // ED-06: the model's name through the edit dialog.
    await toolbarButton(page, t, t.editor.toolbar.edit).click();
    const info = page.getByRole('dialog', { name: t['editor-dialogs'].info['edit-title'] });
    await field(info, t['editor-dialogs'].info.name).fill(name);
    await info.getByRole('button', { name: t['editor-dialogs'].info.done }).click();
    await info.waitFor({ state: 'detached' });
    expect(await page.getByTestId('editor-title').innerText()).toBe(name);

    // ED-12: an activity with a name and, as actor, a role every user holds.
    const start = page.getByTestId('process-canvas').locator('.pm-step[data-type="start"]');
    await page.getByRole('button', { name: t.editor.toolbar.item.activity }).dragTo(start);
    await editStep(page, t, t.editor.placeholder.activity, 'Aanvraag ontvangen', 'ROLE_USER');
    expect(await stepBox(page, 'Aanvraag ontvangen').innerText()).toContain('ROLE_USER');

    // ED-14, PM-22: the first save creates the working copy; the editor moves to its address.
    await toolbarButton(page, t, t.editor.toolbar.save).click();
    await confirmIn(page, t['editor-dialogs'].save.title, t['editor-dialogs'].save.confirm);
    await page.waitForURL((url) => /^\/process-model\/[0-9a-f-]{36}$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/')[2] as string;
    const saved = (await callApi(page, 'GET', `/api/process_model/${id}/edit`)).body as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({ status: 'working-copy', revision: 0, unpublishedDraftAvailable: true });

    // PM-25, PM-23: save and publish: revision 1.
    await toolbarButton(page, t, t.editor.toolbar['save-and-publish']).click();
    await confirmIn(page, t['editor-dialogs'].publish.title, t['editor-dialogs'].publish.confirm);
    await expect
      .poll(
        async () =>
          ((await callApi(page, 'GET', `/api/process_model/${id}`)).body as { revision: number }).revision,
      )
      .toBe(1);

    // ED-02: after an unpublished save the button shows its variant; publishing it gives revision 2.
    await editStep(page, t, 'Aanvraag ontvangen', 'Aanvraag beoordelen');
    await toolbarButton(page, t, t.editor.toolbar.save).click();
    await confirmIn(page, t['editor-dialogs'].save.title, t['editor-dialogs'].save.confirm);
    await toolbarButton(page, t, t.editor.toolbar['save-and-publish-draft']).click();
    await confirmIn(page, t['editor-dialogs'].publish.title, t['editor-dialogs'].publish.confirm);
    await toolbarButton(page, t, t.editor.toolbar['save-and-publish']).waitFor();

    // NAV-11: Exit goes back to the list it came from, which shows revision 2.
    // Published, so nothing is unsaved: Exit asks nothing.
    await toolbarButton(page, t, t.editor.toolbar.exit).click();
    await waitForPath(page, '/process-model');
    const row = rowWith(page.getByRole('table'), name);
    await row.waitFor();
    expect(await row.innerText()).toContain('2');

    // PM-10: the revisions, newest first; PM-11, PM-12, ED-04: revision 1 read-only as it was.
    await row.getByRole('link', { name: new RegExp(t['process-models'].action.revisions) }).click();
    await waitForPath(page, `/process-model/${id}/revisions`);
    const revisions = page.getByTestId('revision-table');
    await revisions.getByRole('row').nth(2).waitFor();
    const numbers = (await revisions.getByRole('row').allInnerTexts())
      .slice(1)
      .map((text) => text.trim().split(/\s/)[0]);
    expect(numbers).toEqual(['2', '1']);
    await revisions.getByRole('row').nth(2).getByRole('link').click();
    await waitForPath(page, `/process-model/${id}/revisions/1`);
    await stepBox(page, 'Aanvraag ontvangen').waitFor();
    expect(
      await page
        .getByRole('toolbar', { name: t.editor.toolbar.label })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
    ).toEqual([
      t.editor.toolbar.exit,
      t.editor.toolbar.view,
      t.editor.toolbar.structure,
      t.editor.toolbar['zoom-in'],
      t.editor.toolbar['zoom-fit'],
      t.editor.toolbar['zoom-out'],
      t.editor.toolbar.lanes,
      t.editor.toolbar.outline,
      t.editor.toolbar.download,
      t.editor.toolbar.feedback,
    ]);
    expect(await stepBox(page, 'Aanvraag ontvangen').getByRole('button').count()).toBe(0);

    // MP-01, MP-03, MP-06: My processes lists the model for an actor; its view is read-only, revision 2.
    await page.goto('/my-process-models');
    await waitForPath(page, '/my-process-models/actor');
    const mine = rowWith(page.getByRole('table'), name);
    await mine.getByRole('link').first().click();
    await waitForPath(page, `/my-process-models/actor/${id}/view`);
    await stepBox(page, 'Aanvraag beoordelen').waitFor();
    expect(await toolbarButton(page, t, t.editor.toolbar.save).count()).toBe(0);
    // NAV-11: Exit returns to the tab.
    await toolbarButton(page, t, t.editor.toolbar.exit).click();
    await waitForPath(page, '/my-process-models/actor');
  });
});
