import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actionOf, actionsWorld } from './support/actions';
import { callApi, field, labelled, listedOptions, rowWith } from './support/admin-area';
import { LOCALES, type Texts, textsFor } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { useStandInServer } from './support/stand-in-server';

const browser = useBrowser();
const running = useStandInServer();
const { signedIn, arrivedResponse, anotherResponse } = actionsWorld(browser, running);

/**
 * Three responses of one form, brought in through the webhook, each as its reviewer left it: one new,
 * one closed, both without actions, and one whose holder has one of its two actions closed.
 */
async function responsesOfOneForm(locale: (typeof LOCALES)[number]) {
  const h = await arrivedResponse(locale);
  const reviewer = await signedIn(locale, h.reviewer);
  const closed = await anotherResponse(h, `Gesloten ${h.tag}`);
  await expectOk(
    callApi(reviewer, 'DELETE', `/api/workflow/${h.form.id}/response/${closed.id}/close`),
    'close the response',
  );
  const working = await anotherResponse(h, `Bezig ${h.tag}`);
  const ofWorking = { ...h, response: working };
  await actionOf(reviewer, ofWorking, `Bellen ${h.tag}`, { status: 'closed' });
  const openAction = await actionOf(reviewer, ofWorking, `Plannen ${h.tag}`);
  return {
    ...h,
    subjects: { closed: closed.subject, fresh: h.subject, working: working.subject },
    fresh: h.response,
    working,
    openAction: openAction.id,
  };
}

interface Bar {
  text: string;
  /** The drawn width of the bar as a share of its track, in per cent. */
  drawn: number;
  finished: string | null;
  colour: string;
}

/** The progress bar of the row of `subject`, as drawn. */
async function barOf(table: Locator, subject: string): Promise<Bar> {
  const progress = rowWith(table, subject).getByTestId('response-progress');
  await progress.waitFor();
  return progress.evaluate((element) => {
    const track = element.querySelector('.mantine-Progress-root') as HTMLElement;
    const section = element.querySelector('.mantine-Progress-section') as HTMLElement | null;
    const width = section ? section.getBoundingClientRect().width : 0;
    return {
      text: (element.textContent ?? '').trim(),
      drawn: Math.round((width / track.getBoundingClientRect().width) * 100),
      finished: element.getAttribute('data-finished'),
      colour: section ? getComputedStyle(section).backgroundColor : '',
    };
  });
}

function responseTable(page: Page, t: Texts, formName: string): Locator {
  return page.getByRole('table', { name: t.workflows.responses.title.replace('{{name}}', formName) });
}

describe.each(LOCALES)('responses (%s)', (locale) => {
  const t = textsFor(locale);

  it('WF-29, WF-30: on the response list a bar without actions is full when closed and empty otherwise; handling the last action marks it finished', async () => {
    const h = await responsesOfOneForm(locale);
    const admin = h.adminPage;
    await admin.goto(`/workflow/${h.form.id}/responses`);
    const table = responseTable(admin, t, h.form.name);

    // WF-29: no actions: full for the closed response, empty for the new one.
    const closed = await barOf(table, h.subjects.closed);
    const fresh = await barOf(table, h.subjects.fresh);
    expect(closed).toMatchObject({ text: '0/0', drawn: 100 });
    expect(fresh).toMatchObject({ text: '0/0', drawn: 0 });
    // WF-30: finished when handled equals total (0 of 0 too), drawn in the finished colour.
    expect([closed.finished, fresh.finished]).toEqual(['true', 'true']);
    const half = await barOf(table, h.subjects.working);
    expect(half).toMatchObject({ text: '1/2', drawn: 50, finished: 'false' });
    expect(half.colour).not.toBe(closed.colour);

    // The holder handles the last action on the screen.
    const holder = await signedIn(locale, h.holder);
    await holder.goto(`/actions/my/${h.form.id}/${h.working.id}/${h.openAction}/edit`);
    await holder.getByRole('combobox', { name: labelled(t.actions.field.status) }).click();
    await listedOptions(holder).filter({ hasText: t.actions['action-status'].closed }).click();
    await holder.getByRole('button', { name: t.common.save, exact: true }).click();
    await holder.getByTestId('form-success').waitFor();

    await admin.reload();
    const done = await barOf(table, h.subjects.working);
    expect(done).toMatchObject({ text: '2/2', drawn: 100, finished: 'true', colour: closed.colour });
  });

  it('ER-16: without reviewer, reader or admin rights a response is refused: not-allowed, shown as its text', async () => {
    const h = await arrivedResponse(locale);
    const path = `/api/workflow/${h.form.id}/response/${h.response.id}`;
    const outsider = await signedIn(locale, h.outsider, /status of 403\b/);
    const refused = await callApi(outsider, 'GET', path);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ messageKey: 'not-allowed' });
    for (const user of [h.reviewer, h.reader]) {
      expect((await callApi(await signedIn(locale, user), 'GET', path)).status).toBe(200);
    }
    expect((await callApi(h.adminPage, 'GET', path)).status).toBe(200);

    for (const screen of ['read/view', 'review/view']) {
      await outsider.goto(`/actions/${screen}/${h.form.id}/${h.response.id}`);
      await outsider.getByTestId('page-error').getByText(t.error['not-allowed'], { exact: true }).waitFor();
    }
    // The reader does see it.
    const reader = await signedIn(locale, h.reader);
    await reader.goto(`/actions/read/view/${h.form.id}/${h.response.id}`);
    await reader.getByText(h.subject).first().waitFor();
    expect(await reader.getByTestId('page-error').count()).toBe(0);
  });

  it('I18N-08: the date picker picks one date, never a range', async () => {
    const h = await arrivedResponse(locale);
    const reviewer = await signedIn(locale, h.reviewer);
    await reviewer.goto(`/actions/review/edit/${h.form.id}/${h.response.id}`);
    await reviewer.getByRole('link', { name: t.actions.section.new, exact: true }).click();
    const dialog = reviewer.getByRole('dialog', { name: t.actions['action-form']['new-title'] });
    const end = field(dialog, t.actions.field['end-date']);
    const day = (n: number) =>
      reviewer.locator('button[class*="-day"]:not([data-outside])').filter({ hasText: new RegExp(`^${n}$`) });
    const month = async () => (await end.inputValue()).slice(2);

    await end.click();
    await day(10).click();
    await expect.poll(() => end.inputValue()).toMatch(/^10-\d{2}-\d{4}$/);
    const picked = await month();
    // A second day replaces the first: one date, nothing between them marked as a range.
    await end.click();
    await day(20).click();
    await expect.poll(() => end.inputValue()).toBe(`20${picked}`);
    await end.click();
    await day(20).waitFor();
    expect(
      await reviewer.locator('[data-in-range], [data-first-in-range], [data-last-in-range]').count(),
    ).toBe(0);
    expect(await reviewer.locator('button[class*="-day"][data-selected]').count()).toBe(1);
  });
});
