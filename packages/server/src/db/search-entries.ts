import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { indexedTerms } from '../lib/search-text.js';
import { chunks } from './chunks.js';

/**
 * Who finds an entry; the search filters by it before it ranks and counts:
 * - `published`: the latest revision of a live model (its model and steps), every signed-in user who is
 *   not a modeler (modelers find the working copy instead);
 * - `modelers`: a working copy (model, steps, information groups), holders of ROLE_MODELER;
 * - `editors`: the information groups of a latest revision, holders of ROLE_EDITOR who are not modelers
 *   (the data-stream screens show the published groups);
 * - `definitions`: input/output definitions, holders of ROLE_MODELER or ROLE_EDITOR;
 * - `business-model`: the business model's entries, every signed-in user;
 * - `workflow`: responses and actions, ROLE_ADMIN and, per entry, the holders of its reviewer or reader
 *   role, its action's assignee (an action) or the assignee of a live action of it (a response).
 */
export type SearchAudience =
  | 'published'
  | 'modelers'
  | 'editors'
  | 'definitions'
  | 'business-model'
  | 'workflow';

/** One thing a search finds: a title (weighted above the rest) and the rest of its text. */
export interface SearchEntry {
  kind: string;
  id: string;
  process_model_id: string | null;
  step_id: string | null;
  title: string;
  body: string;
  /** A workflow entry's form, response and who may find it besides administrators (migration 0022). */
  workflow?: WorkflowRights;
}

export interface WorkflowRights {
  form_id: string;
  response_id: string;
  reviewer_role_id: string | null;
  reader_role_id: string | null;
  /** An action's assignee. */
  holder_user_id: string | null;
}

interface StoredStep {
  id: string;
  name: string;
  actor?: { name?: string };
  process?: { name?: string };
}

/** The entries of a process model (a working copy or a revision): the model itself and each of its steps. */
export function processModelEntries(model: {
  id: string;
  name: string;
  description: string;
  /** The JSON, or its parse (a caller that makes several kinds of entries of it parses it once). */
  content: string | object;
}): SearchEntry[] {
  const { steps = [] } = (typeof model.content === 'string' ? JSON.parse(model.content) : model.content) as {
    steps?: StoredStep[];
  };
  const of = { process_model_id: model.id };
  return [
    { kind: 'process-model', id: model.id, ...of, step_id: null, title: model.name, body: model.description },
    ...steps.map((step) => ({
      kind: 'step',
      id: step.id,
      ...of,
      step_id: step.id,
      title: step.name,
      body: [step.actor?.name, step.process?.name].filter(Boolean).join(' · '),
    })),
  ];
}

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Adds entries in the caller's transaction. PostgreSQL keeps the weighted tsvector in the row
 * (`search_document`, made by migration 0021); SQLite keeps the words and their stems in the FTS5 table
 * `search_text` under the entry's number.
 */
export async function insertSearchEntries<DB>(
  db: Kysely<DB>,
  audience: SearchAudience,
  entries: readonly SearchEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const postgres = isPostgres(db);
  let next = postgres
    ? 0
    : Number(
        (await sql<{ last: number | null }>`select max(entry_id) as last from search_entry`.execute(db))
          .rows[0]?.last ?? 0,
      ) + 1;
  // The workflow columns only where entries have them: migration 0021 inserts before 0022 adds them.
  const workflow = entries.some((e) => e.workflow);
  const workflowColumns = workflow
    ? sql`, form_id, response_id, reviewer_role_id, reader_role_id, holder_user_id`
    : sql``;
  const workflowValues = ({ workflow: w }: SearchEntry) =>
    workflow
      ? sql`, ${w?.form_id ?? null}, ${w?.response_id ?? null}, ${w?.reviewer_role_id ?? null}, ${w?.reader_role_id ?? null}, ${w?.holder_user_id ?? null}`
      : sql``;
  for (const part of chunks(entries)) {
    if (postgres) {
      const rows = part.map(
        (e) =>
          sql`(${e.kind}, ${e.id}, ${audience}, ${e.process_model_id}, ${e.step_id}, ${e.title}, ${e.body}${workflowValues(e)}, search_document(${e.title}, ${e.body}))`,
      );
      await sql`insert into search_entry (kind, id, audience, process_model_id, step_id, title, body${workflowColumns}, document) values ${sql.join(rows)}`.execute(
        db,
      );
      continue;
    }
    const first = next;
    next += part.length;
    const rows = part.map(
      (e, i) =>
        sql`(${first + i}, ${e.kind}, ${e.id}, ${audience}, ${e.process_model_id}, ${e.step_id}, ${e.title}, ${e.body}${workflowValues(e)})`,
    );
    await sql`insert into search_entry (entry_id, kind, id, audience, process_model_id, step_id, title, body${workflowColumns}) values ${sql.join(rows)}`.execute(
      db,
    );
    const texts = part.map((e, i) => sql`(${first + i}, ${indexedTerms(e.title)}, ${indexedTerms(e.body)})`);
    await sql`insert into search_text (rowid, title, body) values ${sql.join(texts)}`.execute(db);
  }
}

/** The kinds a process model's copies are made of: what a delete of the model takes away. */
const MODEL_KINDS = sql`kind in ('process-model', 'step', 'information-group')`;

/** The entries of one scope: a condition on search_entry's columns. */
export type EntryScope = ReturnType<typeof sql<unknown>>;

