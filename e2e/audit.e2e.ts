import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, field, rowCells, signedInPage, tableCells, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, mainNavigation, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { createUser } from './support/users';

const browser = useBrowser();

/** The search of the page's address as an object. */
const searchOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe.each(LOCALES)('audit trail (%s)', (locale) => {
  const t = textsFor(locale);
  const a = t.audit;

  it("an administrator changes a user, opens the user's history, sees who changed what, narrows the period and exports it as CSV", async () => {
    const { page, user: admin } = await signedInPage(browser, locale, ['ROLE_ADMIN', 'ROLE_USER_MANAGER']);
    const tag = uniqueTag();
    const someone = await createUser(['ROLE_USER'], { firstName: 'Petra', lastName: `Oud ${tag}` });
    const adminName = `${admin.firstName} ${admin.lastName}`;

    // The change: through the users area, as a user manager does it.
    await mainNavigation(page, t).getByRole('link', { name: t.nav['users-and-roles'], exact: true }).click();
    await waitForPath(page, '/users');
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: someone.email });
    await row
      .getByRole('link', { name: interpolate(t.users['action-name'].edit, { name: `Petra Oud ${tag}` }) })
      .click();
    const edit = page.getByRole('dialog', { name: t.users.edit.title });
    const lastName = field(edit, t.users.field['last-name']);
    await expect.poll(() => lastName.inputValue()).toBe(`Oud ${tag}`);
    await lastName.fill(`Nieuw ${tag}`);
    await edit.getByRole('button', { name: t.common.save }).click();
    await page.getByTestId('form-success').waitFor();

    // Its history, from its row: the audit trail filtered by that user.
    await row
      .getByRole('link', {
        name: interpolate(a['history-name'], { name: `Petra Nieuw ${tag}` }),
        exact: true,
      })
      .click();
    await waitForPath(page, '/audit');
    expect(searchOf(page.url())).toEqual({ entityId: someone.id });
    await page.getByRole('heading', { level: 1, name: a.title, exact: true }).waitFor();
    expect(await page.title()).toBe(`${a.title} – ${t.app.name}`);
    const table = page.getByRole('table', { name: a.title, exact: true });
    const entries = table.locator('tbody tr');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    // Lines of a cell as one text each (innerText puts blank lines between paragraphs).
    const cells = (await rowCells(entries.first())).map((cell) => cell.replace(/\n+/g, '\n'));
    expect(cells.slice(1, 5)).toEqual([
      adminName,
      '127.0.0.1',
      `${a.entity.user}\nPetra Nieuw ${tag}\n${someone.id}`,
      a.action.update,
    ]);
    // The changed fields, the time of the change in the user's language.
    const [changed, updatedAt] = (cells[5] ?? '').split('\n');
    expect(changed).toBe(`lastName: Oud ${tag} → Nieuw ${tag}`);
    expect(updatedAt).toMatch(new RegExp(`^updatedAt: .*${new Date().getFullYear()}.* → `));
    expect(updatedAt).not.toMatch(/\d{13}/);
    expect(await page.getByRole('textbox', { name: a.filter['entity-id'] }).inputValue()).toBe(someone.id);
    await expectAccessible(page, 'audit trail of a user');

    // The period by keyboard: from today on, the change is still there; to yesterday, it is gone.
    const now = new Date();
    const day = (date: Date) =>
      [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('-') +
      `-${date.getFullYear()}`;
    const iso = (date: Date) => day(date).split('-').reverse().join('-');
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    const from = page.getByRole('textbox', { name: a.filter.from, exact: true });
    const previousMonth = page.getByRole('button', {
      name: a.filter.calendar['previous-month'],
      exact: true,
    });
    // Typing opens the date's calendar; Escape closes it (and keeps the date typed).
    const closeCalendar = async (input: typeof from) => {
      await input.press('Escape');
      await previousMonth.waitFor({ state: 'detached' });
    };
    await from.fill(day(now));
    await closeCalendar(from);
    await expect.poll(() => searchOf(page.url()).from).toBe(iso(now));
    await expect.poll(() => tableCells(table)).toHaveLength(1);
    const to = page.getByRole('textbox', { name: a.filter.to, exact: true });
    await to.fill(day(yesterday));
    await closeCalendar(to);
    await expect.poll(() => searchOf(page.url()).to).toBe(iso(yesterday));
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('empty-state').innerText()).toBe(a.empty);
    await expectAccessible(page, 'audit trail without matches');
    // The calendar of a date, open: its arrows are named in the user's language.
    await from.click();
    await previousMonth.waitFor();
    await expectAccessible(page, 'audit trail: calendar');
    await closeCalendar(from);
    await page.getByRole('button', { name: a.filter['clear-date'] }).last().click();
    await expect.poll(() => searchOf(page.url()).to).toBeUndefined();
    await entries.first().waitFor();

    // The CSV of the view: the same entry, with who, the change and the hash.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: a.export, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-trail.csv');
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      'seq,time,actorKind,actorId,actorName,address,requestId,entity,entityId,action,before,after,hash',
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,user,${admin.id},${adminName},127.0.0.1,`);
    expect(csv[1]).toContain(`,user,${someone.id},update,`);
    expect(csv[1]).toContain(`Nieuw ${tag}`);
    // The same view through the API answers the same entry.
    const api = await callApi(page, 'GET', `/api/audit?entity=user&entityId=${someone.id}`);
    expect(api.status).toBe(200);
    expect((api.body as { entries: { actor: { name: string } }[] }).entries[0]?.actor.name).toBe(adminName);
  });

  it('the navigation leads administrators to the audit trail; a person filter finds what a user did', async () => {
    const { page, user: admin } = await signedInPage(browser, locale, ['ROLE_ADMIN', 'ROLE_USER_MANAGER']);
    const tag = uniqueTag();
    const created = await callApi(page, 'POST', '/api/user', {
      id: randomUUID(),
      email: `audit-${tag}@stroomlijn.test`,
      firstName: 'Kees',
      preposition: '',
      lastName: `Nieuw ${tag}`,
      personnelNumber: '',
    });
    expect(created.status).toBe(201);
    await mainNavigation(page, t).getByRole('link', { name: t.nav.audit, exact: true }).click();
    await waitForPath(page, '/audit');
    const person = page.getByRole('combobox', { name: a.filter.person });
    await person.click();
    await person.fill(admin.lastName);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: `${admin.firstName} ${admin.lastName} (${admin.email})` })
      .click();
    await expect.poll(() => searchOf(page.url())).toEqual({ person: admin.id });
    const table = page.getByRole('table', { name: a.title, exact: true });
    await expect
      .poll(async () => (await tableCells(table)).map((cells) => [cells[1], cells[4]]))
      .toContainEqual([`${admin.firstName} ${admin.lastName}`, a.action.create]);
    await expectAccessible(page, 'audit trail of a person');
  });
});
