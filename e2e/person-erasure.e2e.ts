import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, mainNavigation, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createPublishedModel } from './support/process-models';
import { createUser, signInWithPassword } from './support/users';

const browser = useBrowser();

describe.each(LOCALES)('erasing a person (%s)', (locale) => {
  const t = textsFor(locale);
  const e = t['person-erase'];

  it('an administrator erases a person from the users list, sees the pseudonym, and finds it in the history of the model they published; the person cannot sign in', async () => {
    const tag = uniqueTag();
    const person = await createUser(['ROLE_MODELER'], { firstName: 'Zenobia', lastName: `Quist ${tag}` });
    const name = `Zenobia Quist ${tag}`;
    const theirs = await browser.openPage({ locale });
    await signInWithPassword(theirs.page, person.email, person.password);
    const model = await createPublishedModel(theirs.page, { name: `Intake ${tag}` });

    const { page } = await signedInPage(browser, locale, ['ROLE_ADMIN', 'ROLE_USER_MANAGER', 'ROLE_MODELER']);
    await mainNavigation(page, t).getByRole('link', { name: t.nav['users-and-roles'], exact: true }).click();
    await waitForPath(page, '/users');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByRole('link', { name: interpolate(t.users['action-name'].erase, { name }) }).click();
    const dialog = page.getByRole('dialog', { name: e.title });
    await dialog.getByText(interpolate(e.intro, { name, email: person.email })).waitFor();
    await expectAccessible(page, 'erase dialog');
    // By keyboard: the choice, then the red button.
    await dialog.getByRole('radio', { name: e['free-texts-remove'] }).focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('radio', { name: e['free-texts-remove'] }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: e.confirm }).focus();
    await page.keyboard.press('Enter');

    const success = page.getByTestId('form-success');
    await success.waitFor();
    const pseudonym = /P-[0-9a-f]{12}/.exec(await success.innerText())?.[0] ?? '';
    expect(pseudonym).not.toBe('');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(pseudonym);
    const erasedRow = page.getByRole('row').filter({ hasText: pseudonym });
    await erasedRow.getByText(t.users.column.erased, { exact: true }).waitFor();
    await expectAccessible(page, 'users list with an erased person');

    await page.goto(`/process-model/${model.id}/revisions`);
    await page.getByText(pseudonym).first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Zenobia');
    await expectAccessible(page, 'revisions under the pseudonym');

    // Their session has ended, and the password no longer signs in.
    theirs.allowConsoleError(/status of 401/);
    expect((await callApi(theirs.page, 'GET', '/api/security/ping')).status).toBe(401);
    const login = await callApi(theirs.page, 'POST', '/api/security/login', {
      email: person.email,
      password: person.password,
    });
    expect(login.status).toBe(401);
  });
});
