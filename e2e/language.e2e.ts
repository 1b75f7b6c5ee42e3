import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi } from './support/admin-area';
import {
  homeHeading,
  interpolate,
  NAVIGATION_RULES,
  navigationLinks,
  readStorage,
  type Texts,
  textsFor,
  translate,
  waitForPath,
} from './support/app';
import { type Locale, useBrowser } from './support/browser';
import { createUser, signInWithPassword } from './support/users';

const browser = useBrowser();

const en = textsFor('en-US');
const nl = textsFor('nl-NL');

/** The navigation links' labels must be the table's texts in `t` for the paths they lead to. */
async function expectNavigationIn(page: import('playwright-core').Page, t: Texts, paths?: string[]) {
  const links = await navigationLinks(page, t);
  if (paths) expect(links.map((link) => link.path)).toEqual(paths);
  for (const link of links) {
    const rule = NAVIGATION_RULES.find((item) => item.path === link.path);
    expect(rule, `navigation entry ${link.path}`).toBeDefined();
    expect(link.label).toBe(translate(t, rule!.labelKey));
  }
  return links.map((link) => link.path);
}

/** The signed-in user's info as the server gives it now (POST /api/security/info). */
const callInfo = async (page: import('playwright-core').Page) =>
  (await callApi(page, 'POST', '/api/security/info', {})).body as { language: string | null };

const documentLanguage = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.lang);

describe('language', () => {
  it('I18N-01: switching to Nederlands turns the shell Dutch, and the choice is remembered', async () => {
    const user = await createUser([], { firstName: 'Piet', lastName: 'Jansen' });
    const { page } = await browser.openPage({ locale: 'en-US' });
    await signInWithPassword(page, user.email, user.password);
    await homeHeading(page, en).waitFor();
    const paths = await expectNavigationIn(page, en);
    expect(await documentLanguage(page)).toBe('en');

    await page
      .getByRole('combobox', { name: en.language.label, exact: true })
      .selectOption({ label: 'Nederlands' });
    await homeHeading(page, nl).waitFor();
    await expectNavigationIn(page, nl, paths);
    await page
      .getByText(interpolate(nl.shell['signed-in-as'], { name: 'Piet Jansen' }), { exact: true })
      .waitFor();
    await page.getByText(nl.home.intro, { exact: true }).waitFor();
    expect(await documentLanguage(page)).toBe('nl');
    expect((await readStorage(page)).language).toBe('nl');

    await page.reload();
    await homeHeading(page, nl).waitFor();
    expect(await documentLanguage(page)).toBe('nl');
    const select = page.getByRole('combobox', { name: nl.language.label, exact: true });
    expect(await select.inputValue()).toBe('nl');

    // And back.
    await select.selectOption({ label: 'English' });
    await homeHeading(page, en).waitFor();
    await expectNavigationIn(page, en, paths);
    expect(await documentLanguage(page)).toBe('en');
  });

  it('I18N-01: the sign-in pages switch language too, and keep it after sign-in', async () => {
    const user = await createUser([]);
    const { page } = await browser.openPage({ locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: en.login.title, exact: true }).waitFor();
    await page
      .getByRole('combobox', { name: en.language.label, exact: true })
      .selectOption({ label: 'Nederlands' });
    await page.getByRole('heading', { level: 1, name: nl.login.title, exact: true }).waitFor();

    await page.getByRole('link', { name: nl.login.support, exact: true }).click();
    await waitForPath(page, '/support/login');
    await page.getByLabel(nl['support-login'].email, { exact: true }).fill(user.email);
    await page.getByLabel(nl['support-login'].password, { exact: true }).fill(user.password);
    await page.getByRole('button', { name: nl['support-login'].submit, exact: true }).click();
    await waitForPath(page, '/');
    await homeHeading(page, nl).waitFor();
  });

  it('I18N-01: a language chosen while signed in is saved for the user: a sign-in in a fresh English browser comes up in it', async () => {
    const user = await createUser([]);
    const first = await browser.openPage({ locale: 'en-US' });
    await signInWithPassword(first.page, user.email, user.password);
    await homeHeading(first.page, en).waitFor();
    const saved = first.page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/security/language') && response.request().method() === 'PUT',
    );
    await first.page
      .getByRole('combobox', { name: en.language.label, exact: true })
      .selectOption({ label: 'Nederlands' });
    expect((await saved).status()).toBe(204);
    await homeHeading(first.page, nl).waitFor();

    // Another browser, English, that never chose a language: it starts English, and Dutch once signed in.
    const { page } = await browser.openPage({ locale: 'en-US' });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: en.login.title, exact: true }).waitFor();
    await signInWithPassword(page, user.email, user.password);
    await homeHeading(page, nl).waitFor();
    expect(await documentLanguage(page)).toBe('nl');
    expect(await page.getByRole('combobox', { name: nl.language.label, exact: true }).inputValue()).toBe(
      'nl',
    );
    await expectAccessible(page, 'home after sign-in in the saved language');
    // Back to English there: the first browser's next sign-in follows.
    await page
      .getByRole('combobox', { name: nl.language.label, exact: true })
      .selectOption({ label: 'English' });
    await homeHeading(page, en).waitFor();
    await expect.poll(async () => (await callInfo(first.page)).language, { timeout: 5000 }).toBe('en');
  });

  it.each<[Locale, 'en' | 'nl']>([
    ['en-US', 'en'],
    ['nl-NL', 'nl'],
    ['fr-FR', 'en'],
  ])('I18N-01, I18N-02: a browser in %s starts in %s (English is the fallback)', async (locale, language) => {
    const t = language === 'nl' ? nl : en;
    const { page } = await browser.openPage({ locale });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: t.login.title, exact: true }).waitFor();
    await page.getByRole('link', { name: t.login['sign-in'], exact: true }).waitFor();
    expect(await documentLanguage(page)).toBe(language);
    expect(await page.getByRole('combobox', { name: t.language.label, exact: true }).inputValue()).toBe(
      language,
    );
  });
});
