import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { actionTexts as a, actionOf, actionsWorld, select } from './support/actions';
import { callApi, field } from './support/admin-area';
import { interpolate, LOCALES, type Texts, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { useStandInServer } from './support/stand-in-server';

const browser = useBrowser();
const running = useStandInServer();
const { signedIn, arrivedResponse } = actionsWorld(browser, running);

const heading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text, exact: true });

/** Opens a confirmation dialog by its address, checks it, and leaves it with Cancel (back to `back`). */
async function openConfirm(
  page: Page,
  t: Texts,
  path: string,
  title: string,
  question: string,
  back: string,
) {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(question, { exact: true }).waitFor();
  await expectAccessible(page, path);
  await dialog.getByRole('button', { name: t.common.cancel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await waitForPath(page, back);
}

describe.each(LOCALES)('review routes (%s)', (locale) => {
  const t = textsFor(locale);

  it('AC-14, AC-09: /review/view, /edit, /delete, /close and /open, and the actions’ /, /{id}/view, /{id}/edit and /{id}/delete open in the browser', async () => {
    const h = await arrivedResponse(locale);
    const reviewer = await signedIn(locale, h.reviewer);
    const ids = `${h.form.id}/${h.response.id}`;
    const name = `${h.response.internalId} ${h.subject}`;
    const action = await actionOf(reviewer, h, 'Bel de aanvrager');

    // AC-14: /review/view shows the response read-only, /review/edit with the reviewer's forms.
    await reviewer.goto(`/actions/review/view/${ids}`);
    await heading(reviewer, a(t).response['title-view']).waitFor();
    await reviewer.getByText(h.subject, { exact: true }).first().waitFor();
    expect(await reviewer.getByRole('link', { name: a(t).section.new }).count()).toBe(0);
    await expectAccessible(reviewer, 'review view');
    await reviewer.goto(`/actions/review/edit/${ids}`);
    await heading(reviewer, a(t).response['title-edit']).waitFor();
    await select(reviewer, t.workflows.response.status).waitFor();
    await field(reviewer, t.workflows.comment.field).waitFor();
    await reviewer.getByRole('link', { name: a(t).section.new, exact: true }).waitFor();

    // AC-09: the actions of the response: the list (/), one action (/{id}/view), its edit and delete.
    const base = `/actions/review/edit/${ids}`;
    await reviewer.goto(`${base}/`);
    await reviewer
      .getByRole('table', { name: a(t).section.title })
      .getByText('Bel de aanvrager')
      .waitFor();
    await reviewer.goto(`${base}/${action.id}/view`);
    const view = reviewer.getByRole('dialog', { name: a(t)['action-view'].title });
    await view.getByRole('cell', { name: 'Bel de aanvrager', exact: true }).waitFor();
    await view.getByRole('cell', { name: '03-12-2030', exact: true }).waitFor();
    await expectAccessible(reviewer, 'action view');
    await view.getByRole('button', { name: t.common.close }).click();
    await view.waitFor({ state: 'detached' });
    await waitForPath(reviewer, base);
    await reviewer.goto(`${base}/${action.id}/edit`);
    const edit = reviewer.getByRole('dialog', { name: a(t)['action-form']['edit-title'] });
    expect(await field(edit, a(t).field.action).inputValue()).toBe('Bel de aanvrager');
    await reviewer.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    const question = interpolate(a(t)['action-delete'].question, { name: 'Bel de aanvrager' });
    await openConfirm(
      reviewer,
      t,
      `${base}/${action.id}/delete`,
      a(t)['action-delete'].title,
      question,
      base,
    );

    // AC-14: the reviewer's confirmations over the review list.
    for (const change of ['close', 'delete'] as const) {
      const texts = a(t)[`response-${change}`];
      await openConfirm(
        reviewer,
        t,
        `/actions/review/${change}/${ids}`,
        texts.title,
        interpolate(texts.question, { name }),
        '/actions/review',
      );
    }
    // A finished response offers /review/open.
    expect(
      (await callApi(reviewer, 'DELETE', `/api/workflow/${h.form.id}/response/${h.response.id}/close`))
        .status,
    ).toBe(200);
    const open = a(t)['response-open'];
    await openConfirm(
      reviewer,
      t,
      `/actions/review/open/${ids}`,
      open.title,
      interpolate(open.question, { name }),
      '/actions/review',
    );
  });

  it('AC-18: a reader-only user is refused the reviewer view: 403 not-allowed from the API, "not allowed" on /review/view, /review/edit and the review dialogs', async () => {
    const h = await arrivedResponse(locale);
    const ids = `${h.form.id}/${h.response.id}`;
    const reviewer = await signedIn(locale, h.reviewer);
    const reader = await signedIn(locale, h.reader, /status of 403\b/);

    // Through the API: the reviewer-scoped read answers the reviewer, refuses the reader.
    const asReviewer = await callApi(reviewer, 'GET', `/api/workflow/response/review/${ids}`);
    expect(asReviewer.status).toBe(200);
    const refused = await callApi(reader, 'GET', `/api/workflow/response/review/${ids}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ messageKey: 'not-allowed' });
    // The reader still reads it as a reader (AC-19).
    expect((await callApi(reader, 'GET', `/api/workflow/response/read/${ids}`)).status).toBe(200);

    // Through the browser: only 'not allowed', none of the reviewer's forms.
    for (const mode of ['view', 'edit'] as const) {
      await reader.goto(`/actions/review/${mode}/${ids}`);
      await reader.getByTestId('page-error').getByText(t.error['not-allowed'], { exact: true }).waitFor();
      expect(await reader.getByText(h.subject, { exact: true }).count()).toBe(0);
      expect(await select(reader, t.workflows.response.status).count()).toBe(0);
      expect(await reader.getByRole('textbox').count()).toBe(0);
      expect(await reader.getByRole('link', { name: a(t).section.new }).count()).toBe(0);
      await expectAccessible(reader, `review ${mode} refused`);
    }
    for (const change of ['close', 'open', 'delete'] as const) {
      const texts = a(t)[`response-${change}`];
      await reader.goto(`/actions/review/${change}/${ids}`);
      const dialog = reader.getByRole('dialog', { name: texts.title });
      await dialog.getByText(t.error['not-allowed'], { exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: texts.confirm, exact: true }).count()).toBe(0);
    }
  });
});
