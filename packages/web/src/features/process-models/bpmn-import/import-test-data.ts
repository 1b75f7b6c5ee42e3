import {
  type BpmnImportPreview,
  type BpmnImportReportItem,
  type BpmnImportResult,
  NO_ROLE,
  type Step,
  sampleId,
} from '@stroomlijn/domain';

// A file with two pools: "Order handling" (two lanes, an embedded sub-process "Check stock") and
// "Returns", refused for a loop that never leads on.

export const SALES = { id: '20000000-0000-4000-8000-000000000021', name: 'Sales' };
export const CLERK = { id: '20000000-0000-4000-8000-000000000022', name: 'Clerk' };
/** The actor id the preview gives the lane without a match (a role to create). */
export const NEW_WAREHOUSE = '20000000-0000-4000-8000-000000000023';
export const ROLES = [CLERK, SALES];

const WAREHOUSE = { id: NEW_WAREHOUSE, name: 'Warehouse' };
const id = (n: number) => sampleId(900 + n);

const step = (n: number, type: Step['type'], name: string, next: number | null, actor = NO_ROLE): Step => ({
  id: id(n),
  type,
  name,
  children: next === null ? [] : [{ id: id(next), weight: 1 }],
  actor,
});

const orderSteps: Step[] = [
  step(1, 'start', '', 2),
  step(2, 'activity', 'Take order', 3, SALES),
  {
    ...step(3, 'subprocess', 'Check stock', 4, WAREHOUSE),
    process: { id: id(99), name: 'Check stock', actor: NO_ROLE, revision: 0 },
  },
  step(4, 'end', '', null),
];
const stockSteps: Step[] = [
  step(11, 'start', '', 12),
  step(12, 'activity', 'Count shelves', 13, WAREHOUSE),
  step(13, 'end', '', null),
];

export const item = (
  elementId: string,
  fields: Partial<BpmnImportReportItem> & Pick<BpmnImportReportItem, 'outcome' | 'reason'>,
): BpmnImportReportItem => ({
  elementId,
  elementType: 'task',
  name: '',
  model: 'Process_1',
  detail: '',
  ...fields,
});

export const REPORT: BpmnImportReportItem[] = [
  item('Process_1', {
    elementType: 'process',
    name: 'Order handling',
    model: null,
    outcome: 'kept',
    reason: 'model',
    detail: 'Order handling',
  }),
  item('Task_1', { elementType: 'userTask', name: 'Take order', outcome: 'kept', reason: 'activity' }),
  item('Gateway_1', {
    elementType: 'inclusiveGateway',
    outcome: 'approximated',
    reason: 'gateway-as-choice',
  }),
  item('Flow_7', {
    elementType: 'sequenceFlow',
    name: 'in stock',
    outcome: 'left-out',
    reason: 'flow-name',
  }),
  item('Task_9', {
    elementType: 'task',
    name: 'Retry',
    model: 'Process_2',
    outcome: 'refused',
    reason: 'loop-without-exit',
  }),
];

export function makePreview(fields: Partial<BpmnImportPreview> = {}): BpmnImportPreview {
  return {
    models: [
      {
        key: 'Process_1',
        id: id(97),
        name: 'Order handling',
        description: '',
        parentKey: null,
        steps: orderSteps,
        groups: [
          {
            id: id(50),
            stepId: id(2),
            name: 'Documentation',
            description: 'Write the order down.',
            output: null,
            inputs: [],
          },
        ],
        refusal: null,
      },
      {
        key: 'Process_2',
        id: id(98),
        name: 'Returns',
        description: '',
        parentKey: null,
        steps: [],
        groups: [],
        refusal: { reason: 'loop-without-exit', elements: [{ id: 'Task_9', name: 'Retry' }] },
      },
      {
        key: 'SubProcess_1',
        id: id(99),
        name: 'Check stock',
        description: '',
        parentKey: 'Process_1',
        steps: stockSteps,
        groups: [],
        refusal: null,
      },
    ],
    lanes: [
      { key: 'sales', name: 'Sales', match: SALES, actorId: SALES.id },
      { key: 'warehouse', name: 'Warehouse', match: null, actorId: NEW_WAREHOUSE },
    ],
    report: REPORT,
    ...fields,
  };
}

export const RESULT: BpmnImportResult = {
  models: [
    { id: '50000000-0000-4000-8000-000000000901', name: 'Order handling', key: 'Process_1' },
    { id: '50000000-0000-4000-8000-000000000902', name: 'Check stock', key: 'SubProcess_1' },
  ],
  roles: [{ id: '20000000-0000-4000-8000-000000000024', name: 'Warehouse' }],
};
