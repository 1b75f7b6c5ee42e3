import { EVERYONE_ROLE, EVERYONE_ROLE_ID, SYSTEM_ROLE_IDS } from '@stroomlijn/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  field,
  linkTexts,
  listedOptions,
  pickOption,
  rowCells,
  rowWith,
  signedInPage,
  tableCells,
  uniqueTag,
} from './support/admin-area';
import { interpolate, isCall, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { ADMIN, createUser } from './support/users';

const browser = useBrowser();

const REFUSALS = /the server responded with a status of (403|409|422)\b/;

interface CreatedRole {
  id: string;
  name: string;
}

/** Creates a role through the API of the signed-in page. */
async function apiRole(page: Page, name: string, type: 'multi' | 'roles'): Promise<CreatedRole> {
  const id = await page.evaluate(() => crypto.randomUUID());
  const answer = await callApi(page, 'POST', '/api/role', {
    id,
    name,
    description: `${name} description`,
    type,
    tasksSummary: '',
    education: '',
    competences: '',
    screening: '',
  });
  expect(answer.status).toBe(201);
  return { id, name };
}

function roleRow(page: Page, name: string) {
  return rowWith(page.getByRole('table', { name: textsFor('en-US').roles.title }), name);
}

describe.each(LOCALES)('roles: create, edit, delete (%s)', (locale) => {
  const t = textsFor(locale);

  it('RO-01..RO-04, RO-10..RO-13, RO-02: the whole life of a role', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, locale);
    allowConsoleError(REFUSALS);
    const tag = uniqueTag();
    const name = `E2E rol ${tag}`;

    await page.goto('/users');
    await page
      .getByRole('navigation', { name: t['users-and-roles'].tabs })
      .getByRole('link', { name: t.roles.title })
      .click();
    await waitForPath(page, '/roles');
    await page.getByRole('heading', { level: 1, name: t.roles.title, exact: true }).waitFor();
    expect(await page.title()).toBe(`${t.roles.title} – ${t.app.name}`);
    const table = page.getByRole('table', { name: t.roles.title, exact: true });
    // RO-03
    await table.getByRole('columnheader').first().waitFor();
    expect((await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())).toEqual([
      t.roles.column.name,
      t.roles.column.description,
      t.roles.column.type,
      t.roles.column.actions,
    ]);

    // RO-10, RO-12, RO-13: the new-role form.
    await page.getByRole('link', { name: t.roles['new-link'], exact: true }).click();
    await waitForPath(page, '/roles/new');
    const dialog = page.getByRole('dialog', { name: t.roles.new.title });
    await field(dialog, t.roles.field.name).waitFor();
    const required = await dialog
      .locator('label')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.querySelector('[aria-hidden="true"]')?.textContent?.includes('*'))
          .map((label) => label.textContent?.replace(/\s*\*\s*$/, '').trim()),
      );
    expect(required).toEqual(expect.arrayContaining([t.roles.field.name, t.roles.field.description]));
    const radios = dialog.getByRole('radio');
    expect(
      await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['multi', 'roles']);

    const created = page.waitForRequest((request) => isCall(request, 'POST', '/api/role'));
    await field(dialog, t.roles.field.name).fill(name);
    await field(dialog, t.roles.field.description).fill('Leest en controleert');
    await field(dialog, t.roles.field['tasks-summary']).fill('Controleren');
    await field(dialog, t.roles.field.education).fill('HBO');
    await field(dialog, t.roles.field.competences).fill('Nauwkeurig');
    await field(dialog, t.roles.field.screening).fill('VOG');
    await dialog.getByRole('button', { name: t.common.save }).click();
    const body = (await created).postDataJSON() as { id: string };
    await page.getByTestId('form-success').waitFor();
    await waitForPath(page, '/roles');
    // RO-11
    expect((await callApi(page, 'GET', `/api/role/${body.id}`)).body).toMatchObject({
      id: body.id,
      name,
      description: 'Leest en controleert',
      type: 'multi',
      tasksSummary: 'Controleren',
      education: 'HBO',
      competences: 'Nauwkeurig',
      screening: 'VOG',
      deleted: false,
    });
    const row = rowWith(table, name);
    await row.waitFor();
    expect((await rowCells(row)).slice(0, 3)).toEqual([name, 'Leest en controleert', t['role-type'].multi]);
    // RO-04, RO-06, RO-07
    expect(await linkTexts(row)).toEqual([
      t.roles.action.edit,
      t.roles.action['user-roles'],
      t.roles.action.delete,
    ]);

    // RO-01: sorted by name, the built-in roles' seeded names as shown in the user's language.
    const listed = (await callApi(page, 'GET', '/api/role')).body as { id: string; name: string }[];
    const shown = listed
      .map((role) =>
        role.id === EVERYONE_ROLE_ID && role.name === EVERYONE_ROLE.name
          ? t['built-in-role'].everyone.name
          : role.name,
      )
      .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
    await expect.poll(async () => (await tableCells(table)).map((cells) => cells[0])).toEqual(shown);

    // RO-10, RO-13: edit; the type is shown, not chosen.
    // W1: the accessible name names the role.
    await row
      .getByRole('link', { name: interpolate(t.roles['action-name'].edit, { name }), exact: true })
      .click();
    await waitForPath(page, `/roles/${body.id}`);
    const edit = page.getByRole('dialog', { name: t.roles.edit.title });
    await expect.poll(() => field(edit, t.roles.field.name).inputValue()).toBe(name);
    expect(await edit.getByRole('radio').count()).toBe(0);
    expect(await field(edit, t.roles.field.type).inputValue()).toBe(t['role-type'].multi);
    await field(edit, t.roles.field.description).fill('Controleert alles');
    await edit.getByRole('button', { name: t.common.save }).click();
    await page.getByTestId('form-success').waitFor();
    await rowWith(table, 'Controleert alles').waitFor();

    // RO-14 (shown in the UI as a translated danger message): the type cannot be switched.
    const current = (await callApi(page, 'GET', `/api/role/${body.id}`)).body as Record<string, unknown>;
    const switched = await callApi(page, 'PUT', '/api/role', {
      ...current,
      type: 'roles',
      deleted: undefined,
    });
    expect((switched.body as { messageKey: string }).messageKey).toBe('unsupported-role-switch');

    // RO-10, RO-02: delete; back one step; the row is gone.
    await row
      .getByRole('link', { name: interpolate(t.roles['action-name'].delete, { name }), exact: true })
      .click();
    await waitForPath(page, `/roles/${body.id}/delete`);
    const confirm = page.getByRole('dialog', { name: t['role-delete'].title });
    await confirm.getByText(interpolate(t['role-delete'].question, { name })).waitFor();
    const historyLength = await page.evaluate(() => window.history.length);
    await confirm.getByRole('button', { name: t['role-delete'].confirm, exact: true }).click();
    await waitForPath(page, '/roles');
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    await row.waitFor({ state: 'detached' });
  });
});

