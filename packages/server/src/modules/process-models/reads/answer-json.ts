import { type Content, type ModelFrame, revisionFrame, roleRef, withRoleNames } from '../mapping.js';
import type { ModelRow, RevisionRow } from '../repository.js';

/**
 * The JSON of the model answers, built from the stored graph text. The server wrote that text itself,
 * as `JSON.stringify({steps, groups})` of a graph it had validated (save, publish, migration 0012), so
 * a read neither checks it against the schema again nor parses and re-stringifies it: the text goes
 * into the answer as it is. `answer-json.test.ts` proves the answers equal what the route's zod schema
 * makes of the same data.
 */

/** The form every writer of the `content` column gives it. */
function isStoredGraph(json: string): boolean {
  return json.startsWith('{"steps":[') && json.endsWith(']}');
}

/** The graph's members as text, `"steps":[…],"groups":[…]` (re-written only if it is not in the stored form). */
function graphMembers(json: string): string {
  if (isStoredGraph(json)) return json.slice(1, -1);
  const { steps, groups } = JSON.parse(json) as Content;
  return JSON.stringify({ steps, groups }).slice(1, -1);
}

/** The model answer: the frame's fields, the graph's text, the frame's other fields (the answer's order). */
function modelJson(frame: ModelFrame, graphJson: string): string {
  const head = JSON.stringify(frame.head);
  const tail = JSON.stringify(frame.tail);
  return `${head.slice(0, -1)},${graphMembers(graphJson)},${tail.slice(1)}`;
}

/** `GET /api/process_model/{id}`: a published revision's model, exactly as stored. */
export function revisionModelJson(row: RevisionRow): string {
  return modelJson(revisionFrame(row), row.content);
}

/** `GET /api/process_model/revisions/{id}/{revision}`: `{revision, changeNote, model}`. */
export function revisionJson(row: RevisionRow): string {
  const note = JSON.stringify(row.change_note ?? null);
  return `{"revision":${Number(row.revision)},"changeNote":${note},"model":${revisionModelJson(row)}}`;
}

/** Do the graph's actors carry the names `names` gives them now (a role not in it: none)? */
function namedAsNow(content: Content, names: ReadonlyMap<string, string>): boolean {
  const same = (actor: { id: string; name: string }) => {
    const now = roleRef(actor.id, names);
    return now.id === actor.id && now.name === actor.name;
  };
  return content.steps.every((step) => same(step.actor) && (!step.process || same(step.process.actor)));
}

/**
 * `GET /api/process_model/{id}/edit`: the working copy with its roles named as now. `content` is the
 * row's graph, parsed (once) for its role ids; the stored text goes into the answer while every actor
 * in it still has its current name (as the save stored it), else the graph is written with the names.
 */
export function workingCopyJson(
  row: ModelRow,
  frame: ModelFrame,
  content: Content,
  names: ReadonlyMap<string, string>,
): string {
  const graph = namedAsNow(content, names) ? row.content : JSON.stringify(withRoleNames(content, names));
  return modelJson(frame, graph);
}
