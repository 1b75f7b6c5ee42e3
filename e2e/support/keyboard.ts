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

/**
 * In an open combobox, moves the keyboard selection to the (first) option whose text holds `name`: down,
 * or up when the selection is already past it, one press at a time as in `pressUntil`. Mantine's
 * combobox, once opened, moves its selection to the current value's option in a timeout; an arrow key
 * pressed before that ran moved from elsewhere, and Enter then chose another option than the one shown as
 * selected (under load, in about one run in eight). So the arrows wait for that timeout first.
 */
export async function arrowToOption(page: Page, name: string): Promise<void> {
  const options = listedOptions(page);
  await options.filter({ hasText: name }).first().waitFor();
  await page.evaluate(() => new Promise((resolve) => window.setTimeout(resolve, 0)));
  for (let press = 0; press < 12; press++) {
    const listed = await options.evaluateAll((all) =>
      all.map((option) => ({
        text: option.textContent?.trim() ?? '',
        selected: option.hasAttribute('data-combobox-selected'),
      })),
    );
    const at = listed.findIndex((option) => option.selected);
    const wanted = listed.findIndex((option) => option.text.includes(name));
    if (at === wanted) return;
    const key = at > wanted ? 'ArrowUp' : 'ArrowDown';
    const before = listed[at]?.text ?? null;
    await page.keyboard.press(key);
    await expect
      .poll(() => selectedOption(page), { timeout: 5_000, message: `${key} changed nothing` })
      .not.toEqual(before);
  }
  expect(await selectedOption(page), 'pressing the arrow keys 12 times').toContain(name);
}

/**
 * Counts the keys pressed on the page from now on: each `keyboard.press` is one key, each character a
 * `keyboard.type` types is one. A keyboard-only test reads it to hold its number of key presses down.
 */
export interface KeyCount {
  /** Every key: those pressed and the characters typed. */
  readonly count: number;
  /** The characters typed (names and the like), which no design of the keys saves. */
  readonly typed: number;
}

export function countKeys(page: Page): KeyCount {
  const keyboard = page.keyboard;
  const press = keyboard.press.bind(keyboard);
  const type = keyboard.type.bind(keyboard);
  const counter = { count: 0, typed: 0 };
  keyboard.press = (key, options) => {
    counter.count += 1;
    return press(key, options);
  };
  keyboard.type = (text, options) => {
    counter.count += [...text].length;
    counter.typed += [...text].length;
    return type(text, options);
  };
  return counter;
}
