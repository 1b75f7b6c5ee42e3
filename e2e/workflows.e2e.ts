import { describe, expect, it } from 'vitest';
import { linkNames, rowCells, rowWith, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, isCall, LOCALES, mainNavigation, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { insertWorkflowForms } from './support/workflow-forms';

const browser = useBrowser();

// The e2e server has no form service configured: adding a form is refused with 424.
const REFUSALS = /the server responded with a status of (403|424)\b/;

describe.each(LOCALES)('workflow forms (%s)', (locale) => {
  const t = textsFor(locale);
  const w = t.workflows;

  it('NAV-06, WF-01, WF-05, WF-07, WF-08, WF-10: an administrator lists, pages into and deletes forms', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, ['ROLE_ADMIN']);
    allowConsoleError(REFUSALS);
    const [form] = insertWorkflowForms([`E2E formulier ${uniqueTag()}`]);
    if (!form) throw new Error('no form inserted');

    await page.goto('/');
    await mainNavigation(page, t).getByRole('link', { name: t.nav.workflows }).click();
    await waitForPath(page, '/workflow');
    const table = page.getByRole('table', { name: w.title, exact: true });
    const row = rowWith(table, form.name);
    await row.getByRole('cell', { name: w['form-status'].active, exact: true }).waitFor();
    // This server has neither a form service nor email, and the screen says so.
    await page.getByTestId('workflow-settings-notice').waitFor();
    expect(await page.getByTestId('workflow-settings-notice').getByRole('listitem').allInnerTexts()).toEqual([
      w.settings['form-service-off'],
      w.settings['email-off'],
    ]);
    expect((await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())).toEqual([
      w.column['form-id'],
      w.column.name,
      w.column['processed-date'],
      w.column.status,
      w.column['response-count'],
      w.column.retention,
      w.column.actions,
    ]);
    expect((await rowCells(row)).slice(0, 5)).toEqual([
      form.formId,
      form.name,
      '',
      w['form-status'].active,
      '0',
    ]);
    expect(await linkNames(row)).toEqual([
      interpolate(w['action-name'].responses, { name: form.name }),
      interpolate(w['action-name']['notifications-enable'], { name: form.name }),
      interpolate(w['action-name']['data-protection'], { name: form.name }),
      interpolate(w['action-name'].delete, { name: form.name }),
    ]);

    // WF-05: without a reachable form service nothing is registered and the dialog says why.
    await page.getByRole('link', { name: w['new-link'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: w.new.title });
    await dialog.getByRole('textbox').fill('241000000000077');
    const added = page.waitForResponse((response) =>
      isCall(response.request(), 'POST', '/api/workflow/form'),
    );
    await dialog.getByRole('button', { name: t.common.save }).click();
    expect((await added).status()).toBe(424);
    await dialog.getByText(t.error['form-service-unavailable']).waitFor();
    await dialog.getByRole('button', { name: t.common.cancel }).click();
    await waitForPath(page, '/workflow');

    // WF-10: the form's responses (none yet), then back.
    await row
      .getByRole('link', { name: interpolate(w['action-name'].responses, { name: form.name }) })
      .click();
    await waitForPath(page, `/workflow/${form.id}/responses`);
    await page.getByText(w.responses.empty).waitFor();
    await page.goBack();
    await waitForPath(page, '/workflow');

    // WF-07: delete asks, then the form is gone and the page is the list again.
    await row.getByRole('link', { name: interpolate(w['action-name'].delete, { name: form.name }) }).click();
    const confirm = page.getByRole('dialog', { name: w.delete.title });
    const deleted = page.waitForRequest((request) =>
      isCall(request, 'DELETE', `/api/workflow/${form.id}/delete`),
    );
    await confirm.getByRole('button', { name: w.delete.confirm, exact: true }).click();
    await deleted;
    await waitForPath(page, '/workflow');
    await rowWith(table, form.name).waitFor({ state: 'detached' });
  });

  it('NAV-06, WF-08: without ROLE_ADMIN there is no Workflows entry and the area is refused', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale, ['ROLE_USER', 'ROLE_MODELER']);
    allowConsoleError(REFUSALS);
    await page.goto('/workflow');
    await page.getByTestId('page-error').getByText(t.error['not-allowed']).waitFor();
    expect(await mainNavigation(page, t).getByRole('link', { name: t.nav.workflows }).count()).toBe(0);
  });
});
