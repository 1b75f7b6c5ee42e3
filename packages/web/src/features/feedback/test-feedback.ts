import type { Feedback } from '@stroomlijn/domain';

export const MODEL = '10000000-0000-4000-8000-000000000001';

/** Feedback as the server answers it, open on the model's step 'Check invoice' unless told otherwise. */
export function feedbackOf(fields: Partial<Feedback> = {}): Feedback {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    processModelId: MODEL,
    processModelName: 'Invoices',
    revision: 1,
    step: { id: '30000000-0000-4000-8000-000000000001', name: 'Check invoice' },
    text: 'Finance first.',
    file: null,
    author: { id: '40000000-0000-4000-8000-000000000001', name: 'Rita Reader' },
    createdAt: 1_700_000_000_000,
    status: 'open',
    reason: null,
    doneInRevision: null,
    updatedAt: 1_700_000_000_000,
    ...fields,
  };
}
