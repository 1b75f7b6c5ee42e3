import path from 'node:path';
import { addMonths, type ProcessModel } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { callApi, signedInPage, uniqueTag } from './support/admin-area';
import { interpolate, LOCALES, type Texts, tabTo, textsFor, waitForPath } from './support/app';
import type { Locale } from './support/browser';
import { useBrowser } from './support/browser';
import { dataDir } from './support/context';
import { expectOk } from './support/input-outputs';
import { arrowToOption } from './support/keyboard';
import {
  createModel,
  createPublishedModel,
  type ModelOptions,
  modelInput,
  publishModel,
  steps,
  systemRole,
  toolbarButton,
  workingCopy,
} from './support/process-models';

/**
 * Issue 18 §3: a modeler sets a model's review interval in the editor's model information and saves it;
 * the governance overview lists models without owner or manager, reviews upcoming, due and overdue,
 * working copies unpublished for long, and published models opening an older subprocess revision.
 * Times in the past (an old publish, an old draft) are written into the shared server's SQLite file, as
 * other tests write users and forms there: the server has no clock to set.
 */
const browser = useBrowser();

const DAY = 24 * 60 * 60 * 1000;
const ROLES = { owner: systemRole('ROLE_MODELER'), manager: systemRole('ROLE_USER') };

/** Changes times of a model straight in the database: its latest publish, or when its draft began. */
function backdate(
  model: { id: string; revision: number },
  times: { publishedAt?: number; draftSince?: number },
) {
  const db = new Database(path.join(dataDir(), 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => {
      if (times.publishedAt !== undefined) {
        db.prepare('UPDATE process_model SET published_at = ? WHERE id = ?').run(times.publishedAt, model.id);
        db.prepare(
          'UPDATE process_model_revision SET published_at = ? WHERE process_model_id = ? AND revision = ?',
        ).run(times.publishedAt, model.id, model.revision);
      }
      if (times.draftSince !== undefined)
        db.prepare('UPDATE process_model SET draft_since = ? WHERE id = ?').run(times.draftSince, model.id);
    })();
  } finally {
    db.close();
  }
}

/** Creates and publishes a model with a review interval (the create body carries it). */
async function publishedWithInterval(
  page: Page,
  options: ModelOptions,
  months: number,
): Promise<ProcessModel> {
  const body = { ...modelInput(options), reviewIntervalMonths: months };
  const created = (await expectOk(callApi(page, 'POST', '/api/process_model', body), 'POST')) as ProcessModel;
  return publishModel(page, created.id);
}

/** Renames the working copy and publishes it: the next revision. */
async function publishAgain(page: Page, id: string, name: string): Promise<ProcessModel> {
  const { info, owner, manager, groups, updatedAt, steps: graph } = await workingCopy(page, id);
  const model = { id, info: { ...info, name }, owner, manager, steps: graph, groups, updatedAt };
  return (await expectOk(
    callApi(page, 'POST', `/api/process_model/publish/${id}`, { model }),
    'publish again',
  )) as ProcessModel;
}

/** A date as the app shows it in this language (the page's Intl and time zone). */
function dateIn(page: Page, locale: Locale, at: number): Promise<string> {
  const language = locale === 'nl-NL' ? 'nl' : 'en';
  return page.evaluate(
    ([language, at]) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(at)),
    [language, at] as const,
  );
}

/** The text (content, not as drawn: badges are drawn in capitals) of each line of a section holding `tag`. */
function linesOf(page: Page, section: string, tag: string): Promise<string[]> {
  return page
    .getByTestId(`governance-${section}`)
    .locator(':scope > ul > li')
    .filter({ hasText: tag })
    .evaluateAll((items) => items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim() ?? ''));
}

/** Chooses an option of a focused-by-keyboard select: ArrowDown opens it, the arrows move, Enter picks. */
async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, option);
  await page.keyboard.press('Enter');
  await expect.poll(() => select.inputValue()).toBe(option);
}

