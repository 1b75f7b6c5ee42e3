import { readFileSync } from 'node:fs';
import { NOT_SELECTED_FORM_ID, type ResponseActionPage } from '@stroomlijn/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { actionTexts as a, actionsWorld, createActionInDialog, select } from './support/actions';
import { callApi, field, listedOptions, rowWith } from './support/admin-area';
import { interpolate, LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { useStandInServer } from './support/stand-in-server';
import { waitForResponseCount } from './support/workflow-forms';

const browser = useBrowser();
const running = useStandInServer();
const { signedIn, arrivedResponse } = actionsWorld(browser, running);

describe.each(LOCALES)('actions (%s)', (locale) => {
  const t = textsFor(locale);

  it('AC-01, AC-02, AC-04..AC-06, AC-10, AC-13..AC-15, AC-19, AC-20, AC-24, WF-27, WF-28, AG-01, AG-02: review, two actions, the holder closes one, finish, not available', async () => {
    const h = await arrivedResponse(locale);
    const reviewer = await signedIn(locale, h.reviewer);

    // AC-01, AC-02: /actions opens my actions, with the tabs my, review and read.
    await reviewer.goto('/actions');
    await waitForPath(reviewer, '/actions/my');
    const tabs = reviewer.getByRole('navigation', { name: a(t).tabs });
    await tabs.getByRole('link', { name: a(t).tab.read }).waitFor();
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      a(t).tab.my,
      a(t).tab.review,
      a(t).tab.read,
    ]);

    // AC-13, AC-24: the review list, Ongoing by default, holds the response.
    await tabs.getByRole('link', { name: a(t).tab.review }).click();
    await waitForPath(reviewer, '/actions/review');
    await rowWith(reviewer.getByRole('table', { name: a(t).review.title }), h.subject).waitFor();
    expect(await select(reviewer, a(t).filter.status).inputValue()).toBe(a(t)['filter-status'].open);
    expect(await select(reviewer, a(t).filter.form).inputValue()).toBe(a(t).filter['all-forms']);
    const table = reviewer.getByRole('table', { name: a(t).review.title });
    const row = rowWith(table, h.subject);
    // AC-15: an open response offers edit and finish.
    const name = `${h.response.internalId} ${h.subject}`;
    await row
      .getByRole('link', { name: interpolate(a(t)['response-action-name'].close, { name }) })
      .waitFor();
    await row.getByRole('link', { name: interpolate(a(t)['response-action-name'].edit, { name }) }).click();
    await waitForPath(reviewer, `/actions/review/edit/${h.form.id}/${h.response.id}`);

    // AC-10: two actions for the holder; the response becomes Open.
    const holderName = `Hanna Holder ${h.tag}`;
    await createActionInDialog(reviewer, t, 'Bel de aanvrager', holderName);
    await createActionInDialog(reviewer, t, 'Plan het verlof', holderName, '31-12-2030');
    const actions = reviewer.getByRole('table', { name: a(t).section.title });
    await rowWith(actions, 'Plan het verlof')
      .getByRole('cell', { name: '31-12-2030', exact: true })
      .waitFor();
    await reviewer
      .getByText(t.workflows['response-status']['in-progress'], { exact: true })
      .first()
      .waitFor();

    // AC-03, AC-04, AC-05: the holder sees both, closes one with a remark, the answers below.
    const holder = await signedIn(locale, h.holder, /status of 409\b/);
    await holder.goto('/actions/my');
    const mine = holder.getByRole('table', { name: a(t).my.title });
    await rowWith(mine, 'Plan het verlof').waitFor();
    await rowWith(mine, 'Bel de aanvrager')
      .getByRole('link', { name: interpolate(a(t)['action-link-name'].edit, { name: 'Bel de aanvrager' }) })
      .click();
    await holder.getByText(h.subject, { exact: true }).waitFor();
    await select(holder, a(t).field.status).click();
    await listedOptions(holder)
      .filter({ hasText: a(t)['action-status'].closed })
      .click();
    await field(holder, a(t).field.remarks).fill('Gebeld, akkoord');
    const sent = holder.waitForRequest((request) => request.url().endsWith('/api/response-action/status'));
    await holder.getByRole('button', { name: t.common.save, exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({ status: 'closed', remarks: 'Gebeld, akkoord' });
    await holder.getByTestId('form-success').waitFor();

    // WF-27, WF-28: the review list shows 1/2 and a bar of 50 %.
    await reviewer.goto('/actions/review');
    const progress = rowWith(table, h.subject).getByTestId('response-progress');
    await progress.getByText('1/2', { exact: true }).waitFor();
    expect(await progress.locator('[data-percent]').getAttribute('data-percent')).toBe('50');
    expect(await progress.getAttribute('data-finished')).toBe('false');

    // AC-15: finish the response; it leaves the Ongoing list.
    await rowWith(table, h.subject)
      .getByRole('link', { name: interpolate(a(t)['response-action-name'].close, { name }) })
      .click();
    await reviewer
      .getByRole('dialog', { name: a(t)['response-close'].title })
      .getByRole('button', { name: a(t)['response-close'].confirm, exact: true })
      .click();
    await rowWith(table, h.subject).waitFor({ state: 'detached' });

    // AC-06: the holder's action is not available any more: it opens read-only, saying so first.
    await holder.goto('/actions/my');
    await rowWith(mine, 'Plan het verlof')
      .getByRole('link', { name: interpolate(a(t)['action-link-name'].view, { name: 'Plan het verlof' }) })
      .click();
    await holder.getByTestId('action-not-available').getByText(t.error['not-available']).waitFor();
    expect(await holder.getByRole('button', { name: t.common.save, exact: true }).count()).toBe(0);

    // AC-19: the reader sees the response read-only; AC-20: someone else is refused.
    const reader = await signedIn(locale, h.reader);
    await reader.goto('/actions/read');
    const read = reader.getByRole('table', { name: a(t).read.title });
    await rowWith(read, h.subject)
      .getByRole('link', { name: interpolate(a(t)['response-action-name'].view, { name }) })
      .click();
    await waitForPath(reader, `/actions/read/view/${h.form.id}/${h.response.id}`);
    await reader
      .getByRole('table', { name: a(t).section.title })
      .getByText('Plan het verlof')
      .waitFor();
    expect(await reader.getByRole('link', { name: a(t).section.new }).count()).toBe(0);
    const outsider = await signedIn(locale, h.outsider, /status of 403\b/);
    await outsider.goto(`/actions/read/view/${h.form.id}/${h.response.id}`);
    await outsider.getByTestId('page-error').getByText(t.error['not-allowed']).waitFor();

    // AG-01, AG-02: the agenda page shows the action and downloads calendar.ics, which parses.
    const mineNow = await callApi(holder, 'GET', `/api/response-action/user/${NOT_SELECTED_FORM_ID}/1`);
    const actionId = (mineNow.body as ResponseActionPage).actions.find(
      (x) => x.action === 'Plan het verlof',
    )?.id;
    const download = holder.waitForEvent('download');
    await holder.goto(`/agenda/${h.form.id}/${h.response.id}/${actionId}`);
    const file = await download;
    expect(file.suggestedFilename()).toBe('calendar.ics');
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    expect(new ICAL.Event(vevent).summary).toBe(`${h.subject}: Plan het verlof`);
    const agenda = holder.getByTestId('agenda-table');
    await agenda.getByRole('cell', { name: h.subject, exact: true }).waitFor();
    await agenda.getByRole('cell', { name: '31-12-2030', exact: true }).waitFor();
  });
});

describe.each(LOCALES)('actions filters (%s)', (locale) => {
  const t = textsFor(locale);
  const pageStatus = (page: number) => interpolate(t.pager.status, { page: String(page), totalPages: '2' });

  it('AC-22, AC-29: the filters survive a reload, and a filter change returns to page 1', async () => {
    const h = await arrivedResponse(locale);
    // 21 more responses of the same form: two pages of the review list.
    for (let i = 1; i <= 21; i++)
      await running.standIn.submit(h.form.formId, {
        subject: `Extra ${i} ${h.tag}`,
        userId: h.holder.id,
        processModelId: h.model.id,
      });
    await waitForResponseCount(h.adminPage, h.form.id, 22, running.diagnosis);
    const reviewer = await signedIn(locale, h.reviewer);
    await reviewer.goto('/actions/review');
    const pager = reviewer.getByTestId('pager-status');
    await pager.getByText(pageStatus(1), { exact: true }).waitFor();
    await reviewer
      .getByRole('button', { name: interpolate(t.pager.page, { page: '2' }), exact: true })
      .click();
    await pager.getByText(pageStatus(2), { exact: true }).waitFor();
    await select(reviewer, a(t).filter.status).click();
    await listedOptions(reviewer)
      .filter({ hasText: a(t)['filter-status'].all })
      .click();
    // AC-29: the filter change goes back to page 1.
    await pager.getByText(pageStatus(1), { exact: true }).waitFor();
    // AC-22: after a reload the filter is still All.
    await reviewer.reload();
    await pager.getByText(pageStatus(1), { exact: true }).waitFor();
    expect(await select(reviewer, a(t).filter.status).inputValue()).toBe(a(t)['filter-status'].all);
  });
});
