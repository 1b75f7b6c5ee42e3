import {
  type Acknowledgement,
  type AcknowledgementDetail,
  compareModels,
  NO_ROLE,
  type ProcessModel,
  type Step,
  sampleId,
} from '@stroomlijn/domain';
import { makeModel, modelId } from './process-models';

export const MODEL = modelId();
export const CLERK = { id: '20000000-0000-4000-8000-000000000011', name: 'Clerk' };
export const [S, A, R, N, E] = [1, 2, 3, 4, 5].map(sampleId) as [string, string, string, string, string];

const step = (stepId: string, type: Step['type'], name: string, next?: string): Step => ({
  id: stepId,
  type,
  name,
  children: next ? [{ id: next, weight: 1 }] : [],
  actor: NO_ROLE,
});
/** Revision 1: start → Check (clerk) → Fax → end. Revision 2: Check renamed, Fax replaced by Pay. */
const first = [
  step(S, 'start', '', A),
  { ...step(A, 'activity', 'Check', R), actor: CLERK },
  step(R, 'activity', 'Fax', E),
];
const second = [
  step(S, 'start', '', A),
  { ...step(A, 'activity', 'Check invoice', N), actor: CLERK },
  step(N, 'activity', 'Pay', E),
];
const model = (steps: Step[], revision: number, fields: Partial<ProcessModel> = {}): ProcessModel =>
  makeModel({
    id: MODEL,
    revision,
    info: { name: 'Invoices', description: '' },
    steps: [...steps, step(E, 'end', '')],
    ...fields,
  });
export const REVISION_2 = {
  revision: 2,
  changeNote: 'Pay instead of fax',
  model: model(second, 2, {
    status: 'published',
    publishedAt: 1_700_000_000_000,
    publishedBy: { name: 'Mia Modeler' },
    approvedBy: { name: 'Abel Approver' },
  }),
};

export function task(fields: Partial<Acknowledgement> = {}): Acknowledgement {
  return {
    processModelId: MODEL,
    modelName: 'Invoices',
    revision: 2,
    publishedAt: 1_700_000_000_000,
    publishedBy: { name: 'Mia Modeler' },
    changeNote: 'Pay instead of fax',
    createdAt: 1_700_000_000_000,
    confirmedAt: null,
    replacedBy: null,
    ...fields,
  };
}

/** The clerk's task of revision 2: their step Check was renamed; Fax and Pay are someone else's. */
export function detail(fields: Partial<Acknowledgement> = {}, myStepIds = [A]): AcknowledgementDetail {
  return {
    acknowledgement: task(fields),
    difference: compareModels(model(first, 1), model(second, 2)),
    myStepIds,
  };
}