/** The scope of a process model's copy of one audience, or of all its copies with none given. */
export function processModelScope(processModelId: string, audience?: SearchAudience): EntryScope {
  return audience
    ? sql`process_model_id = ${processModelId} and audience = ${audience} and ${MODEL_KINDS}`
    : sql`process_model_id = ${processModelId} and ${MODEL_KINDS}`;
}

/** The scope of one thing of a kind (a definition, a response, an action). */
export const thingScope = (kind: string, id: string): EntryScope => sql`kind = ${kind} and id = ${id}`;

/** Removes the entries of a scope, in the caller's transaction. */
export async function deleteSearchEntries<DB>(db: Kysely<DB>, scope: EntryScope): Promise<void> {
  if (!isPostgres(db)) {
    await sql`delete from search_text where rowid in (select entry_id from search_entry where ${scope})`.execute(
      db,
    );
  }
  await sql`delete from search_entry where ${scope}`.execute(db);
}

/** Removes a process model's entries of one audience, or of all with none given, in the caller's transaction. */
export async function deleteProcessModelEntries<DB>(
  db: Kysely<DB>,
  processModelId: string,
  audience?: SearchAudience,
): Promise<void> {
  await deleteSearchEntries(db, processModelScope(processModelId, audience));
}

type StoredEntry = Pick<SearchEntry, 'kind' | 'id' | 'process_model_id' | 'step_id' | 'title' | 'body'> &
  Partial<WorkflowRights>;

/** What an entry is made of, as one string: equal for an entry that needs no rewrite. */
const sameText = (e: StoredEntry) =>
  [e.kind, e.id, e.process_model_id, e.step_id, e.title, e.body].join('\u0000');
const sameRights = (e: Partial<WorkflowRights>) =>
  [e.form_id, e.response_id, e.reviewer_role_id, e.reader_role_id, e.holder_user_id]
    .map((v) => v ?? '')
    .join('\u0000');

/**
 * Makes the entries of a scope and audience the given ones, in the caller's transaction, touching only
 * those that changed: a save that changes a few steps of a large model rewrites a few rows.
 */
export async function replaceSearchEntries<DB>(
  db: Kysely<DB>,
  scope: EntryScope,
  audience: SearchAudience,
  entries: readonly SearchEntry[],
): Promise<void> {
  const workflow = entries.some((e) => e.workflow);
  const { rows } = await sql<StoredEntry & { entry_id: number }>`
    select entry_id, kind, id, process_model_id, step_id, title, body${
      workflow ? sql`, form_id, response_id, reviewer_role_id, reader_role_id, holder_user_id` : sql``
    } from search_entry where ${scope} and audience = ${audience}`.execute(db);
  const key = (e: StoredEntry) => `${sameText(e)}\u0001${workflow ? sameRights(e) : ''}`;
  const stored = new Map<string, number[]>();
  for (const row of rows) {
    const k = key(row);
    stored.set(k, [...(stored.get(k) ?? []), Number(row.entry_id)]);
  }
  const added = entries.filter((entry) => {
    const kept = stored.get(key({ ...entry, ...entry.workflow }));
    return !(kept && kept.pop() !== undefined);
  });
  const removed = [...stored.values()].flat();
  const postgres = isPostgres(db);
  for (const part of chunks(removed)) {
    if (!postgres) await sql`delete from search_text where rowid in (${sql.join(part)})`.execute(db);
    await sql`delete from search_entry where entry_id in (${sql.join(part)})`.execute(db);
  }
  await insertSearchEntries(db, audience, added);
}

/** Makes a process model's entries of one audience the given ones (see replaceSearchEntries). */
export async function replaceProcessModelEntries<DB>(
  db: Kysely<DB>,
  processModelId: string,
  audience: SearchAudience,
  entries: readonly SearchEntry[],
): Promise<void> {
  await replaceSearchEntries(db, processModelScope(processModelId), audience, entries);
}

/**
 * SQLite: makes `search_text` anew with prefix indexes of 1 to 6 characters (a query's last word as
 * typed, "i", "in", … "inkoop", reads one prefix list in order instead of merging those of every word it
 * begins) and fills it from the entries, in the caller's transaction.
 */
export async function rebuildSqliteSearchText<DB>(db: Kysely<DB>): Promise<void> {
  await sql`drop table if exists search_text`.execute(db);
  await sql`create virtual table search_text using fts5(title, body, content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2', prefix='1 2 3 4 5 6')`.execute(db);
  for (let after = -1; ; ) {
    const { rows } = await sql<{ entry_id: number; title: string; body: string }>`
      select entry_id, title, body from search_entry where entry_id > ${after}
       order by entry_id limit 5000`.execute(db);
    if (rows.length === 0) return;
    for (const part of chunks(rows)) {
      const texts = part.map((e) => sql`(${e.entry_id}, ${indexedTerms(e.title)}, ${indexedTerms(e.body)})`);
      await sql`insert into search_text (rowid, title, body) values ${sql.join(texts)}`.execute(db);
    }
    after = Number(rows.at(-1)?.entry_id);
  }
}

/**
 * SQLite: merges the FTS5 index into one segment. A contentless index drops a deleted entry's words
 * only when its segment is merged; an erasure must not leave a person's name there.
 */
export async function compactSearchText<DB>(db: Kysely<DB>): Promise<void> {
  if (!isPostgres(db)) await sql`insert into search_text (search_text) values ('optimize')`.execute(db);
}
