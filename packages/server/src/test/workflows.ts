import { randomUUID } from 'node:crypto';
import type {
  ProcessModel,
  ResponseAction,
  RoleRef,
  WorkflowForm,
  WorkflowResponse,
  WorkflowResponsePage,
} from '@stroomlijn/domain';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { BuiltApp } from '../app.js';
import type { FormService, FormServiceFailure } from '../integrations/form-service.js';
import { jotformFormService } from '../integrations/jotform/index.js';
import {
  type FormServiceStandIn,
  type StandInForm,
  type StandInSubmission,
  startFormServiceStandIn,
} from '../integrations/jotform/stand-in/index.js';
import { type Client, signedInClient } from './client.js';
import { createDefinition } from './input-outputs.js';
import { asUpdate, createModel, graph, publish } from './process-models.js';
import { assignRoles, createRole } from './test-app.js';

const STAND_IN_API_KEY = 'workflow-test-key';

/** The questions of every service form of these tests: a subject, a remark and the two hidden fields. */
const QUESTIONS = [
  { qid: '1', name: 'subject', text: 'subject', order: 1 },
  { qid: '2', name: 'remark', text: 'Your remark', type: 'control_textarea', order: 2 },
  { qid: '20', name: 'userId', text: 'userId', order: 20, hidden: true },
  { qid: '21', name: 'processModelId', text: 'processModelId', order: 21, hidden: true },
];

/** What a submission of these tests answers; an answer left out is unanswered at the service. */
export interface SubmissionAnswers {
  userId?: string;
  processModelId?: string;
  subject?: string;
  /** Default 'It broke'. */
  remark?: string;
}

/** The ways a test makes the form service fail; `not-found` is simply an unknown form or submission id. */
export type ServiceFailure = Exclude<FormServiceFailure, 'not-found'>;

/**
 * The form service of a workflow test file: the JotForm stand-in on a loopback port (started before the
 * file's tests, closed after them) and the real JotForm adapter talking HTTP to it.
 */
export interface WorkflowFormService {
  /**
   * The JotForm adapter over loopback to the stand-in, for `useTestApp(…, { formService })`. It exists
   * before the stand-in listens (the app is declared at the top of the file), so each call goes to the
   * adapter made in `beforeAll` once the stand-in's address is known.
   */
  service: FormService;
  /** The running stand-in (its requests, deliveries, switches), inside tests and later hooks. */
  readonly standIn: FormServiceStandIn;
  /** A form of the service with the test questions, by default with a fresh id (`newServiceFormId`). */
  addForm(title: string, id?: string): StandInForm;
  /**
   * A submission of the service's form with these answers, created at `createdAt` ('YYYY-MM-DD HH:MM:SS',
   * default 2026-11-20 14:05:09), not posted to the form's webhooks: the tests deliver them themselves.
   */
  submit(formId: string, fields: SubmissionAnswers & { createdAt?: string }): Promise<StandInSubmission>;
  /**
   * Changes answers of a submission stored at the stand-in, as an edit of the submission at JotForm does
   * (same id, `updated_at` set); the stand-in's API has no edit call, so this reaches into its record.
   */
  editSubmission(submission: { id: string; form_id: string }, answers: SubmissionAnswers): void;
  /** The webhook URLs registered on the service's form, in the service's order. */
  webhooks(formId: string): string[];
  /**
   * Makes every API call of the adapter fail until set back with null (and after each test):
   * `unavailable` the service answers 503; `unauthorized` it no longer takes the key (`responseCode: 401`
   * inside a 200, as JotForm does); `refused` it answers that the account's daily limit is reached (429).
   */
  failWith(failure: ServiceFailure | null): void;
}

