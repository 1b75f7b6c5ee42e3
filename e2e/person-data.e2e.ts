import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, tableCells, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, mainNavigation, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createPublishedModel } from './support/process-models';
import { createUser, signInWithPassword } from './support/users';

const browser = useBrowser();

const DAY = 24 * 60 * 60 * 1000;

/** dd-mm-yyyy, as the audit trail's date fields take a date. */
const typed = (date: Date) =>
  `${[date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('-')}-${date.getFullYear()}`;

/** The file a click downloads: its suggested name and its bytes. */
async function downloaded(page: Page, click: Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path()) ?? '') };
}

/** The account part and the audit entries of an export. */
interface Exported {
  format: string;
  person: { id: string; email: string; firstName: string; lastName: string };
  audit: { entityId: string; action: string }[];
}

describe.each(LOCALES)("a person's data (%s)", (locale) => {
  const t = textsFor(locale);
  const a = t.audit;
  const x = t['person-export'];
  const e = t['person-erase'];

  it("an administrator finds who changed a model yesterday, exports that person's data, erases the person and sees the pseudonym in the model's history; the person cannot sign in", async () => {
    const tag = uniqueTag();
    const modelName = `Verlof ${tag}`;
    // What the administrator will see as yesterday: a modeler publishes a model.
    const person = await createUser(['ROLE_MODELER'], { firstName: 'Mirjam', lastName: `Wisser ${tag}` });
    const name = `Mirjam Wisser ${tag}`;
    const theirs = await browser.openPage({ locale });
    await signInWithPassword(theirs.page, person.email, person.password);
    const model = await createPublishedModel(theirs.page, { name: modelName });

    // The next day: the administrator's browser lives a day after the server's clock, from before the
    // sign-in (a clock jumping forward while signed in would end the session for inactivity).
    const yesterday = new Date(Date.now());
    const { page } = await browser.openPage({ locale });
    await page.clock.setFixedTime(new Date(yesterday.getTime() + DAY));
    const admin = await createUser(['ROLE_ADMIN', 'ROLE_USER_MANAGER', 'ROLE_MODELER']);
    await signInWithPassword(page, admin.email, admin.password);

    // The model's history from its row in the process models, narrowed to yesterday.
    await mainNavigation(page, t).getByRole('link', { name: t.nav.processes, exact: true }).click();
    await waitForPath(page, '/process-model');
    await page
      .getByRole('link', { name: interpolate(a['history-name'], { name: modelName }), exact: true })
      .click();
    await waitForPath(page, '/audit');
    const table = page.getByRole('table', { name: a.title, exact: true });
    await table.locator('tbody tr').first().waitFor();
    for (const label of [a.filter.from, a.filter.to]) {
      const input = page.getByRole('textbox', { name: label, exact: true });
      await input.fill(typed(yesterday));
      await input.press('Escape');
    }
    await expect
      .poll(() => new URL(page.url()).searchParams.get('to'))
      .toBe(typed(yesterday).split('-').reverse().join('-'));
    const whoDidWhat = async () => (await tableCells(table)).map((cells) => [cells[1], cells[4]]);
    await expect.poll(whoDidWhat).toEqual([
      [name, a.action.publish],
      [name, a.action.create],
    ]);
    await expectAccessible(page, "a model's history of yesterday");

    // The person's data, from their row in the users area: the zip and the JSON file.
    await mainNavigation(page, t).getByRole('link', { name: t.nav['users-and-roles'], exact: true }).click();
    await waitForPath(page, '/users');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByRole('link', { name: interpolate(x['action-name'], { name }), exact: true }).click();
    const exportDialog = page.getByRole('dialog', {
      name: interpolate(x['user-title'], { name }),
      exact: true,
    });
    const zipButton = exportDialog.getByRole('button', { name: x['download-zip'], exact: true });
    await zipButton.waitFor();
    await expectAccessible(page, "the export of a person's data");
    const zip = await downloaded(page, zipButton.click());
    expect(zip.name).toMatch(/^stroomlijn-person-\d{4}-\d{2}-\d{2}\.zip$/);
    const inZip = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(zip.bytes))['person.json'] ?? new Uint8Array()),
    );
    const json = await downloaded(
      page,
      exportDialog.getByRole('button', { name: x['download-json'], exact: true }).click(),
    );
    const exported = JSON.parse(json.bytes.toString('utf8')) as Exported;
    expect(exported.format).toBe('stroomlijn-person-data');
    expect(exported.person).toMatchObject({
      id: person.id,
      email: person.email,
      firstName: 'Mirjam',
      lastName: `Wisser ${tag}`,
    });
    expect(inZip.person).toEqual(exported.person);
    expect(
      exported.audit.filter((entry) => entry.entityId === model.id).map((entry) => entry.action),
    ).toEqual(expect.arrayContaining(['create', 'publish']));
    await page.keyboard.press('Escape');
    await exportDialog.waitFor({ state: 'detached' });

    // The erasure, by keyboard: their free texts removed; the list tells the pseudonym.
    await row.getByRole('link', { name: interpolate(t.users['action-name'].erase, { name }) }).click();
    const dialog = page.getByRole('dialog', { name: e.title });
    await dialog.getByText(interpolate(e.intro, { name, email: person.email })).waitFor();
    await expectAccessible(page, 'the erasure of a person');
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
    await page
      .getByRole('row')
      .filter({ hasText: pseudonym })
      .getByText(t.users.column.erased, { exact: true })
      .waitFor();
    await expectAccessible(page, 'the users with an erased person');

    // The model's history again: the same entries, under the pseudonym; the name is nowhere.
    await page.goto(`/audit?entityId=${model.id}`);
    await expect.poll(whoDidWhat).toEqual([
      [pseudonym, a.action.publish],
      [pseudonym, a.action.create],
    ]);
    expect(await page.locator('main').innerText()).not.toContain(`Wisser ${tag}`);
    await expectAccessible(page, "a model's history after an erasure");
    // Its revisions name the publisher by the pseudonym too.
    await page.goto(`/process-model/${model.id}/revisions`);
    await page.getByText(pseudonym).first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Mirjam');

    // Their session has ended, and their password no longer signs in.
    theirs.allowConsoleError(/status of 401/);
    expect((await callApi(theirs.page, 'GET', '/api/security/ping')).status).toBe(401);
    const login = await callApi(theirs.page, 'POST', '/api/security/login', {
      email: person.email,
      password: person.password,
    });
    expect(login.status).toBe(401);
  });

  it('a user downloads their own data from "My data": the zip holds person.json about them', async () => {
    const { page, user } = await signedInPage(browser, locale, ['ROLE_USER']);
    await page.getByRole('button', { name: x['my-data'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: x['my-data-title'], exact: true });
    await dialog.getByText(x.part.files).waitFor();
    await expectAccessible(page, 'my data');
    const zip = await downloaded(
      page,
      dialog.getByRole('button', { name: x['download-zip'], exact: true }).click(),
    );
    expect(zip.name).toBe(`stroomlijn-person-${new Date().toISOString().slice(0, 10)}.zip`);
    const inZip = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(zip.bytes))['person.json'] ?? new Uint8Array()),
    );
    expect(inZip.person).toMatchObject({ id: user.id, email: user.email });
  });
});