describe('roles: link rules (en-US)', () => {
  const t = textsFor('en-US');

  it('RO-05..RO-09: links per type; ROLE_ADMIN users only for an administrator', async () => {
    const { page } = await signedInPage(browser, 'en-US');
    const tag = uniqueTag();
    const group = await apiRole(page, `E2E groep ${tag}`, 'roles');
    const multi = await apiRole(page, `E2E multi ${tag}`, 'multi');
    await page.goto('/roles');
    await roleRow(page, group.name).waitFor();
    // RO-05, RO-08: a roles-type role links to its roles, not to users.
    expect(await linkTexts(roleRow(page, group.name))).toEqual(['Edit', 'Roles', 'Delete']);
    expect(await roleRow(page, group.name).getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe(
      `/role-roles/${group.id}`,
    );
    // RO-06
    expect(await linkTexts(roleRow(page, multi.name))).toEqual(['Edit', 'Users', 'Delete']);
    expect(await roleRow(page, multi.name).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe(
      `/role-users/${multi.id}`,
    );
    // RO-07: system roles cannot be deleted; RO-09: no users link of ROLE_ADMIN for a non-administrator.
    expect(await linkTexts(roleRow(page, 'ROLE_MODELER'))).toEqual(['Edit', 'Users']);
    expect(await linkTexts(roleRow(page, 'ROLE_ADMIN'))).toEqual(['Edit']);
    // RO-08: every user holds ROLE_USER and Everyone: no users to assign, and Everyone is built in.
    expect(await linkTexts(roleRow(page, 'ROLE_USER'))).toEqual(['Edit']);
    expect(await linkTexts(roleRow(page, EVERYONE_ROLE.name))).toEqual(['Edit']);

    const admin = await signedInPage(browser, 'en-US', ['ROLE_USER_MANAGER', 'ROLE_ADMIN']);
    await admin.page.goto('/roles');
    await roleRow(admin.page, 'ROLE_ADMIN').waitFor();
    expect(await linkTexts(roleRow(admin.page, 'ROLE_ADMIN'))).toEqual(['Edit', 'Users']);
    expect(
      await roleRow(admin.page, 'ROLE_ADMIN').getByRole('link', { name: 'Users' }).getAttribute('href'),
    ).toBe(`/role-users/${SYSTEM_ROLE_IDS.ROLE_ADMIN}`);
    await roleRow(admin.page, 'ROLE_ADMIN').getByRole('link', { name: 'Users' }).click();
    await waitForPath(admin.page, `/role-users/${SYSTEM_ROLE_IDS.ROLE_ADMIN}`);
    // RO-24: the built-in administrator cannot be removed from ROLE_ADMIN.
    await admin.page.getByRole('searchbox', { name: t.users.filter.label }).fill(ADMIN.email);
    const adminRow = rowWith(admin.page, ADMIN.email);
    await adminRow.waitFor();
    expect(await linkTexts(adminRow)).toEqual([]);
  });
});

/** The role-user flow; shared by the languages. */
async function assignAndRemoveUser(page: Page, t: Texts, tag: string) {
  const role = await apiRole(page, `E2E toewijzing ${tag}`, 'multi');
  const member = await createUser([], { firstName: 'Lid', lastName: `Van ${tag}` });
  await page.goto('/roles');
  await rowWith(page, role.name).getByRole('link', { name: t.roles.action['user-roles'] }).click();
  await waitForPath(page, `/role-users/${role.id}`);
  const title = interpolate(t['role-users'].title, { name: role.name });
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByTestId('empty-state').waitFor();

  // RO-21
  await page.getByRole('link', { name: t['role-users']['add-link'] }).click();
  await waitForPath(page, `/role-users/${role.id}/add`);
  const dialog = page.getByRole('dialog', {
    name: interpolate(t['role-users'].add.title, { name: role.name }),
  });
  const sent = page.waitForRequest((request) => isCall(request, 'POST', '/api/user-role/add_user'));
  await pickOption(
    page,
    dialog.getByRole('combobox', { name: new RegExp(`^${t['role-users'].add.user}`) }),
    tag,
    `Lid Van ${tag} (${member.email})`,
  );
  await dialog.getByRole('button', { name: t['role-users'].add.submit, exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ roleId: role.id, id: member.id });
  await waitForPath(page, `/role-users/${role.id}`);
  await page.getByTestId('form-success').waitFor();
  // RO-20
  const row = rowWith(page, member.email);
  await row.waitFor();
  // US-14: the user's roles show the new role.
  const roles = (await callApi(page, 'GET', `/api/user-role/roles-from-user/${member.id}`)).body as {
    id: string;
  }[];
  expect(roles.map((held) => held.id)).toEqual([role.id]);

  // RO-22
  await row.getByRole('link', { name: t['role-users']['remove-link'] }).click();
  await waitForPath(page, `/role-users/${role.id}/${member.id}/remove`);
  const confirm = page.getByRole('dialog', { name: t['role-users'].remove.title });
  await confirm
    .getByText(
      interpolate(t['role-users'].remove.question, {
        name: `Lid Van ${tag} (${member.email})`,
        role: role.name,
      }),
    )
    .waitFor();
  const removed = page.waitForRequest((request) => isCall(request, 'POST', '/api/user-role/remove_user'));
  await confirm.getByRole('button', { name: t['role-users'].remove.confirm, exact: true }).click();
  expect((await removed).postDataJSON()).toEqual({ roleId: role.id, id: member.id });
  await waitForPath(page, `/role-users/${role.id}`);
  await row.waitFor({ state: 'detached' });
  await page.getByTestId('empty-state').waitFor();
  // Back to the roles.
  await page.getByRole('link', { name: t.roles.back }).click();
  await waitForPath(page, '/roles');
}

/** The role-role flow; shared by the languages. */
async function putRolesInsideRole(page: Page, t: Texts, tag: string) {
  const group = await apiRole(page, `E2E bundel ${tag}`, 'roles');
  const inner = await apiRole(page, `E2E binnen ${tag}`, 'multi');
  const otherGroup = await apiRole(page, `E2E andere bundel ${tag}`, 'roles');
  await page.goto('/roles');
  await rowWith(page, group.name).getByRole('link', { name: t.roles.action['role-roles'] }).click();
  await waitForPath(page, `/role-roles/${group.id}`);
  await page
    .getByRole('heading', { level: 1, name: interpolate(t['role-roles'].title, { name: group.name }) })
    .waitFor();

  // RO-26, RO-27
  await page.getByRole('link', { name: t['role-roles']['add-link'] }).click();
  const dialog = page.getByRole('dialog', {
    name: interpolate(t['role-roles'].add.title, { name: group.name }),
  });
  const combobox = dialog.getByRole('combobox', { name: new RegExp(`^${t['role-roles'].add.role}`) });
  await combobox.click();
  await combobox.fill(tag);
  await listedOptions(page).first().waitFor();
  const options = (await listedOptions(page).allInnerTexts()).map((text) => text.trim());
  expect(options).toEqual([inner.name]);
  expect(options).not.toContain(otherGroup.name);
  const sent = page.waitForRequest((request) => isCall(request, 'POST', '/api/user-role/add_role'));
  await listedOptions(page).filter({ hasText: inner.name }).click();
  await dialog.getByRole('button', { name: t['role-roles'].add.submit, exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ roleId: group.id, id: inner.id });
  await waitForPath(page, `/role-roles/${group.id}`);
  // RO-25
  const row = rowWith(page, inner.name);
  await row.waitFor();

  // RO-28
  await row.getByRole('link', { name: t['role-roles']['remove-link'] }).click();
  await waitForPath(page, `/role-roles/${group.id}/${inner.id}/remove`);
  const confirm = page.getByRole('dialog', { name: t['role-roles'].remove.title });
  await confirm
    .getByText(interpolate(t['role-roles'].remove.question, { name: inner.name, role: group.name }))
    .waitFor();
  const removed = page.waitForRequest((request) => isCall(request, 'POST', '/api/user-role/remove_role'));
  await confirm.getByRole('button', { name: t['role-roles'].remove.confirm, exact: true }).click();
  expect((await removed).postDataJSON()).toEqual({ roleId: group.id, id: inner.id });
  await waitForPath(page, `/role-roles/${group.id}`);
  await row.waitFor({ state: 'detached' });

  // RO-29: back goes to /roles.
  await page.getByRole('link', { name: t.roles.back }).click();
  await waitForPath(page, '/roles');
}

describe.each(LOCALES)('role assignments (%s)', (locale) => {
  const t = textsFor(locale);

  it('RO-20, RO-21, RO-22: add a user to a role and remove them again', async () => {
    const { page } = await signedInPage(browser, locale);
    await assignAndRemoveUser(page, t, uniqueTag());
  });

  it('RO-25..RO-29: put a role inside a role of type roles and take it out again', async () => {
    const { page } = await signedInPage(browser, locale);
    await putRolesInsideRole(page, t, uniqueTag());
  });
});

describe.each(LOCALES)('the special role Everyone (%s)', (locale) => {
  const t = textsFor(locale);

  it('RO-08, RO-27: Everyone has no users to assign and goes inside a role of type roles', async () => {
    // Shown in the user's language while it keeps its seeded name ('Iedereen' in Dutch).
    const everyone = t['built-in-role'].everyone.name;
    const { page } = await signedInPage(browser, locale, ['ROLE_USER_MANAGER', 'ROLE_ADMIN']);
    const group = await apiRole(page, `E2E iedereen ${uniqueTag()}`, 'roles');
    await page.goto(`/role-roles/${group.id}`);
    await page.getByRole('link', { name: t['role-roles']['add-link'] }).click();
    const dialog = page.getByRole('dialog', {
      name: interpolate(t['role-roles'].add.title, { name: group.name }),
    });
    const combobox = dialog.getByRole('combobox', { name: new RegExp(`^${t['role-roles'].add.role}`) });
    const sent = page.waitForRequest((request) => isCall(request, 'POST', '/api/user-role/add_role'));
    await pickOption(page, combobox, everyone, everyone);
    await dialog.getByRole('button', { name: t['role-roles'].add.submit, exact: true }).click();
    expect((await sent).postDataJSON()).toEqual({ roleId: group.id, id: EVERYONE_ROLE_ID });
    await waitForPath(page, `/role-roles/${group.id}`);
    await rowWith(page, everyone).waitFor();
    // Every user now holds the group, one made a moment ago too.
    const newcomer = await createUser([]);
    const holders = (await callApi(page, 'GET', `/api/user-role/selectable-users-by-role/${group.id}`))
      .body as {
      id: string;
    }[];
    expect(holders.map((holder) => holder.id)).toContain(newcomer.id);

    // By address: Everyone's users are not assigned, and nothing goes inside it.
    await page.goto(`/role-users/${EVERYONE_ROLE_ID}`);
    await page.getByTestId('role-users-info').getByText(t['role-users'].implicit).waitFor();
    expect(await page.getByRole('link', { name: t['role-users']['add-link'] }).count()).toBe(0);
    await page.goto(`/role-roles/${EVERYONE_ROLE_ID}`);
    await page
      .getByTestId('role-roles-info')
      .getByText(interpolate(t['role-roles'].everyone, { name: everyone }))
      .waitFor();
    expect(await page.getByRole('link', { name: t['role-roles']['add-link'] }).count()).toBe(0);

    await callApi(page, 'POST', '/api/user-role/remove_role', { roleId: group.id, id: EVERYONE_ROLE_ID });
  });
});

describe('role assignments: what is not possible (en-US)', () => {
  const t = textsFor('en-US');

  it('RO-23: a role of type roles cannot get users; the server refuses add_user', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, 'en-US');
    allowConsoleError(REFUSALS);
    const group = await apiRole(page, `E2E zonder gebruikers ${uniqueTag()}`, 'roles');
    await page.goto(`/role-users/${group.id}`);
    await page.getByTestId('role-users-info').waitFor();
    expect(await page.getByRole('link', { name: t['role-users']['add-link'] }).count()).toBe(0);
    const member = await createUser([]);
    const refused = await callApi(page, 'POST', '/api/user-role/add_user', {
      roleId: group.id,
      id: member.id,
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { messageKey: string }).messageKey).toBe('invalid-state');
  });

  it('W3: a user manager gets no remove link for an administrator; by address the refusal explains itself', async () => {
    const { page, allowConsoleError } = await signedInPage(browser, 'en-US');
    allowConsoleError(REFUSALS);
    const tag = uniqueTag();
    const holder = await createUser(['ROLE_ADMIN', 'ROLE_EDITOR'], { firstName: 'Beheer', lastName: tag });
    const colleague = await createUser(['ROLE_EDITOR'], { firstName: 'Collega', lastName: tag });
    await page.goto(`/role-users/${SYSTEM_ROLE_IDS.ROLE_EDITOR}`);
    await page.getByRole('searchbox', { name: t.users.filter.label }).fill(tag);
    const row = rowWith(page, holder.email);
    await row.waitFor();
    // The user who is not an administrator can be removed; the administrator offers no link.
    await rowWith(page, colleague.email)
      .getByRole('link', {
        name: interpolate(t['role-users']['remove-name'], { name: `Collega ${tag}` }),
        exact: true,
      })
      .waitFor();
    expect(await linkTexts(row)).toEqual([]);
    // A deep link still reaches the dialog; the refusal explains itself.
    await page.goto(`/role-users/${SYSTEM_ROLE_IDS.ROLE_EDITOR}/${holder.id}/remove`);
    const confirm = page.getByRole('dialog', { name: t['role-users'].remove.title });
    const refused = page.waitForResponse((response) =>
      isCall(response.request(), 'POST', '/api/user-role/remove_user'),
    );
    await confirm.getByRole('button', { name: t['role-users'].remove.confirm, exact: true }).click();
    expect((await refused).status()).toBe(403);
    await confirm.getByTestId('form-danger').waitFor();
    expect(await confirm.getByTestId('form-danger').innerText()).toBe(t['role-users']['admin-holder']);
    // Still held.
    const roles = (await callApi(page, 'GET', `/api/user-role/roles-from-user/${holder.id}`)).body as {
      id: string;
    }[];
    expect(roles.map((role) => role.id)).toContain(SYSTEM_ROLE_IDS.ROLE_EDITOR);
  });

  it('RO-09: a user manager cannot make anyone an administrator, not even by address', async () => {
    const { page, user, allowConsoleError } = await signedInPage(browser, 'en-US');
    allowConsoleError(REFUSALS);
    await page.goto(`/role-users/${SYSTEM_ROLE_IDS.ROLE_ADMIN}`);
    await page.getByTestId('role-users-info').waitFor();
    expect(await page.getByTestId('role-users-info').innerText()).toBe(t['role-users']['admin-only']);
    expect(await page.getByRole('link', { name: t['role-users']['add-link'] }).count()).toBe(0);
    const refused = await callApi(page, 'POST', '/api/user-role/add_user', {
      roleId: SYSTEM_ROLE_IDS.ROLE_ADMIN,
      id: user.id,
    });
    expect(refused.status).toBe(403);
  });
});
