import path from 'node:path';
import { addMonths, type ProcessModel } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { actionOf, actionsWorld } from './support/actions';
import { callApi } from './support/admin-area';
import { interpolate, LOCALES, textsFor, waitForPath } from './support/app';
import { useBrowser } from './support/browser';
import { expectOk } from './support/input-outputs';
import { modelInput, publishModel } from './support/process-models';
import { useStandInServer } from './support/stand-in-server';
import { createUser } from './support/users';

/**
 * The home page is each user's tasks: every kind a heading with its count and a list, or a line saying
 * there is nothing of the kind. Here: responses to review (the reviewer), open actions with the overdue
 * ones first (the holder), and models due for review (the reviewer's role owns one).
 */
const browser = useBrowser();
const running = useStandInServer();
const { signedIn, arrivedResponse } = actionsWorld(browser, running);
const DAY = 24 * 60 * 60 * 1000;

/** Moves the publish of the model's revision 1 to `at`, in the stand-in server's database. */
function backdate(id: string, at: number): void {
  const db = new Database(path.join(running.server.dataDir, 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('UPDATE process_model SET published_at = ? WHERE id = ?').run(at, id);
    db.prepare('UPDATE process_model_revision SET published_at = ? WHERE process_model_id = ?').run(at, id);
  } finally {
    db.close();
  }
}

describe.each(LOCALES)('home page tasks (%s)', (locale) => {
  const t = textsFor(locale);
  const tasks = t.home.tasks;

  it('each user sees their own tasks with counts; empty kinds say so in a line', async () => {
    const h = await arrivedResponse(locale);
    const modeler = await signedIn(locale, await createUser(['ROLE_MODELER'], {}, running.server.dataDir));
    const body = {
      ...modelInput({ name: `E2E herziening ${h.tag}`, owner: h.roles.reviewer }),
      reviewIntervalMonths: 12,
    };
    const created = (await expectOk(
      callApi(modeler, 'POST', '/api/process_model', body),
      'POST',
    )) as ProcessModel;
    await publishModel(modeler, created.id);
    backdate(created.id, addMonths(Date.now() - 5 * DAY, -12));

    // The reviewer: one response to review, one model due for review; no actions, no approvals.
    const reviewer = await signedIn(locale, h.reviewer);
    await reviewer.goto('/');
    const responses = reviewer.getByTestId('tasks-responses');
    await responses.getByRole('link', { name: h.subject }).waitFor();
    expect(await reviewer.getByTestId('tasks-responses-count').innerText()).toBe('1');
    const reviews = reviewer.getByTestId('tasks-reviews');
    await reviews.getByRole('link', { name: `E2E herziening ${h.tag}` }).waitFor();
    await reviews.getByText(t.governance.state.due, { exact: true }).waitFor();
    await reviewer.getByTestId('tasks-actions').getByText(tasks['actions-none']).waitFor();
    await reviewer.getByTestId('tasks-approvals').getByText(tasks['approvals-none']).waitFor();
    await expectAccessible(reviewer, 'home page with tasks');

    // The holder: two open actions, the overdue one first and marked.
    await actionOf(reviewer, h, 'Later bellen', { startDate: '01-12-2099', endDate: '03-12-2099' });
    await actionOf(reviewer, h, 'Dossier aanvullen', { startDate: '01-01-2020', endDate: '02-01-2020' });
    const holder = await signedIn(locale, h.holder);
    await holder.goto('/');
    const actions = holder.getByTestId('tasks-actions');
    await actions.getByRole('link', { name: 'Later bellen' }).waitFor();
    expect(await actions.getByRole('link').allInnerTexts()).toEqual(['Dossier aanvullen', 'Later bellen']);
    await actions.getByText(interpolate(tasks['actions-overdue_one'], { count: '1' })).waitFor();
    await holder.getByTestId('tasks-responses').getByText(tasks['responses-none']).waitFor();
    await expectAccessible(holder, 'home page with actions');
    await actions.getByRole('link', { name: 'Dossier aanvullen' }).click();
    await holder.waitForURL((url) => url.pathname.startsWith('/actions/my/'));

    // The reviewer's response opens the reviewer's page.
    await responses.getByRole('link', { name: h.subject }).click();
    await waitForPath(reviewer, `/actions/review/edit/${h.form.id}/${h.response.id}`);
  });
});
