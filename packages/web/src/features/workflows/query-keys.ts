/** The keys of the workflow area: a form's responses sit under the form, so a change refreshes both. */
export const workflowKeys = {
  all: ['workflows'] as const,
  list: ['workflows', 'list'] as const,
  settings: ['workflows', 'settings'] as const,
  form: (id: string) => ['workflows', 'form', id] as const,
  responses: (id: string, page: number) => ['workflows', 'form', id, 'responses', page] as const,
  response: (id: string, rid: string) => ['workflows', 'form', id, 'response', rid] as const,
  embedded: (processModelId: string, formId: string) =>
    ['workflows', 'embedded', processModelId, formId] as const,
};
