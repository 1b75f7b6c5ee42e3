/**
 * The workflow routes whose successful writes append one audit entry each (forms-audit, responses-audit
 * and actions-audit tests prove it). The webhook's responses are recorded as they are created, after
 * its answer; the poll's by the system.
 */
export const AUDITED_ROUTES: readonly string[] = [
  'POST /api/workflow/form',
  'DELETE /api/workflow/:id/delete',
  'POST /api/workflow/notification/:id/enable',
  'POST /api/workflow/notification/:id/disable',
  'POST /api/workflow/:id/status',
  'PUT /api/workflow/:id/response/:rid',
  'POST /api/workflow/:id/response/:rid/open',
  'POST /api/workflow/:id/response/:rid/comment',
  'DELETE /api/workflow/:id/response/:rid/close',
  'DELETE /api/workflow/:id/response/:rid/delete',
  'POST /api/workflow/:id/response/:rid/retry',
  'POST /api/workflow/hook/:secret',
  'POST /api/response-action',
  'PUT /api/response-action',
  'PUT /api/response-action/status',
  'DELETE /api/response-action/:formId/:responseId/:id',
];
