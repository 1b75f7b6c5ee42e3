import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { rowWith, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, isCall, LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { insertWorkflowForms } from './support/workflow-forms';

const browser = useBrowser();

describe.each(LOCALES)('data protection of a workflow form (%s)', (locale) => {
  const t = textsFor(locale);
  const w = t.workflows;
  const d = w['data-protection'];

  it('an administrator sets the retention period and the viewing log by keyboard; the form page shows the period', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_ADMIN']);
    const [form] = insertWorkflowForms([`E2E bewaartermijn ${uniqueTag()}`]);
    if (!form) throw new Error('no form inserted');
    await page.goto('/workflow');
    const table = page.getByRole('table', { name: w.title, exact: true });
    const row = rowWith(table, form.name);
    await row.getByRole('cell', { name: w.retention.kept, exact: true }).waitFor();

    await row
      .getByRole('link', { name: interpolate(w['action-name']['data-protection'], { name: form.name }) })
      .click();
    await waitForPath(page, `/workflow/${form.id}/data-protection`);
    const dialog = page.getByRole('dialog', { name: d.title });
    const keep = dialog.getByRole('radio', { name: d.keep, exact: true });
    await keep.waitFor();
    expect(await keep.isChecked()).toBe(true);
    await expectAccessible(page, 'data protection dialog');

    // Keyboard only: the arrow key moves to "delete", Tab reaches the months, then the switch.
    await keep.focus();
    await page.keyboard.press('ArrowDown');
    const months = dialog.getByRole('textbox', { name: new RegExp(d.months) });
    await months.waitFor();
    await dialog.getByRole('note').waitFor();
    await expectAccessible(page, 'data protection dialog (delete)');
    await months.focus();
    await page.keyboard.type('12');
    await dialog.getByRole('switch', { name: new RegExp(`^${d['viewing-log']}`) }).focus();
    await page.keyboard.press('Space');
    const saved = page.waitForResponse((response) =>
      isCall(response.request(), 'PUT', `/api/workflow/${form.id}/data-protection`),
    );
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await waitForPath(page, '/workflow');
    await row.getByText(interpolate(w.retention.period_other, { count: '12' })).waitFor();
    // The pointer still rests on the row it clicked: its hover colour is the table's, checked elsewhere.
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'workflow forms with a retention period');
  });
});
