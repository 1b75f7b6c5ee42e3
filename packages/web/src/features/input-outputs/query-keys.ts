/**
 * Input/output definitions (`GET /api/input-output/{processModelId}`), per model and the global ones under
 * GLOBAL_PROCESS_MODEL_ID; `all` refreshes every list after a change.
 */
export const inputOutputKeys = {
  all: ['input-outputs'] as const,
  list: (processModelId: string) => ['input-outputs', 'list', processModelId] as const,
  detail: (processModelId: string, id: string) => ['input-outputs', 'detail', processModelId, id] as const,
};

/** Uploaded files (`GET /api/file/{id}`). */
export const fileKeys = {
  detail: (id: string) => ['files', id] as const,
};