/** Call at the top of a test file, before `useTestApp`, and give the app its `service`. */
export function useWorkflowFormService(): WorkflowFormService {
  let running: { standIn: FormServiceStandIn; adapter: FormService } | null = null;
  const current = () => {
    if (!running) throw new Error('The form service stand-in runs from beforeAll to afterAll only');
    return running;
  };
  const adapter = () => current().adapter;

  beforeAll(async () => {
    const standIn = await startFormServiceStandIn({ apiKey: STAND_IN_API_KEY });
    running = {
      standIn,
      adapter: jotformFormService({ apiUrl: standIn.url, apiKey: STAND_IN_API_KEY, timeoutMs: 5000 }),
    };
  });
  afterEach(() => {
    if (running) failWith(null);
  });
  afterAll(async () => {
    await running?.standIn.close();
    running = null;
  });

  function failWith(failure: ServiceFailure | null): void {
    const { standIn } = current();
    standIn.setDown(failure === 'unavailable' ? '503' : false);
    standIn.setApiKey(failure === 'unauthorized' ? 'another-key' : STAND_IN_API_KEY);
    standIn.setLimitReached(failure === 'refused');
  }

  const service: FormService = {
    form: (formId) => adapter().form(formId),
    submission: (submissionId) => adapter().submission(submissionId),
    submissionsSince: (formId, since) => adapter().submissionsSince(formId, since),
    webhooks: (formId) => adapter().webhooks(formId),
    addWebhook: (formId, url) => adapter().addWebhook(formId, url),
    deleteWebhook: (formId, index) => adapter().deleteWebhook(formId, index),
  };

  return {
    service,
    get standIn() {
      return current().standIn;
    },
    addForm: (title, id = newServiceFormId()) =>
      current().standIn.addForm({ id, title, questions: QUESTIONS }),
    submit: (formId, { createdAt = '2026-11-20 14:05:09', ...answers }) =>
      current().standIn.submit(formId, answersByName(answers), { createdAt, deliver: false }),
    editSubmission(submission, answers) {
      const stored = current()
        .standIn.form(submission.form_id)
        .submissions.find((entry) => entry.id === submission.id);
      if (!stored) throw new Error(`The stand-in has no submission ${submission.id}`);
      for (const [name, value] of Object.entries(answers)) {
        const answer = Object.values(stored.answers).find((entry) => entry.name === name);
        if (!answer) throw new Error(`Submission ${submission.id} has no question named ${name}`);
        if (value === undefined) delete answer.answer;
        else answer.answer = value;
      }
      stored.updated_at = new Date().toISOString().slice(0, 19).replace('T', ' ');
    },
    webhooks: (formId) => [...current().standIn.form(formId).webhooks],
    failWith,
  };
}

