import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SystemRole } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import type { E2eBrowser, Locale, WatchedPage } from './browser';
import { createUser, type E2eUser, signInWithPassword } from './users';

/** A short unique word for names in the shared database, e.g. 'q7x2k9'. */
export function uniqueTag(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** An input by its label, with or without Mantine's required marker ('Name *'). */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** A field inside a container (dialog, form) by its label. */
export function field(container: Page | Locator, label: string): Locator {
  return container.getByLabel(labelled(label));
}

function pageOf(container: Page | Locator): Page {
  return 'goto' in container ? container : container.page();
}

/** The table row that has a cell with exactly this text. */
export function rowWith(container: Page | Locator, text: string): Locator {
  return container
    .getByRole('row')
    .filter({ has: pageOf(container).getByRole('cell', { name: text, exact: true }) });
}

/** The texts of the links in a row, in order. */
export async function linkTexts(row: Locator): Promise<string[]> {
  return (await row.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/**
 * The accessible names of the links in a row, in order (their aria-label, else their text): each
 * names the row's subject, unlike the short visible texts of `linkTexts`.
 */
export async function linkNames(row: Locator): Promise<string[]> {
  return row
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => (link.getAttribute('aria-label') ?? link.textContent ?? '').trim()),
    );
}

/** The texts of the cells of every body row of a table (rows rendered by a virtual table only). */
export async function tableCells(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr:not([aria-hidden="true"])')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** The texts of the cells of one row. */
export async function rowCells(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** A fresh signed-in page of a new user holding these roles. */
export async function signedInPage(
  browser: E2eBrowser,
  locale: Locale,
  roles: readonly SystemRole[] = ['ROLE_USER_MANAGER'],
): Promise<WatchedPage & { user: E2eUser }> {
  const user = await createUser(roles);
  const watched = await browser.openPage({ locale });
  await signInWithPassword(watched.page, user.email, user.password);
  return { ...watched, user };
}

/** Writes a file in a new temporary directory and returns its path. */
export function tempFile(name: string, content: string): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'stroomlijn-e2e-upload-'));
  const file = path.join(directory, name);
  writeFileSync(file, content, 'utf8');
  return file;
}

/** Calls the API from inside the page (its session cookie), answering status and JSON body. */
export function callApi(
  page: Page,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, pathname, body }) => {
      const response = await fetch(pathname, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    },
    { method, pathname, body },
  );
}

/** The options of the open select's list (not those of native selects such as the language switch). */
export function listedOptions(page: Page): Locator {
  return page.getByRole('listbox').getByRole('option');
}

/** Picks an option of a Mantine select: opens it, types to narrow it down, clicks the option. */
export async function pickOption(
  page: Page,
  combobox: Locator,
  search: string,
  option: string,
): Promise<void> {
  await combobox.click();
  await combobox.fill(search);
  await listedOptions(page).filter({ hasText: option }).first().click();
}
