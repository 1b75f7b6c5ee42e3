import { type SelectorItem, seededRoleTexts } from '@stroomlijn/domain';
import { describe, expect, it } from 'vitest';
import { callApi, field, listedOptions, signedInPage, uniqueTag } from './support/admin-area';
import { LOCALES, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { createModel, systemRole } from './support/process-models';
import { createRole } from './support/workflow-forms';

const browser = useBrowser();

describe.each(LOCALES)('role selects (%s)', (locale) => {
  const t = textsFor(locale);

  it("RO-19: an owner select offers 'not selected' first, then every role sorted by name, and filters", async () => {
    const tag = uniqueTag();
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER_MANAGER']);
    // Out of name order, with a capital and an accent, so that the order is the select's own.
    for (const name of [`zeta ${tag}`, `Älpha ${tag}`, `beta ${tag}`]) await createRole(page, name);
    const model = await createModel(page, { name: `E2E rollen ${tag}`, owner: systemRole('ROLE_MODELER') });
    await page.goto(`/process-model/${model.id}/edit`);
    const dialog = page.getByRole('dialog', { name: t['editor-dialogs'].info['edit-title'] });
    const owner = field(dialog, t['editor-dialogs'].info.owner);
    expect(await owner.inputValue()).toBe('ROLE_MODELER');

    await owner.click();
    await owner.fill('');
    const options = () => listedOptions(page).allInnerTexts();
    const roles = (await callApi(page, 'GET', '/api/role/selector')).body as SelectorItem[];
    // Everyone keeps its seeded name in the data and shows it in the user's language ('Iedereen').
    const shown = (role: SelectorItem) => {
      const seeded = seededRoleTexts(role.id);
      return seeded?.key === 'everyone' && role.name === seeded.name
        ? t['built-in-role'].everyone.name
        : role.name;
    };
    const collator = new Intl.Collator(locale === 'nl-NL' ? 'nl' : 'en', { sensitivity: 'base' });
    const byName = roles.map(shown).sort(collator.compare);
    await expect.poll(async () => (await options()).length).toBe(roles.length + 1);
    // The whole list: 'not selected' first, then every role of the selector, by name.
    expect(await options()).toEqual([t.select['not-selected'], ...byName]);
    expect((await options()).filter((name) => name.includes(tag))).toEqual([
      `Älpha ${tag}`,
      `beta ${tag}`,
      `zeta ${tag}`,
    ]);

    // It filters.
    await owner.fill(`eta ${tag}`);
    await expect.poll(options).toEqual([`beta ${tag}`, `zeta ${tag}`]);
    await owner.fill(`nothing ${tag}`);
    await page.getByText(t.select['no-results'], { exact: true }).waitFor();

    // 'Not selected' clears the role: an empty value.
    await owner.fill('');
    await listedOptions(page).filter({ hasText: t.select['not-selected'] }).first().click();
    await expect.poll(() => owner.inputValue()).toBe('');
    expect(await owner.getAttribute('placeholder')).toBe(t.select['not-selected']);
  });
});