describe.each(LOCALES)('governance overview (%s)', (locale) => {
  const t: Texts = textsFor(locale);
  const info = t['editor-dialogs'].info;
  const texts = t.governance;
  const months = (count: number) =>
    interpolate(info['review-interval-months_other'], { count: String(count) });
  const every = (count: number) => interpolate(texts.interval_other, { count: String(count) });

  it('issue 18: a review interval chosen in the model information and saved; the overview lists what needs attention', async () => {
    const { page } = await signedInPage(browser, locale, ['ROLE_MODELER', 'ROLE_USER']);
    const tag = uniqueTag();
    const invoices = await createPublishedModel(page, { name: `E2E invoices ${tag}`, ...ROLES });
    const purchasing = await publishedWithInterval(page, { name: `E2E purchasing ${tag}`, ...ROLES }, 6);
    const travel = await publishedWithInterval(page, { name: `E2E travel ${tag}`, ...ROLES }, 3);
    const intake = await createModel(page, { name: `E2E intake ${tag}`, owner: ROLES.owner });
    const accounts = await createPublishedModel(page, { name: `E2E accounts ${tag}`, ...ROLES });
    const onboarding = await createPublishedModel(page, {
      name: `E2E onboarding ${tag}`,
      ...ROLES,
      subprocess: accounts,
    });
    expect((await publishAgain(page, accounts.id, `E2E accounts 2 ${tag}`)).revision).toBe(2);

    // The editor: the model information's "Review every", chosen by keyboard; the next review date shows.
    await page.goto(`/process-model/${invoices.id}`);
    await steps(page).first().waitFor();
    await toolbarButton(page, t, t.editor.toolbar.edit).click();
    const dialog = page.getByRole('dialog', { name: info['edit-title'] });
    const interval = dialog.getByRole('combobox', { name: info['review-interval'], exact: true });
    expect(await interval.inputValue()).toBe(info.none);
    await chooseByKeyboard(page, interval, months(12));
    const next = addMonths(invoices.publishedAt as number, 12);
    const nextText = interpolate(info['next-review'], { date: await dateIn(page, locale, next) });
    await dialog.getByText(nextText, { exact: true }).waitFor();
    await expectAccessible(page, 'model information');
    await tabTo(page, dialog.getByRole('button', { name: info.done, exact: true }), 5);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await toolbarButton(page, t, t.editor.toolbar.save).click();
    const save = page.getByRole('dialog', { name: t['editor-dialogs'].save.title });
    await save.getByRole('button', { name: t['editor-dialogs'].save.confirm, exact: true }).click();
    await save.waitFor({ state: 'detached' });
    expect(await workingCopy(page, invoices.id)).toMatchObject({
      reviewIntervalMonths: 12,
      reviewDate: next,
    });

    // Times in the past: invoices published 12 months and 40 days ago (overdue), purchasing's review in
    // 10 days (upcoming), travel's 5 days ago (due), intake's changes unpublished for 45 days.
    const now = Date.now();
    const published = {
      invoices: addMonths(now - 40 * DAY, -12),
      purchasing: addMonths(now + 10 * DAY, -6),
      travel: addMonths(now - 5 * DAY, -3),
    };
    backdate(invoices, { publishedAt: published.invoices });
    backdate(purchasing, { publishedAt: published.purchasing });
    backdate(travel, { publishedAt: published.travel });
    backdate(intake, { draftSince: now - 45 * DAY });

    // The information shows the passed date as overdue.
    await page.goto(`/process-model/${invoices.id}/edit`);
    const overdueText = interpolate(info['next-review-state'], {
      date: await dateIn(page, locale, addMonths(published.invoices, 12)),
      state: texts.state.overdue,
    });
    await dialog.getByText(overdueText, { exact: true }).waitFor();

    // The overview, from the process model list.
    await page.goto('/process-model');
    await page.getByRole('link', { name: texts.link, exact: true }).click();
    await waitForPath(page, '/process-model/governance');
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
    await page.getByTestId('governance-reviews').waitFor();
    expect(await linesOf(page, 'without-owner-or-manager', tag)).toEqual([
      `${intake.info.name}${texts['manager-missing']}`,
    ]);
    const reviewLine = async (
      model: ProcessModel,
      state: keyof typeof texts.state,
      at: number,
      count: number,
    ) =>
      `${model.info.name}${texts.state[state]}${interpolate(texts['review-date'], {
        date: await dateIn(page, locale, addMonths(at, count)),
      })} · ${every(count)}`;
    expect(await linesOf(page, 'reviews', tag)).toEqual([
      await reviewLine(invoices, 'overdue', published.invoices, 12),
      await reviewLine(purchasing, 'upcoming', published.purchasing, 6),
      await reviewLine(travel, 'due', published.travel, 3),
    ]);
    expect(await linesOf(page, 'stale-working-copies', tag)).toEqual([
      `${intake.info.name}${interpolate(texts['unpublished-since_other'], {
        date: await dateIn(page, locale, now - 45 * DAY),
        count: '45',
      })}`,
    ]);
    expect(await linesOf(page, 'outdated-subprocesses', tag)).toEqual([
      `${onboarding.info.name}${interpolate(texts.subprocess, {
        name: `E2E accounts 2 ${tag}`,
        used: '1',
        latest: '2',
      })}`,
    ]);
    await expectAccessible(page, 'governance overview');

    // A line's link by mouse: the model in the editor.
    await page
      .getByTestId('governance-outdated-subprocesses')
      .getByRole('link', { name: onboarding.info.name, exact: true })
      .click();
    await waitForPath(page, `/process-model/${onboarding.id}`);
    await steps(page).first().waitFor();

    // By keyboard: a missing manager opens the model information, where it is chosen.
    await page.goBack();
    const intakeLink = page
      .getByTestId('governance-without-owner-or-manager')
      .getByRole('link', { name: intake.info.name, exact: true });
    await intakeLink.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, `/process-model/${intake.id}/edit`);
    await dialog.getByRole('combobox', { name: info.manager, exact: true }).waitFor();
  });
});
