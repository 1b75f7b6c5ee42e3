import { workflowKeys } from '../workflows/query-keys';

/** A form's responses sit under the form (`workflowKeys.form`), so that a change of the form refreshes them. */
export const responseKeys = {
  /** One page of the administrator's list of a form's responses. */
  page: (formId: string, page: number) => [...workflowKeys.form(formId), 'responses', page] as const,
  one: (formId: string, responseId: string) =>
    [...workflowKeys.form(formId), 'response', responseId] as const,
};
