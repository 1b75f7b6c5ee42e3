/**
 * The routes of process documentation whose successful writes each append one audit entry: process
 * models, their approval and BPMN import, the business model, definitions, uploads, acknowledgements and
 * feedback (each proven in its module's `*-audit.test.ts`).
 */
export const AUDITED_ROUTES: readonly string[] = [
  'POST /api/process_model',
  'PUT /api/process_model',
  'DELETE /api/process_model/:id',
  'POST /api/process_model/publish/:id',
  'POST /api/process_model/approval/:id/approve',
  'POST /api/process_model/approval/:id/reject',
  'POST /api/process_model/approval/:id/withdraw',
  'POST /api/process_model/import/bpmn',
  'PUT /api/business_model',
  'POST /api/input-output',
  'PUT /api/input-output',
  'DELETE /api/input-output/:processModelId/:id',
  'POST /api/file/upload',
  'POST /api/acknowledgement/:processModelId/:revision',
  'POST /api/process_model/:id/feedback',
  'PUT /api/feedback/:id/status',
];
