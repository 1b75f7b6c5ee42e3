// Kept apart from the schemas (zod), as the response statuses are: the web app names these statuses
// without building the workflow schemas.

/** Status of a workflow form (spec part 2 §3, §9). */
export const WORKFLOW_FORM_STATUSES = ['active', 'test', 'error'] as const;
export type WorkflowFormStatus = (typeof WORKFLOW_FORM_STATUSES)[number];

/**
 * Why the last read of a form from the form service failed, as a key the web app translates
 * (`error.<key>`, keys of the error catalogue); null while the form's status is not `error`.
 */
export const FORM_STATUS_MESSAGES = [
  'form-not-found',
  'form-service-unauthorized',
  'form-service-unavailable',
] as const;
export type FormStatusMessage = (typeof FORM_STATUS_MESSAGES)[number];
