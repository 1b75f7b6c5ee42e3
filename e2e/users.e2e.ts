import { ADMIN_USER_ID, SUPPORT_USER_ID, TEXT_LIMIT } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  field,
  linkNames,
  linkTexts,
  rowWith,
  signedInPage,
  tableCells,
  tempFile,
  uniqueTag,
} from './support/admin-area';
import { fieldErrorOf, interpolate, isCall, LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { ADMIN, createUser, signInWithPassword } from './support/users';

const browser = useBrowser();

/** Expected refusals in these tests: the browser logs every non-2xx answer as a console error. */
const REFUSALS = /the server responded with a status of (404|409|413|422)\b/;

describe.each(LOCALES)('users: create, edit, delete (%s)', (locale) => {
  const t = textsFor(locale);

  it('US-01..US-10, US-13, CL-01, ER-08, ER-09, ER-13, NAV-08: the whole life of a user', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale);
    allowConsoleError(REFUSALS);
    const tag = uniqueTag();
    const email = `new-${tag}@stroomlijn.test`;

    // US-01: the list and its title, from the navigation.
    await page
      .getByRole('navigation', { name: t.nav.label })
      .getByRole('link', { name: t.nav['users-and-roles'] })
      .click();
    await waitForPath(page, '/users');
    await page.getByRole('heading', { level: 1, name: t.users.title, exact: true }).waitFor();
    expect(await page.title()).toBe(`${t.users.title} – ${t.app.name}`);
    // US-02
    const table = page.getByRole('table', { name: t.users.title, exact: true });
    await table.getByRole('columnheader').first().waitFor();
    expect((await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())).toEqual([
      t.users.column.email,
      t.users.column['first-name'],
      t.users.column.preposition,
      t.users.column['last-name'],
      t.users.column['personnel-number'],
      t.users.column.actions,
    ]);

    // US-05, US-06: a new user; US-09: an invalid email is refused under the field.
    await page.getByRole('link', { name: t.users['new-link'], exact: true }).click();
    await waitForPath(page, '/users/new');
    const dialog = page.getByRole('dialog', { name: t.users.new.title });
    await field(dialog, t.users.field.email).fill('abc');
    await field(dialog, t.users.field['first-name']).fill('Nieuwe');
    await field(dialog, t.users.field.preposition).fill('de');
    await field(dialog, t.users.field['last-name']).fill(`Tester ${tag}`);
    // CL-01: 201 characters typed, 200 kept, 'text too long' shown.
    const personnel = field(dialog, t.users.field['personnel-number']);
    await personnel.pressSequentially('9'.repeat(TEXT_LIMIT + 1), { delay: 0 });
    expect((await personnel.inputValue()).length).toBe(TEXT_LIMIT);
    expect(await fieldErrorOf(personnel)).toBe(t.field['text-too-long']);
    await personnel.fill('P-1');
    expect(await fieldErrorOf(personnel)).toBeNull();
    await dialog.getByRole('button', { name: t.common.save }).click();
    expect(await fieldErrorOf(field(dialog, t.users.field.email))).toBe(t.field['invalid-email']);

    const created = page.waitForRequest((request) => isCall(request, 'POST', '/api/user'));
    await field(dialog, t.users.field.email).fill(email);
    await dialog.getByRole('button', { name: t.common.save }).click();
    const body = (await created).postDataJSON() as { id: string };
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // ER-08: form success, back on the list.
    await page.getByTestId('form-success').waitFor();
    expect(await page.getByTestId('form-success').innerText()).toBe(t.common['form-success']);
    await waitForPath(page, '/users');
    // US-06: the server has the client's id and every field.
    expect((await callApi(page, 'GET', `/api/user/${body.id}`)).body).toMatchObject({
      id: body.id,
      email,
      firstName: 'Nieuwe',
      preposition: 'de',
      lastName: `Tester ${tag}`,
      personnelNumber: 'P-1',
      deleted: false,
    });

    // The filter finds the new user (case-insensitive).
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag.toUpperCase());
    const row = rowWith(table, email);
    await row.waitFor();
    expect((await tableCells(table)).map((cells) => cells.slice(0, 5))).toEqual([
      [email, 'Nieuwe', 'de', `Tester ${tag}`, 'P-1'],
    ]);

    // US-10: the same email in other letters is a duplicate.
    await page.getByRole('link', { name: t.users['new-link'], exact: true }).click();
    const second = page.getByRole('dialog', { name: t.users.new.title });
    await field(second, t.users.field.email).fill(email.toUpperCase());
    await field(second, t.users.field['first-name']).fill('Dubbel');
    await field(second, t.users.field['last-name']).fill(`Tester ${tag}`);
    await second.getByRole('button', { name: t.common.save }).click();
    // ER-09: a danger message with the translated error.
    await second.getByTestId('form-danger').waitFor();
    expect(await second.getByTestId('form-danger').innerText()).toBe(t.error['duplicate-email']);
    await second.getByRole('button', { name: t.common.cancel }).click();
    await waitForPath(page, '/users');

    // US-05: edit. W1: the link's accessible name names the user; its visible text stays short.
    const editLink = row.getByRole('link', {
      name: interpolate(t.users['action-name'].edit, { name: `Nieuwe de Tester ${tag}` }),
      exact: true,
    });
    expect((await editLink.innerText()).trim()).toBe(t.users.action.edit);
    await editLink.click();
    await waitForPath(page, `/users/${body.id}`);
    const edit = page.getByRole('dialog', { name: t.users.edit.title });
    const lastName = field(edit, t.users.field['last-name']);
    await expect.poll(() => lastName.inputValue()).toBe(`Tester ${tag}`);
    // ER-13: a field error of the server's own rules is shown under the field (here: the client's, same rules).
    await lastName.fill('');
    await edit.getByRole('button', { name: t.common.save }).click();
    expect(await fieldErrorOf(lastName)).toBe(t.field['not-empty']);
    await lastName.fill(`Veranderd ${tag}`);
    await edit.getByRole('button', { name: t.common.save }).click();
    await page.getByTestId('form-success').waitFor();
    await waitForPath(page, '/users');
    await rowWith(table, `Veranderd ${tag}`).waitFor();

    // US-13, NAV-08: delete asks, then goes back one step; US-04: the row is gone.
    await row
      .getByRole('link', {
        name: interpolate(t.users['action-name'].delete, { name: `Nieuwe de Veranderd ${tag}` }),
        exact: true,
      })
      .click();
    await waitForPath(page, `/users/${body.id}/delete`);
    const confirm = page.getByRole('dialog', { name: t['user-delete'].title });
    await confirm
      .getByText(interpolate(t['user-delete'].question, { name: `Nieuwe de Veranderd ${tag}`, email }))
      .waitFor();
    const historyLength = await page.evaluate(() => window.history.length);
    await confirm.getByRole('button', { name: t['user-delete'].confirm, exact: true }).click();
    await waitForPath(page, '/users');
    // Back one step, not a new entry.
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    await row.waitFor({ state: 'detached' });
    expect((await callApi(page, 'GET', `/api/user/${body.id}`)).status).toBe(404);
  });
});

