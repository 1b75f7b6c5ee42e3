import type { Locator, Page } from 'playwright-core';
import { interpolate, type Texts } from './app';

/** The search box in the shell's header. */
export const searchBox = (page: Page, t: Texts) =>
  page.getByRole('combobox', { name: t.search.label, exact: true });

/** The list of hits under the search box. */
export const hitList = (page: Page) => page.getByRole('listbox');

/** The option of the hit with this title. */
export const hitOption = (page: Page, title: string) =>
  hitList(page)
    .getByRole('option')
    .filter({ has: page.locator('.search-hit-title', { hasText: title }) });

/** Types `text` a letter at a time, as a user does. */
export async function typeSlowly(box: Locator, text: string): Promise<void> {
  await box.pressSequentially(text, { delay: 60 });
}

/** Opens the home page, clicks the search box and types `text` letter by letter. */
export async function searchFor(page: Page, t: Texts, text: string): Promise<Locator> {
  await page.goto('/');
  const box = searchBox(page, t);
  await box.click();
  await typeSlowly(box, text);
  return box;
}

/** The search box's popup says that `q` found nothing (and shows no hit). */
export async function expectNoHits(page: Page, t: Texts, q: string): Promise<void> {
  await page
    .getByTestId('search-popup')
    .getByText(interpolate(t.search['no-results'], { q }), { exact: true })
    .waitFor();
  if ((await hitList(page).count()) !== 0)
    throw new Error(`"${q}" found hits: ${await hitList(page).innerText()}`);
}
