import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { indexedTerms } from '../lib/search-text.js';
import { chunks } from './chunks.js';

/**
 * Who finds an entry: `published` every signed-in user (the latest revision of a live model), `modelers`
 * only holders of ROLE_MODELER (a working copy). The search filters by it before it ranks and counts.
 */
export type SearchAudience = 'published' | 'modelers';

/** One thing a search finds: a title (weighted above the rest) and the rest of its text. */
export interface SearchEntry {
  kind: string;
  id: string;
  process_model_id: string | null;
  step_id: string | null;
  title: string;
  body: string;
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
  content: string;
}): SearchEntry[] {
  const { steps = [] } = JSON.parse(model.content) as { steps?: StoredStep[] };
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
  for (const part of chunks(entries)) {
    if (postgres) {
      const rows = part.map(
        (e) =>
          sql`(${e.kind}, ${e.id}, ${audience}, ${e.process_model_id}, ${e.step_id}, ${e.title}, ${e.body}, search_document(${e.title}, ${e.body}))`,
      );
      await sql`insert into search_entry (kind, id, audience, process_model_id, step_id, title, body, document) values ${sql.join(rows)}`.execute(
        db,
      );
      continue;
    }
    const first = next;
    next += part.length;
    const rows = part.map(
      (e, i) =>
        sql`(${first + i}, ${e.kind}, ${e.id}, ${audience}, ${e.process_model_id}, ${e.step_id}, ${e.title}, ${e.body})`,
    );
    await sql`insert into search_entry (entry_id, kind, id, audience, process_model_id, step_id, title, body) values ${sql.join(rows)}`.execute(
      db,
    );
    const texts = part.map((e, i) => sql`(${first + i}, ${indexedTerms(e.title)}, ${indexedTerms(e.body)})`);
    await sql`insert into search_text (rowid, title, body) values ${sql.join(texts)}`.execute(db);
  }
}

/** Removes a process model's entries of one audience, or of all with none given, in the caller's transaction. */
export async function deleteProcessModelEntries<DB>(
  db: Kysely<DB>,
  processModelId: string,
  audience?: SearchAudience,
): Promise<void> {
  const which = audience
    ? sql`process_model_id = ${processModelId} and audience = ${audience}`
    : sql`process_model_id = ${processModelId}`;
  if (!isPostgres(db)) {
    await sql`delete from search_text where rowid in (select entry_id from search_entry where ${which})`.execute(
      db,
    );
  }
  await sql`delete from search_entry where ${which}`.execute(db);
}

/** What an entry of a model is made of (the step is the id of a step's entry), as one string. */
const sameText = (e: Pick<SearchEntry, 'kind' | 'id' | 'title' | 'body'>) =>
  `${e.kind}\u0000${e.id}\u0000${e.title}\u0000${e.body}`;

/**
 * Makes a process model's entries of one audience the given ones, in the caller's transaction, touching
 * only those that changed: a save that changes a few steps of a large model rewrites a few rows.
 */
export async function replaceProcessModelEntries<DB>(
  db: Kysely<DB>,
  processModelId: string,
  audience: SearchAudience,
  entries: readonly SearchEntry[],
): Promise<void> {
  const { rows } = await sql<Pick<SearchEntry, 'kind' | 'id' | 'title' | 'body'> & { entry_id: number }>`
    select entry_id, kind, id, title, body from search_entry
     where process_model_id = ${processModelId} and audience = ${audience}`.execute(db);
  const stored = new Map<string, number[]>();
  for (const row of rows) {
    const key = sameText(row);
    stored.set(key, [...(stored.get(key) ?? []), Number(row.entry_id)]);
  }
  const added = entries.filter((entry) => {
    const kept = stored.get(sameText(entry));
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
