import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The axe-core rules of WCAG 2.2 AA (and the A and AA rules of 2.0 and 2.1 it includes). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The violations on the page once its transitions have ended, as readable lines: rule, element, and
 * the failing figures. A dialog still fading in blends its colours with what lies below, and axe would
 * measure the contrast of that passing moment.
 */
export async function violationsOf(page: Page, screen: string): Promise<string[]> {
  // A loader's endless spin is not a transition: only animations that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    // Details of violations only (much faster); options() first, as it replaces what withTags() set.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
      return `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${why}`;
    }),
  );
}

/** Fails on any WCAG 2.2 AA violation (axe-core) on the page as it is. */
export async function expectAccessible(page: Page, screen = 'page'): Promise<void> {
  expect(await violationsOf(page, screen)).toEqual([]);
}
