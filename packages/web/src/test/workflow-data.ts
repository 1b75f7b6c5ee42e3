import type { ResponseAction, WorkflowForm, WorkflowResponse } from '@stroomlijn/domain';

/** Test data of the workflow and actions screens. */
export const FORM_ID = '5b7c1e2a-1111-4a2b-8c3d-000000000001';
export const OTHER_FORM_ID = '5b7c1e2a-1111-4a2b-8c3d-000000000002';

export function makeForm(fields: Partial<WorkflowForm> = {}): WorkflowForm {
  return {
    id: FORM_ID,
    formId: '241000000000001',
    name: 'Intake',
    processedDate: new Date(2026, 2, 4, 10, 0).getTime(),
    status: 'active',
    statusMessage: null,
    responseCount: 3,
    notificationsEnabled: false,
    retentionMonths: null,
    viewingLog: false,
    nextDeletionAt: null,
    updatedAt: new Date(2026, 2, 4, 10, 0).getTime(),
    ...fields,
  };
}

let next = 0;
export function makeResponse(fields: Partial<WorkflowResponse> = {}): WorkflowResponse {
  next += 1;
  return {
    id: `7c0e1c52-9a1b-4c8e-8a55-${String(next).padStart(12, '0')}`,
    internalId: next,
    responseId: '5800000000000000001',
    subject: `Request ${next}`,
    submissionDate: new Date(2026, 4, 6, 9, 30).getTime(),
    processedDate: new Date(2026, 4, 6, 9, 31).getTime(),
    status: 'new',
    errorMessage: null,
    reviewer: { id: '20000000-0000-4000-8000-000000000001', name: 'Reviewers' },
    sender: { id: '10000000-0000-4000-8000-000000000001', name: 'Jan van Dijk' },
    actionHolder: null,
    reader: null,
    remarks: '',
    comment: '',
    commenter: null,
    answers: [
      { questionId: '3', question: 'Your name', data: 'Jan van Dijk', type: 'control_fullname' },
      { questionId: '4', question: 'What do you need?', data: 'A new laptop', type: 'control_textarea' },
    ],
    actionHandledStatus: { total: 0, handled: 0 },
    formId: FORM_ID,
    updatedAt: new Date(2026, 4, 6, 9, 31).getTime(),
    ...fields,
  };
}

let nextAction = 0;
export function makeAction(fields: Partial<ResponseAction> = {}): ResponseAction {
  nextAction += 1;
  return {
    id: `9d1e2f3a-4b5c-4d6e-8f70-${String(nextAction).padStart(12, '0')}`,
    formId: FORM_ID,
    responseId: '7c0e1c52-9a1b-4c8e-8a55-000000000001',
    action: `Action ${nextAction}`,
    remarks: '',
    status: 'open',
    assignee: { id: '30000000-0000-4000-8000-000000000001', name: 'Hanna Holder' },
    owner: { id: '30000000-0000-4000-8000-000000000002', name: 'Rita Reviewer' },
    reviewer: { id: '20000000-0000-4000-8000-000000000001', name: 'Reviewers' },
    startDate: '01-12-2026',
    endDate: '03-12-2026',
    created: new Date(2026, 10, 20, 9, 0).getTime(),
    updated: new Date(2026, 10, 20, 9, 0).getTime(),
    available: true,
    ...fields,
  };
}
