import { z } from 'zod';

/** A form of the external form service as `GET /api/workflow` lists it (spec part 2 §3). */
export const workflowFormListItemSchema = z
  .object({ id: z.uuid(), name: z.string(), formId: z.string() })
  .meta({ id: 'WorkflowFormListItem' });
export type WorkflowFormListItem = z.infer<typeof workflowFormListItemSchema>;

/** Status of a workflow form (spec part 2 §3). */
export const WORKFLOW_FORM_STATUSES = ['active', 'test', 'error'] as const;
export type WorkflowFormStatus = (typeof WORKFLOW_FORM_STATUSES)[number];
