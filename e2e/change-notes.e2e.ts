import type { ProcessModel } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { createModel, steps, toolbarButton, workingCopy } from './support/process-models';

/**
 * Issue 18 §1: a publish asks for a short change note (optional, at most 200 characters), from the
 * list's publish dialog and from the editor's save-and-publish; the revision list shows each revision's
 * revision, date, publisher and note.
 */
const browser = useBrowser();

/** Saves a new name into the working copy, so that it has something to publish again. */
async function rename(page: Page, id: string, name: string): Promise<void> {
  const copy: ProcessModel = await workingCopy(page, id);
  const { updatedAt, info, owner, manager, groups } = copy;
  const body = { id, info: { ...info, name }, owner, manager, steps: copy.steps, groups, updatedAt };
  await expectOk(callApi(page, 'PUT', '/api/process_model', body), `PUT ${id}`);
}

describe.each(LOCALES)('change notes on publish (%s)', (locale) => {
  const t = textsFor(locale);
  const noteLabel = t['change-note'].label;

  it('issue 18: a note typed when publishing from the list and from the editor shows in the revision list', async () => {
    const { page, user } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const tag = uniqueTag();
    const model = await createModel(page, { name: `E2E note ${tag}` });

    // From the list: the publish dialog asks for the note; typing counts down what is left.
    await page.goto(`/process-model/${model.id}/publish`);
    const dialog = page.getByRole('dialog', { name: t['process-model-publish'].title });
    const note = dialog.getByRole('textbox', { name: noteLabel });
    await note.fill(`First version ${tag}`);
    await dialog
      .getByText(
        interpolate(t['change-note'].description, {
          count: String(200 - `First version ${tag}`.length),
          max: '200',
        }),
      )
      .waitFor();
    expect(await note.getAttribute('maxlength')).toBe('200');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t['process-model-publish'].confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // From the editor, by keyboard: save and publish with a note.
    await rename(page, model.id, `E2E note ${tag} 2`);
    await page.goto(`/process-model/${model.id}`);
    await steps(page).first().waitFor();
    await toolbarButton(page, t, t.editor.toolbar['save-and-publish-draft']).click();
    const publish = page.getByRole('dialog', { name: t['editor-dialogs'].publish.title });
    await publish.getByRole('textbox', { name: noteLabel }).focus();
    await page.keyboard.type(`Approval added ${tag}`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe(t['editor-dialogs'].publish.confirm);
    await page.keyboard.press('Enter');
    await publish.waitFor({ state: 'detached' });

    // The revision list: newest first, each with its note, who published it and when.
    await page.goto(`/process-model/${model.id}/revisions`);
    const table = page.getByTestId('revision-table');
    await table.getByRole('row').nth(2).waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual([
      t.revisions.column.revision,
      t.revisions.column['published-by'],
      t.revisions.column['approved-by'],
      t.revisions.column['published-at'],
      t.revisions.column['change-note'],
      t.revisions.column.actions,
    ]);
    const rows = table.getByRole('row');
    const cells = async (row: number) =>
      (await rows.nth(row).getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
    const [second, first] = [await cells(1), await cells(2)];
    expect(second[0]).toBe('2');
    expect(second[4]).toBe(`Approval added ${tag}`);
    expect(first[0]).toBe('1');
    expect(first[4]).toBe(`First version ${tag}`);
    expect(second[1]).toContain(user.lastName);
    await expectAccessible(page);
    await rows.nth(2).getByRole('link').click();
    await waitForPath(page, `/process-model/${model.id}/revisions/1`);
  });
});