/** The answers by question name, the remark 'It broke' unless given, unanswered ones left out. */
function answersByName(answers: SubmissionAnswers): Record<string, string> {
  const byName: Record<string, string | undefined> = { remark: 'It broke', ...answers };
  return Object.fromEntries(
    Object.entries(byName).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A form id of the form service that no other test uses. */
let nextFormId = 243_000_000_000_000;
export function newServiceFormId(): string {
  nextFormId += 1;
  return String(nextFormId);
}

/** Registers a new form of the service (with the test questions) through the API as the administrator. */
export async function addWorkflowForm(
  admin: Client,
  forms: WorkflowFormService,
  title = 'Complaint',
): Promise<WorkflowForm> {
  const serviceForm = forms.addForm(title);
  const response = await admin.post('/api/workflow/form', { id: randomUUID(), formId: serviceForm.id });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/**
 * A published process model whose activity uses a form definition (type jotform) of the workflow form,
 * with the given reviewer, reader and action-holder roles.
 */
export async function publishedFormModel(
  modeler: Client,
  workflowFormId: string,
  roles: {
    reviewer: RoleRef;
    reader?: RoleRef | null;
    actionHolder?: RoleRef | null;
    drafter?: RoleRef | null;
  },
): Promise<ProcessModel> {
  const steps = graph();
  const model = await createModel(modeler, { steps });
  const definition = await createDefinition(modeler, model.id, {
    type: 'jotform',
    data: workflowFormId,
    application: null,
    reviewer: roles.reviewer,
    reader: roles.reader ?? null,
    actionHolder: roles.actionHolder ?? null,
    drafter: roles.drafter ?? null,
  });
  const activity = steps.find((step) => step.type === 'activity');
  const group = {
    id: randomUUID(),
    stepId: activity?.id ?? '',
    name: 'Intake',
    description: '',
    output: null,
    inputs: [definition.id],
  };
  const saved = await modeler.put('/api/process_model', { ...asUpdate(model), groups: [group] });
  expect(saved.statusCode, saved.body).toBe(200);
  return publish(modeler, model.id);
}

/**
 * A response as the form service brings it in: a new form of the service, a published model whose
 * definition of it has `roles`, a submission of `senderId`, and one poll of the server.
 */
export async function receivedResponse(
  t: BuiltApp,
  forms: WorkflowFormService,
  clients: { admin: Client; modeler: Client },
  roles: { reviewer: RoleRef; reader?: RoleRef | null; actionHolder?: RoleRef | null },
  fields: { senderId: string; subject?: string; createdAt?: string },
): Promise<{ form: WorkflowForm; model: ProcessModel; response: WorkflowResponse }> {
  const form = await addWorkflowForm(clients.admin, forms, `Form ${randomUUID().slice(0, 8)}`);
  const model = await publishedFormModel(clients.modeler, form.id, roles);
  await forms.submit(form.formId, {
    userId: fields.senderId,
    processModelId: model.id,
    subject: fields.subject ?? 'Broken lamp',
    createdAt: fields.createdAt,
  });
  await t.jobs.get('formPolling').pollNow();
  const page = await clients.admin.get(`/api/workflow/${form.id}/responses/1`);
  expect(page.statusCode, page.body).toBe(200);
  const [response] = (page.json() as WorkflowResponsePage).responses;
  if (!response) throw new Error('The submission did not become a response');
  return { form, model, response };
}

/**
 * A response with subject `subject` and the people around it: its reviewer (Rita Reviewer), reader, two
 * action holders (the first Hanna Holder) and an outsider holding every system role but ROLE_ADMIN.
 */
export async function responseWithHandlers(
  t: BuiltApp,
  forms: WorkflowFormService,
  clients: { admin: Client; modeler: Client; sender: Client & { id: string } },
  subject: string,
) {
  const roles = {
    reviewer: await createRole(t),
    reader: await createRole(t),
    actionHolder: await createRole(t),
  };
  const [reviewer, reader, holder, otherHolder, outsider] = await Promise.all([
    signedInClient(t, [], { firstName: 'Rita', lastName: 'Reviewer' }),
    signedInClient(t),
    signedInClient(t, [], { firstName: 'Hanna', lastName: 'Holder' }),
    signedInClient(t),
    signedInClient(t, ['ROLE_USER', 'ROLE_MODELER', 'ROLE_EDITOR', 'ROLE_USER_MANAGER']),
  ]);
  await assignRoles(t, reviewer.id, [roles.reviewer.id]);
  await assignRoles(t, reader.id, [roles.reader.id]);
  await assignRoles(t, holder.id, [roles.actionHolder.id]);
  await assignRoles(t, otherHolder.id, [roles.actionHolder.id]);
  const { form, response } = await receivedResponse(t, forms, clients, roles, {
    senderId: clients.sender.id,
    subject,
  });
  return { roles, reviewer, reader, holder, otherHolder, outsider, form, response };
}

/** What an action of these tests needs: the response, its form, its reviewer and the action holder. */
export interface ActionTarget {
  form: { id: string };
  response: { id: string };
  reviewer: Client;
  holder: { id: string };
}

/** The body of `POST /api/response-action` for the holder, Dutch text, 1 to 3 December 2026. */
export function actionBody(target: ActionTarget, fields: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    formId: target.form.id,
    responseId: target.response.id,
    action: 'Bel de aanvrager',
    remarks: 'Vraag naar de coördinatie',
    status: 'open',
    assignee: { id: target.holder.id, name: 'Hanna Holder' },
    startDate: '01-12-2026',
    endDate: '03-12-2026',
    ...fields,
  };
}

/** An action created by the reviewer (201). */
export async function createdAction(
  target: ActionTarget,
  fields: Record<string, unknown> = {},
): Promise<ResponseAction> {
  const answer = await target.reviewer.post('/api/response-action', actionBody(target, fields));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}