describe('users: list, links, password, roles (en-US)', () => {
  const t = textsFor('en-US');

  it('US-03: sorted by last name, then first name; US-15, US-16, US-17: the action links per row', async () => {
    const tag = uniqueTag();
    await createUser([], { firstName: 'Anna', lastName: `${tag} B` });
    await createUser([], { firstName: 'Piet', lastName: `${tag} A` });
    await createUser([], { firstName: 'Jan', lastName: `${tag} A` });
    const { page } = await signedInPage(browser, 'en-US');
    await page.goto('/users');
    const table = page.getByRole('table', { name: t.users.title, exact: true });
    const filter = page.getByRole('searchbox', { name: t.users.filter.label });
    await filter.fill(tag);
    await expect
      .poll(async () => (await tableCells(table)).map((cells) => `${cells[1]} ${cells[3]}`))
      .toEqual([`Jan ${tag} A`, `Piet ${tag} A`, `Anna ${tag} B`]);
    expect(await linkTexts(rowWith(table, `Jan`))).toEqual(['Edit', 'Roles', 'Change password', 'Delete']);
    // W1: every link names its user, so that a list of links tells the rows apart.
    expect(await linkNames(rowWith(table, `Jan`))).toEqual([
      `Edit Jan ${tag} A`,
      `Roles of Jan ${tag} A`,
      `Change password of Jan ${tag} A`,
      `Delete Jan ${tag} A`,
    ]);

    await filter.fill(ADMIN.email);
    const adminRow = rowWith(table, ADMIN.email);
    await adminRow.waitFor();
    expect(await linkTexts(adminRow)).toEqual(['Edit', 'Change password']);
    expect(await adminRow.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/users/${ADMIN_USER_ID}`,
    );

    await filter.fill('support@');
    const supportRow = table.getByRole('row').filter({ hasText: 'support@' });
    await supportRow.waitFor();
    expect(await linkTexts(supportRow)).toEqual(['Edit', 'Roles', 'Change password']);
    expect(await supportRow.getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe(
      `/users/${SUPPORT_USER_ID}/roles`,
    );

    // 'no results' for a filter without matches
    await filter.fill(`nobody-${tag}`);
    await page.getByText(t.common['no-results'], { exact: true }).waitFor();
  });

  it('US-11, US-12, CL-04: change a password; too short and compromised ones are refused under the field', async () => {
    const tag = uniqueTag();
    const target = await createUser([], { firstName: 'Wachtwoord', lastName: `Wijzig ${tag}` });
    const { page, allowConsoleError } = await signedInPage(browser, 'en-US');
    allowConsoleError(REFUSALS);
    await page.goto('/users');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag);
    await rowWith(page, target.email).getByRole('link', { name: 'Change password' }).click();
    await waitForPath(page, `/users/${target.id}/change-password`);
    const dialog = page.getByRole('dialog', { name: `Change the password of Wachtwoord Wijzig ${tag}` });
    const password = field(dialog, t['change-password'].password);
    const repeat = field(dialog, t['change-password'].repeat);
    const submit = dialog.getByRole('button', { name: t['change-password'].submit });

    // CL-04: seven characters are refused before any call.
    await password.fill('1234567');
    await repeat.fill('1234567');
    await submit.click();
    expect(await fieldErrorOf(password)).toBe('The password must have at least 8 characters');

    // US-12: a password from the list of common passwords is refused by the server.
    const refused = page.waitForResponse((response) =>
      isCall(response.request(), 'POST', '/api/user/change_password'),
    );
    await password.fill('password123');
    await repeat.fill('password123');
    await submit.click();
    expect((await refused).status()).toBe(422);
    await expect.poll(() => fieldErrorOf(password)).toBe(t.field['password-compromised']);

    // US-11: {id, password}; then the user signs in with it.
    const newPassword = `Stroom-${tag}-lijn-2024`;
    const sent = page.waitForRequest((request) => isCall(request, 'POST', '/api/user/change_password'));
    await password.fill(newPassword);
    await repeat.fill(newPassword);
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ id: target.id, password: newPassword });
    await page.getByTestId('form-success').waitFor();
    expect(await page.getByTestId('form-success').innerText()).toBe(t['change-password'].success);

    const other = await browser.openPage();
    await signInWithPassword(other.page, target.email, newPassword);
  });

  it("US-14: the roles link shows a read-only table of the user's roles", async () => {
    const tag = uniqueTag();
    const target = await createUser(['ROLE_EDITOR', 'ROLE_MODELER'], {
      firstName: 'Rol',
      lastName: `Houder ${tag}`,
    });
    const { page } = await signedInPage(browser, 'en-US');
    await page.goto('/users');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag);
    const rolesCall = page.waitForRequest((request) =>
      isCall(request, 'GET', `/api/user-role/roles-from-user/${target.id}`),
    );
    await rowWith(page, target.email).getByRole('link', { name: 'Roles' }).click();
    await rolesCall;
    const dialog = page.getByRole('dialog', { name: `Roles of Rol Houder ${tag}` });
    const table = dialog.getByRole('table', { name: t['user-roles'].table });
    await table.getByRole('cell', { name: 'ROLE_EDITOR' }).waitFor();
    const cells = await tableCells(table);
    expect(cells.map((row) => [row[0], row[2]])).toEqual([
      ['ROLE_EDITOR', 'System'],
      ['ROLE_MODELER', 'System'],
    ]);
    expect(await table.getByRole('link').count()).toBe(0);
    expect(await table.getByRole('button').count()).toBe(0);
    // NAV-07: a back link.
    await dialog.getByRole('link', { name: /Back to users/ }).click();
    await waitForPath(page, '/users');
  });

  it('ER-07: a user without ROLE_USER_MANAGER gets "not allowed"; the menu entry is not shown', async () => {
    const { page } = await signedInPage(browser, 'en-US', []);
    await page.goto('/users');
    await page.getByTestId('page-error').waitFor();
    expect(await page.getByTestId('page-error').innerText()).toContain(t.error['not-allowed']);
    expect(
      await page
        .getByRole('navigation', { name: t.nav.label })
        .getByRole('link', { name: t.nav['users-and-roles'] })
        .count(),
    ).toBe(0);
  });
});

describe.each(LOCALES)('users: CSV import (%s)', (locale) => {
  const t = textsFor(locale);

  it('US-18..US-25: good and bad rows, each with its outcome; a second import creates no duplicates', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale);
    allowConsoleError(REFUSALS);
    const tag = uniqueTag();
    const existing = await createUser([], { email: `bestaand-${tag}@stroomlijn.test` });
    const good = [
      `Jan;Jansen ${tag};;jan-${tag}@stroomlijn.test`,
      `Anna;Vries ${tag};de;anna-${tag}@stroomlijn.test`,
    ];
    const mixed = tempFile(
      `users-${tag}.csv`,
      [
        'voornaam;achternaam;tussenvoegsel;email',
        ...good,
        `Piet;Puk ${tag};;geen-email`,
        `;Zonder ${tag};;zonder-${tag}@stroomlijn.test`,
        `Dubbel;Dubbel ${tag};;${existing.email}`,
      ].join('\n'),
    );

    await page.goto('/users');
    await page.getByRole('link', { name: t.users['import-link'], exact: true }).click();
    await waitForPath(page, '/users/import');
    await page.getByRole('heading', { level: 1, name: t['user-import'].title }).waitFor();
    await page.getByText(t['user-import'].columns, { exact: true }).waitFor();

    // US-18, US-19: one CSV file; the button is disabled until a file is chosen.
    const input = page.locator('input[type="file"]');
    expect(await input.getAttribute('accept')).toBe('.csv,text/csv');
    expect(await input.evaluate((element) => (element as HTMLInputElement).multiple)).toBe(false);
    const importButton = page.getByRole('button', { name: t['user-import'].submit, exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    await input.setInputFiles(mixed);
    await expect.poll(() => importButton.isDisabled()).toBe(false);

    // US-20: disabled, with progress, while the import runs (the answer is held back a moment).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/user/import', async (route) => {
      await held;
      await route.continue();
    });
    await importButton.click();
    await page.getByTestId('import-progress').waitFor();
    expect(await importButton.isDisabled()).toBe(true);
    release();

    // US-25: the failure message and every row with its outcome.
    const failed = page.getByTestId('import-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain(t['user-import'].failed);
    const rows = page.getByRole('table', { name: t['user-import'].rows });
    await expect
      .poll(async () => (await tableCells(rows)).map((cells) => [cells[1], cells[5]]))
      .toEqual([
        [`jan-${tag}@stroomlijn.test`, t['user-import'].outcome.imported],
        [`anna-${tag}@stroomlijn.test`, t['user-import'].outcome.imported],
        ['geen-email', t['user-import'].outcome['invalid-email']],
        [`zonder-${tag}@stroomlijn.test`, t['user-import'].outcome['missing-name']],
        [existing.email, t['user-import'].outcome['duplicate-email']],
      ]);
    expect(await importButton.isDisabled()).toBe(false);
    await page.unroute('**/api/user/import');

    // US-24: a file of good rows only.
    const fresh = tempFile(`fresh-${tag}.csv`, `Kees,Klaas ${tag},,kees-${tag}@stroomlijn.test\n`);
    await input.setInputFiles(fresh);
    await importButton.click();
    const succeeded = page.getByTestId('import-succeeded');
    await succeeded.waitFor();
    expect(await succeeded.innerText()).toContain(t['user-import']['all-succeeded']);

    // Importing the first file again imports nothing twice.
    await input.setInputFiles(mixed);
    await importButton.click();
    await failed.waitFor();
    const users = (await callApi(page, 'GET', '/api/user')).body as { email: string }[];
    expect(users.filter((user) => user.email === `jan-${tag}@stroomlijn.test`)).toHaveLength(1);
    expect(
      users
        .filter((user) => user.email.endsWith(`-${tag}@stroomlijn.test`))
        .map((user) => user.email)
        .sort(),
    ).toEqual([
      `anna-${tag}@stroomlijn.test`,
      `bestaand-${tag}@stroomlijn.test`,
      `jan-${tag}@stroomlijn.test`,
      `kees-${tag}@stroomlijn.test`,
    ]);

    // The imported users are in the list.
    await page.getByRole('link', { name: t['user-import'].back }).click();
    await waitForPath(page, '/users');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(`anna-${tag}`);
    await rowWith(page, `anna-${tag}@stroomlijn.test`).waitFor();
  });
});

describe('users: CSV import refusals (en-US)', () => {
  const t = textsFor('en-US');

  it('US-21: a file that is not CSV is refused: in the browser, and by the server', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, 'en-US');
    allowConsoleError(REFUSALS);
    await page.goto('/users/import');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(tempFile('report.pdf', '%PDF-1.4 not a csv'));
    await page.getByText(t.field['not-a-csv-file'], { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: t['user-import'].submit, exact: true }).isDisabled()).toBe(
      true,
    );

    // The server checks the type too.
    const answer = await page.evaluate(async () => {
      const body = new FormData();
      body.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'report.pdf');
      const response = await fetch('/api/user/import', { method: 'POST', body });
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ name: 'file', message: 'not-a-csv-file' }]);
  });
});
