import type { SearchEntry, WorkflowRights } from './search-entries.js';

/**
 * The entries of the kinds beside process models and steps, made from stored rows; the indexing of the
 * modules and migration 0022 both use them (db/ may not import modules).
 */

interface StoredGroup {
  id: string;
  stepId: string;
  name: string;
  description?: string;
}

/** The information groups of a process model's copy (its content), each with its step. */
export function informationGroupEntries(model: { id: string; content: string | object }): SearchEntry[] {
  const { groups = [] } = (typeof model.content === 'string' ? JSON.parse(model.content) : model.content) as {
    groups?: StoredGroup[];
  };
  return groups.map((group) => ({
    kind: 'information-group',
    id: group.id,
    process_model_id: model.id,
    step_id: group.stepId,
    title: group.name,
    body: group.description ?? '',
  }));
}

/** An input/output definition: its name, then its description. */
export function definitionEntry(row: {
  id: string;
  process_model_id: string;
  name: string;
  description: string;
}): SearchEntry {
  return {
    kind: 'definition',
    id: row.id,
    process_model_id: row.process_model_id,
    step_id: null,
    title: row.name,
    body: row.description,
  };
}

interface StoredItem {
  processModelId?: string;
  url?: string;
  name: string;
}

interface StoredBusinessGroup {
  id: string;
  name: string;
  items: { id: string; name: string; items: StoredItem[] }[];
}

/**
 * The entries of the business model: its groups and process groups by name, and each link, a process
 * link under the name of the model's latest published revision (`names`; its stored name once the model is
 * gone, as the business model shows it) with the model, an external link with its address as its text.
 * A link's id is its process group's id and its place there. Nameless groups are not entries.
 */
export function businessModelEntries(content: string, names: ReadonlyMap<string, string>): SearchEntry[] {
  const { groups = [] } = JSON.parse(content) as { groups?: StoredBusinessGroup[] };
  const entry = (id: string, title: string, body = '', processModelId: string | null = null) => ({
    kind: 'business-model-entry',
    id,
    process_model_id: processModelId,
    step_id: null,
    title,
    body,
  });
  return groups.flatMap((group) => [
    ...(group.name ? [entry(group.id, group.name)] : []),
    ...group.items.flatMap((processGroup) => [
      ...(processGroup.name ? [entry(processGroup.id, processGroup.name)] : []),
      ...processGroup.items.map((item, i) =>
        item.processModelId
          ? entry(
              `${processGroup.id}:${i}`,
              names.get(item.processModelId) ?? item.name,
              '',
              item.processModelId,
            )
          : entry(`${processGroup.id}:${i}`, item.name, item.url ?? ''),
      ),
    ]),
  ]);
}

/** What a response's entry is made of. */
export interface ResponseRow {
  id: string;
  form_id: string;
  subject: string;
  reviewer_role_id: string | null;
  reader_role_id: string | null;
}

const rightsOf = (response: ResponseRow, holder: string | null): WorkflowRights => ({
  form_id: response.form_id,
  response_id: response.id,
  reviewer_role_id: response.reviewer_role_id,
  reader_role_id: response.reader_role_id,
  holder_user_id: holder,
});

/** A workflow response by its subject, found by the holders of its reviewer and reader roles. */
export function responseEntry(response: ResponseRow): SearchEntry {
  return {
    kind: 'response',
    id: response.id,
    process_model_id: null,
    step_id: null,
    title: response.subject,
    body: '',
    workflow: rightsOf(response, null),
  };
}

/** An action by its text, found also by its assignee. */
export function actionEntry(
  action: { id: string; action: string; assignee_user_id: string | null },
  response: ResponseRow,
): SearchEntry {
  return {
    kind: 'action',
    id: action.id,
    process_model_id: null,
    step_id: null,
    title: action.action,
    body: '',
    workflow: rightsOf(response, action.assignee_user_id),
  };
}
