import { type Kysely, type Migration, sql } from 'kysely';
import {
  insertSearchEntries,
  isPostgres,
  rebuildSqliteSearchText,
  type SearchEntry,
} from '../search-entries.js';
import {
  actionEntry,
  businessModelEntries,
  definitionEntry,
  informationGroupEntries,
  type ResponseRow,
  responseEntry,
} from '../search-entry-kinds.js';

const text = 'text' as const;

/**
 * The search finds more kinds: information groups (a working copy's for modelers, a latest revision's for
 * editors), input/output definitions, the business model's entries, and workflow responses and actions.
 * A workflow entry carries its form and response (for the hit to open it) and who may find it besides
 * administrators (its response's reviewer and reader roles, an action's assignee), so that the rights are
 * a condition of the one query that ranks and counts. The index is built here for what exists. SQLite's
 * full-text table is made anew with prefix indexes (a first letter typed reads one list).
 */
export const searchKinds: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['form_id', 'response_id', 'reviewer_role_id', 'reader_role_id', 'holder_user_id'])
      await db.schema.alterTable('search_entry').addColumn(column, text).execute();
    await sql`create index search_entry_by_thing on search_entry (kind, id)`.execute(db);
    // By model alone: with the audience in an index, PostgreSQL read that index whole for the rights
    // condition and ANDed a million rows with the text matches (a model has few entries per audience).
    await sql`drop index search_entry_by_model`.execute(db);
    await sql`create index search_entry_by_model on search_entry (process_model_id)`.execute(db);
    await sql`create index search_entry_by_response on search_entry (response_id)`.execute(db);
    if (!isPostgres(db)) await rebuildSqliteSearchText(db);

    const models = await sql<{ id: string; content: string }>`
      select id, content from process_model where deleted = false`.execute(db);
    for (const model of models.rows)
      await insertSearchEntries(db, 'modelers', informationGroupEntries(model));
    const revisions = await sql<{ id: string; content: string }>`
      select r.process_model_id as id, r.content
        from process_model m join process_model_revision r
          on r.process_model_id = m.id and r.revision = m.revision
       where m.revision > 0 and m.deleted = false`.execute(db);
    for (const revision of revisions.rows)
      await insertSearchEntries(db, 'editors', informationGroupEntries(revision));

    const definitions = await sql<{
      id: string;
      process_model_id: string;
      name: string;
      description: string;
    }>`
      select id, process_model_id, name, description from input_output where deleted = false`.execute(db);
    await insertSearchEntries(db, 'definitions', definitions.rows.map(definitionEntry));

    const names = new Map(
      (
        await sql<{ id: string; name: string }>`
          select m.id, r.name from process_model m join process_model_revision r
            on r.process_model_id = m.id and r.revision = m.revision
           where m.revision > 0 and m.deleted = false`.execute(db)
      ).rows.map((row) => [row.id, row.name]),
    );
    const businessModels = await sql<{ content: string }>`select content from business_model`.execute(db);
    for (const row of businessModels.rows)
      await insertSearchEntries(db, 'business-model', businessModelEntries(row.content, names));

    const responses = await sql<ResponseRow>`
      select r.id, r.form_id, r.subject, r.reviewer_role_id, r.reader_role_id
        from workflow_responses r join workflow_forms f on f.id = r.form_id
       where r.deleted = false and f.deleted = false`.execute(db);
    const byId = new Map(responses.rows.map((row) => [row.id, row]));
    const entries: SearchEntry[] = responses.rows.map(responseEntry);
    const actions = await sql<{
      id: string;
      response_id: string;
      action: string;
      assignee_user_id: string | null;
    }>`
      select id, response_id, action, assignee_user_id from response_actions where deleted = false`.execute(
      db,
    );
    for (const action of actions.rows) {
      const response = byId.get(action.response_id);
      if (response) entries.push(actionEntry(action, response));
    }
    await insertSearchEntries(db, 'workflow', entries);
  },
};
