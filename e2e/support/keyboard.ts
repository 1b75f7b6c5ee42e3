import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { listedOptions } from './admin-area';

/**
 * Presses `key` until `done` holds for what `read` gives, one press at a time: after each press it waits
 * until the value has changed, so that a key is never pressed before the page has caught up with the one
 * before (under load a quick second press would skip an item or an option).
 */
export async function pressUntil<T>(
  page: Page,
  key: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  limit = 30,
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const before = await read();
    if (done(before)) return;
    await page.keyboard.press(key);
    await expect.poll(read, { timeout: 5_000, message: `${key} changed nothing` }).not.toEqual(before);
  }
  expect(done(await read()), `pressing ${key} ${limit} times`).toBe(true);
}

/** Presses Tab until `done` (the browser moves the focus at once, so no wait between presses). */
export async function tabUntil(page: Page, done: () => Promise<boolean>, limit = 30): Promise<void> {
  for (let i = 0; i < limit && !(await done()); i++) await page.keyboard.press('Tab');
  expect(await done(), `pressing Tab ${limit} times`).toBe(true);
}

/** The text of the option a listed (open) combobox has selected by keyboard, or null. */
export function selectedOption(page: Page): Promise<string | null> {
  return listedOptions(page).evaluateAll(
    (options) =>
      options.find((option) => option.hasAttribute('data-combobox-selected'))?.textContent?.trim() ?? null,
  );
}

/** In an open combobox, moves the keyboard selection down to the (first) option whose text holds `name`. */
export async function arrowToOption(page: Page, name: string): Promise<void> {
  await listedOptions(page).filter({ hasText: name }).first().waitFor();
  await pressUntil(
    page,
    'ArrowDown',
    () => selectedOption(page),
    (selected) => !!selected?.includes(name),
    12,
  );
}
