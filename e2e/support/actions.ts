import type { ResponseAction, WorkflowFormListItem, WorkflowResponse } from '@stroomlijn/domain';
import type { Locator, Page } from 'playwright-core';
import { SEED_FORMS } from '../../packages/server/src/integrations/jotform/stand-in/index.js';
import { callApi, field, labelled, pickOption, uniqueTag } from './admin-area';
import type { LOCALES, Texts } from './app';
import type { E2eBrowser } from './browser';
import { expectOk } from './input-outputs';
import type { StandInServer } from './stand-in-server';
import { createUser, type E2eUser, signInWithPassword } from './users';
import { addUserToRole, createRole, formModel, waitForResponses } from './workflow-forms';

type Locale = (typeof LOCALES)[number];

/** A Mantine select by its label. */
export const select = (container: Page | Locator, label: string) =>
  container.getByRole('combobox', { name: labelled(label) });

/** The actions area's texts. */
export const actionTexts = (t: Texts) => t.actions;

/**
 * The people and the response of the actions tests, on the stand-in server: `signedIn` opens a page of a
 * user, `arrivedResponse` brings a response in through the webhook, `anotherResponse` one more of its form.
 */
export function actionsWorld(browser: E2eBrowser, running: StandInServer) {
  async function signedIn(locale: Locale, user: E2eUser, refusals?: RegExp): Promise<Page> {
    const { page, allowConsoleError } = await browser.openPage({ locale, baseURL: running.server.baseUrl });
    if (refusals) allowConsoleError(refusals);
    await signInWithPassword(page, user.email, user.password);
    return page;
  }

  /**
   * A response that arrived through the webhook, of a published model whose form definition names a
   * reviewer, a reader and an action-holder role, each held by a user of its own.
   */
  async function arrivedResponse(locale: Locale) {
    const tag = uniqueTag();
    const dir = running.server.dataDir;
    const [admin, manager, reviewer, holder, reader, outsider] = await Promise.all([
      createUser(['ROLE_ADMIN'], {}, dir),
      createUser(['ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER'], {}, dir),
      createUser(['ROLE_USER'], { firstName: 'Rita', lastName: `Reviewer ${tag}` }, dir),
      createUser(['ROLE_USER'], { firstName: 'Hanna', lastName: `Holder ${tag}` }, dir),
      createUser(['ROLE_USER'], {}, dir),
      createUser(['ROLE_USER'], {}, dir),
    ]);
    const setup = await signedIn(locale, manager);
    const adminPage = await signedIn(locale, admin);
    const roles = {
      reviewer: await createRole(setup, `Reviewers ${tag}`),
      reader: await createRole(setup, `Readers ${tag}`),
      actionHolder: await createRole(setup, `Holders ${tag}`),
    };
    await addUserToRole(setup, roles.reviewer, reviewer.id);
    await addUserToRole(setup, roles.reader, reader.id);
    await addUserToRole(setup, roles.actionHolder, holder.id);
    const service = running.standIn.addForm({
      title: `E2E actions ${tag}`,
      questions: SEED_FORMS[0]?.questions,
    });
    const form = (await expectOk(
      callApi(adminPage, 'POST', '/api/workflow/form', { id: crypto.randomUUID(), formId: service.id }),
      'add the form',
    )) as WorkflowFormListItem;
    await expectOk(callApi(adminPage, 'POST', `/api/workflow/notification/${form.id}/enable`, {}), 'notify');
    const model = await formModel(setup, {
      name: `E2E actions model ${tag}`,
      workflowFormId: form.id,
      roles,
      publish: true,
    });
    const subject = `Verlof ${tag}`;
    await running.standIn.submit(service.id, { subject, userId: holder.id, processModelId: model.id });
    const [response] = (await waitForResponses(adminPage, form.id, 1, running.diagnosis)).responses;
    if (!response) throw new Error('no response');
    return {
      tag,
      form,
      serviceFormId: service.id,
      model,
      response,
      subject,
      roles,
      reviewer,
      holder,
      reader,
      outsider,
      adminPage,
    };
  }

  /** One more response of the same form and model, with `subject`, brought in through the webhook. */
  async function anotherResponse(h: ArrivedResponse, subject: string): Promise<WorkflowResponse> {
    const before = (await waitForResponses(h.adminPage, h.form.id, 1, running.diagnosis)).responses.length;
    await running.standIn.submit(h.serviceFormId, {
      subject,
      userId: h.holder.id,
      processModelId: h.model.id,
    });
    const page = await waitForResponses(h.adminPage, h.form.id, before + 1, running.diagnosis);
    const response = page.responses.find((each) => each.subject === subject);
    if (!response) throw new Error(`no response ${subject}`);
    return response;
  }

  return { signedIn, arrivedResponse, anotherResponse };
}

export type ArrivedResponse = Awaited<ReturnType<ReturnType<typeof actionsWorld>['arrivedResponse']>>;

/** An action for the holder, created by the reviewer through the API (POST /api/response-action). */
export async function actionOf(
  reviewer: Page,
  h: ArrivedResponse,
  action: string,
  fields: Record<string, unknown> = {},
): Promise<ResponseAction> {
  return (await expectOk(
    callApi(reviewer, 'POST', '/api/response-action', {
      id: crypto.randomUUID(),
      formId: h.form.id,
      responseId: h.response.id,
      action,
      remarks: '',
      status: 'open',
      assignee: { id: h.holder.id, name: '' },
      startDate: '01-12-2030',
      endDate: '03-12-2030',
      ...fields,
    }),
    `create ${action}`,
  )) as ResponseAction;
}

/** Creates an action in the new-action dialog of the reviewer's page. */
export async function createActionInDialog(
  page: Page,
  t: Texts,
  text: string,
  assignee: string,
  endDate?: string,
) {
  const a = actionTexts(t);
  await page.getByRole('link', { name: a.section.new, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: a['action-form']['new-title'] });
  await field(dialog, a.field.action).fill(text);
  await pickOption(page, select(dialog, a.field.assignee), 'Hanna', assignee);
  if (endDate) {
    const end = field(dialog, a.field['end-date']);
    await end.fill(endDate);
    await end.press('Tab');
  }
  await dialog.getByRole('button', { name: t.common.save }).click();
  await dialog.waitFor({ state: 'detached' });
}
