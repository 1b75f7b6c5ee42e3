/**
 * The keys of the workflow area. A form's responses (responses/query-keys.ts) sit under the form, so a
 * change refreshes both; the actions (actions/query-keys.ts) sit under `all`.
 */
export const workflowKeys = {
  all: ['workflows'] as const,
  list: ['workflows', 'list'] as const,
  settings: ['workflows', 'settings'] as const,
  form: (id: string) => ['workflows', 'form', id] as const,
  embedded: (processModelId: string, formId: string) =>
    ['workflows', 'embedded', processModelId, formId] as const,
};
