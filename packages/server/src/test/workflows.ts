import { randomUUID } from 'node:crypto';
import type { ProcessModel, RoleRef, WorkflowForm } from '@stroomlijn/domain';
import { expect } from 'vitest';
import type {
  FormService,
  ServiceForm,
  ServiceSubmission,
  ServiceWebhook,
} from '../integrations/form-service.js';
import { FormServiceError, type FormServiceFailure } from '../integrations/form-service.js';
import type { Client } from './client.js';
import { createDefinition } from './input-outputs.js';
import { asUpdate, createModel, graph, publish } from './process-models.js';

/**
 * The form-service contract held in memory, for the workflow module's tests that do not need the
 * JotForm adapter and its stand-in: forms, submissions, webhooks, and a failure to answer with.
 */
export interface MemoryFormService extends FormService {
  forms: Map<string, ServiceForm>;
  submissions: Map<string, ServiceSubmission>;
  hooks: Map<string, string[]>;
  /** Every call fails with this until it is set back to null. */
  failWith: FormServiceFailure | null;
  addForm(id: string, title: string): ServiceForm;
}

export function memoryFormService(): MemoryFormService {
  const service: MemoryFormService = {
    forms: new Map(),
    submissions: new Map(),
    hooks: new Map(),
    failWith: null,

    addForm(id, title) {
      const form: ServiceForm = {
        id,
        title,
        status: 'ENABLED',
        count: 0,
        createdAt: '2026-11-01 10:00:00',
        updatedAt: null,
        url: `https://form.jotform.com/${id}`,
      };
      service.forms.set(id, form);
      return form;
    },

    async form(formId) {
      check();
      const form = service.forms.get(formId);
      if (!form) throw new FormServiceError('not-found', `No form ${formId}`);
      return form;
    },

    async submission(submissionId) {
      check();
      const submission = service.submissions.get(submissionId);
      if (!submission) throw new FormServiceError('not-found', `No submission ${submissionId}`);
      return submission;
    },

    async *submissionsSince(formId, since) {
      check();
      const all = [...service.submissions.values()]
        .filter((s) => s.formId === formId && (since === null || s.createdAt >= since))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      yield* all;
    },

    async webhooks(formId): Promise<ServiceWebhook[]> {
      check();
      return (service.hooks.get(formId) ?? []).map((url, index) => ({ index: String(index), url }));
    },

    async addWebhook(formId, url) {
      check();
      service.hooks.set(formId, [...(service.hooks.get(formId) ?? []), url]);
    },

    async deleteWebhook(formId, index) {
      check();
      const hooks = [...(service.hooks.get(formId) ?? [])];
      hooks.splice(Number(index), 1);
      service.hooks.set(formId, hooks);
    },
  };

  function check(): void {
    if (service.failWith) throw new FormServiceError(service.failWith, `Failing with ${service.failWith}`);
  }

  return service;
}

/** A form id of the form service that no other test uses. */
let nextFormId = 243_000_000_000_000;
export function newServiceFormId(): string {
  nextFormId += 1;
  return String(nextFormId);
}

let nextSubmissionId = 5_934_521_874_562_100_000n;
/** A submission id of 19 digits, above 2^53 like the service's. */
export function newSubmissionId(): string {
  nextSubmissionId += 1n;
  return String(nextSubmissionId);
}

/** A submission of the service's form `formId` from `userId` for `processModelId`, stored in the service. */
export function addSubmission(
  service: MemoryFormService,
  fields: {
    formId: string;
    userId?: string;
    processModelId?: string;
    subject?: string;
    createdAt?: string;
    answers?: ServiceSubmission['answers'];
  },
): ServiceSubmission {
  const hidden = (questionId: string, name: string, value: string | undefined) =>
    value === undefined
      ? []
      : [{ questionId, name, order: Number(questionId), text: name, type: 'control_textbox', answer: value }];
  const submission: ServiceSubmission = {
    id: newSubmissionId(),
    formId: fields.formId,
    createdAt: fields.createdAt ?? '2026-11-20 14:05:09',
    updatedAt: null,
    status: 'ACTIVE',
    answers: [
      ...hidden('1', 'subject', fields.subject),
      {
        questionId: '2',
        name: 'remark',
        order: 2,
        text: 'Your remark',
        type: 'control_textarea',
        answer: 'It broke',
      },
      ...(fields.answers ?? []),
      ...hidden('20', 'userId', fields.userId),
      ...hidden('21', 'processModelId', fields.processModelId),
    ],
  };
  service.submissions.set(submission.id, submission);
  return submission;
}

/** Registers a new form of the service through the API as the administrator. */
export async function addWorkflowForm(
  admin: Client,
  service: MemoryFormService,
  title = 'Complaint',
): Promise<WorkflowForm> {
  const formId = newServiceFormId();
  service.addForm(formId, title);
  const response = await admin.post('/api/workflow/form', { id: randomUUID(), formId });
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
