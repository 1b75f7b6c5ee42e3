import type { Page } from 'playwright-core';

/** A text of the locale with its {{variables}} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

/** The label of the focused item of the editor's outline (its own row, without the items below it), or null. */
export function focusedItem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const item = document.activeElement?.closest('[role="treeitem"]');
    const label = item && document.getElementById(item.getAttribute('aria-labelledby') ?? '');
    return label ? (label.textContent ?? '') : null;
  });
}

/** The text of the element that has the keyboard focus. */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}
