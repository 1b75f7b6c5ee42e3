import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The axe-core rules of WCAG 2.2 AA (and the A and AA rules of 2.0 and 2.1 it includes). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe-core that @axe-core/playwright runs, as the script it injects. */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** Details of violations only (much faster). */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

/**
 * axe-core's violations on the page. A page without frames is checked by axe-core in the page itself,
 * injected once per document: @axe-core/playwright checks each frame apart and puts the results together
 * in a page of its own, which took about 650 ms a screen against about 250 ms. A page with a frame (the
 * embedded form) is still checked that way, frames included.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) {
    // options() first, as it replaces what withTags() set.
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as { axe: { run(context: Document, o: RunOptions): Promise<AxeResults> } }
        ).axe.run(document, options)
      ).violations,
    RUN_OPTIONS,
  );
}

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
  const violations = await axeViolations(page);
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
