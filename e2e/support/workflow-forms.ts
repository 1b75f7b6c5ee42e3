import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ProcessModel, RoleRef, WorkflowFormListItem, WorkflowResponsePage } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { callApi } from './admin-area';
import { dataDir as sharedDataDir } from './context';
import { createDefinition, expectOk } from './input-outputs';
import { createModel, workingCopy } from './process-models';

/**
 * Adds forms straight into the running server's SQLite file (table `workflow_forms`), for tests against
 * the shared server, which has no form service configured (so the screen cannot add them there).
 * `GET /api/workflow` lists them at once.
 */
export function insertWorkflowForms(
  names: readonly string[],
  dataDir: string = sharedDataDir(),
): WorkflowFormListItem[] {
  const forms = names.map((name) => ({
    id: randomUUID(),
    name,
    formId: String(200_000_000_000 + Math.floor(Math.random() * 99_999_999_999)),
  }));
  const db = new Database(path.join(dataDir, 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `INSERT INTO workflow_forms (id, form_id, name, processed_date, status, notifications_enabled, deleted,
         created_at)
       VALUES (?, ?, ?, NULL, 'active', 0, 0, ?)`,
    );
    const now = Date.now();
    db.transaction(() => {
      for (const form of forms) insert.run(form.id, form.formId, form.name, now);
    })();
  } finally {
    db.close();
  }
  return forms;
}

/** Creates a role of type multi through the API, as the page's user (a user manager). */
export async function createRole(page: Page, name: string): Promise<RoleRef> {
  const id = randomUUID();
  await expectOk(
    callApi(page, 'POST', '/api/role', {
      id,
      name,
      description: `${name} (e2e)`,
      type: 'multi',
      tasksSummary: '',
      education: '',
      competences: '',
      screening: '',
    }),
    `POST /api/role ${name}`,
  );
  return { id, name };
}

/** Gives the user the role, as the page's user (a user manager). */
export async function addUserToRole(page: Page, role: RoleRef, userId: string): Promise<void> {
  await expectOk(
    callApi(page, 'POST', '/api/user-role/add_user', { roleId: role.id, id: userId }),
    `add a user to ${role.name}`,
  );
}

/**
 * A model (start, one activity, end) whose activity uses a form definition (type jotform) of the
 * workflow form, created as the page's user (modeler and editor); published when asked.
 */
export async function formModel(
  page: Page,
  options: {
    name: string;
    workflowFormId: string;
    roles: { reviewer: RoleRef; drafter?: RoleRef; reader?: RoleRef; actionHolder?: RoleRef };
    publish: boolean;
  },
): Promise<ProcessModel> {
  const created = await createModel(page, { name: options.name, stepName: 'Intake' });
  const definition = await createDefinition(page, created.id, 'jotform', `${options.name} form`, {
    data: options.workflowFormId,
    reviewer: options.roles.reviewer,
    drafter: options.roles.drafter ?? null,
    reader: options.roles.reader ?? null,
    actionHolder: options.roles.actionHolder ?? null,
  });
  const model = await workingCopy(page, created.id);
  const activity = model.steps.find((step) => step.type === 'activity');
  if (!activity) throw new Error('the model has no activity');
  const groups = [
    {
      id: randomUUID(),
      stepId: activity.id,
      name: 'Intake',
      description: '',
      output: null,
      inputs: [definition.id],
    },
  ];
  const update = {
    id: model.id,
    info: model.info,
    owner: model.owner,
    manager: model.manager,
    steps: model.steps,
    groups,
    updatedAt: model.updatedAt,
  };
  if (options.publish) {
    return (await expectOk(
      callApi(page, 'POST', `/api/process_model/publish/${model.id}`, { model: update }),
      `save and publish ${options.name}`,
    )) as ProcessModel;
  }
  return (await expectOk(
    callApi(page, 'PUT', '/api/process_model', update),
    `save ${options.name}`,
  )) as ProcessModel;
}

/** The first page of the form's responses, as the page's user (an administrator). */
export async function responsesOf(page: Page, workflowFormId: string): Promise<WorkflowResponsePage> {
  return (await expectOk(
    callApi(page, 'GET', `/api/workflow/${workflowFormId}/responses/1`),
    `responses of ${workflowFormId}`,
  )) as WorkflowResponsePage;
}

/**
 * Waits until the form has `count` responses: a webhook is answered at once and processed after, so the
 * response lands a moment later. `describe` tells what the server did when it does not.
 */
export async function waitForResponses(
  page: Page,
  workflowFormId: string,
  count: number,
  describe: () => string,
  timeoutMs = 15_000,
): Promise<WorkflowResponsePage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await responsesOf(page, workflowFormId);
    if (answer.responses.length >= count) return answer;
    if (Date.now() > deadline)
      throw new Error(`${count} response(s) of ${workflowFormId} did not arrive:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the form counts `count` live responses (GET /api/workflow/{id}, as an administrator). */
export async function waitForResponseCount(
  page: Page,
  workflowFormId: string,
  count: number,
  describe: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const form = (await expectOk(callApi(page, 'GET', `/api/workflow/${workflowFormId}`), 'the form')) as {
      responseCount: number;
    };
    if (form.responseCount >= count) return;
    if (Date.now() > deadline)
      throw new Error(
        `${count} responses of ${workflowFormId} did not arrive (${form.responseCount}):\n${describe()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
