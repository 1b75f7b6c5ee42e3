import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, mainNavigation, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createUser } from './support/users';

const browser = useBrowser();
const today = () => new Date().toISOString().slice(0, 10);

describe.each(LOCALES)("a person's data export (%s)", (locale) => {
  const t = textsFor(locale);
  const e = t['person-export'];

  it('a user downloads their own data from "My data": the zip holds person.json about them', async () => {
    const { page, user } = await signedInPage(browser, locale, ['ROLE_USER']);
    await page.getByRole('button', { name: e['my-data'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: e['my-data-title'], exact: true });
    await dialog.getByText(e.part.files).waitFor();
    await expectAccessible(page, 'my data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: e['download-zip'], exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`stroomlijn-person-${today()}.zip`);
    const entries = unzipSync(readFileSync((await download.path()) ?? ''));
    const person = JSON.parse(Buffer.from(entries['person.json'] ?? new Uint8Array()).toString('utf8'));
    expect(person.person).toMatchObject({ id: user.id, email: user.email });
  });

  it("an administrator exports a user's data from the user's row as JSON", async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_ADMIN', 'ROLE_USER_MANAGER']);
    const tag = uniqueTag();
    const someone = await createUser(['ROLE_USER'], { firstName: 'Petra', lastName: `Export ${tag}` });
    await mainNavigation(page, t).getByRole('link', { name: t.nav['users-and-roles'], exact: true }).click();
    await waitForPath(page, '/users');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag);
    const name = `Petra Export ${tag}`;
    await page.getByRole('link', { name: interpolate(e['action-name'], { name }), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: interpolate(e['user-title'], { name }), exact: true });
    await dialog.getByRole('button', { name: e['download-json'], exact: true }).waitFor();
    await expectAccessible(page, 'export a user');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: e['download-json'], exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`stroomlijn-person-${today()}.json`);
    const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(data).toMatchObject({
      format: 'stroomlijn-person-data',
      person: { id: someone.id, lastName: `Export ${tag}` },
    });
  });
});
