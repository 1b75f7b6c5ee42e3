import { type Kysely, type Migration, sql } from 'kysely';
import { insertSearchEntries, isPostgres, processModelEntries } from '../search-entries.js';

/** Whether the database user may create the `unaccent` extension (or it is there already). */
async function unaccentAvailable(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`select exists (
      select 1 from pg_available_extensions where name = 'unaccent'
        and (installed_version is not null
          or (select rolsuper from pg_roles where rolname = current_user)
          or has_database_privilege(current_database(), 'CREATE'))
    ) as ok`.execute(db);
  return rows[0]?.ok === true;
}

/**
 * PostgreSQL: `search_fold` folds accents with `unaccent` where the database user may have it (a trusted
 * extension since PostgreSQL 13), else leaves the text as it is; `search_document` weighs the title (A)
 * above the rest (B) in the unstemmed ('simple', for prefixes as typed), Dutch and English forms.
 */
async function postgresFunctions(db: Kysely<unknown>): Promise<void> {
  if (await unaccentAvailable(db)) {
    await sql`create extension if not exists unaccent`.execute(db);
    await sql`create function search_fold(text) returns text language sql stable strict
      as $$ select lower(unaccent('unaccent', $1)) $$`.execute(db);
  } else {
    await sql`create function search_fold(text) returns text language sql immutable strict
      as $$ select lower($1) $$`.execute(db);
  }
  const weighted = (column: string, weight: string) =>
    ['simple', 'dutch', 'english']
      .map((config) => `setweight(to_tsvector('${config}', search_fold(${column})), '${weight}')`)
      .join(' || ');
  await sql
    .raw(
      `create function search_document(title text, body text) returns tsvector language sql stable
        as $$ select ${weighted('title', 'A')} || ${weighted('body', 'B')} $$`,
    )
    .execute(db);
}

/**
 * Full-text search: one row per thing found (`kind`, its id, the model and step it belongs to, who may
 * find it) with its title and text. SQLite indexes the text in an FTS5 table (`unicode61` folding
 * accents, the words' Dutch and English stems made in JS); PostgreSQL in a weighted `tsvector` column
 * with a GIN index. The index is built here for the models that exist: the latest revision of every
 * live published model for everyone, the working copy of every live model for modelers.
 */
export const search: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    await db.schema
      .createTable('search_entry')
      .addColumn('entry_id', postgres ? 'bigserial' : 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('process_model_id', 'text')
      .addColumn('step_id', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await sql`create index search_entry_by_model on search_entry (process_model_id, audience)`.execute(db);
    if (postgres) {
      await postgresFunctions(db);
      await sql`alter table search_entry add column document tsvector not null`.execute(db);
      await sql`create index search_entry_document on search_entry using gin (document)`.execute(db);
    } else {
      await sql`create virtual table search_text using fts5(title, body, content='', contentless_delete=1,
        tokenize='unicode61 remove_diacritics 2')`.execute(db);
    }

    const models = await sql<{ id: string; name: string; description: string; content: string }>`
      select id, name, description, content from process_model where deleted = false`.execute(db);
    for (const model of models.rows) {
      await insertSearchEntries(db, 'modelers', processModelEntries(model));
    }
    const revisions = await sql<{ id: string; name: string; description: string; content: string }>`
      select r.process_model_id as id, r.name, r.description, r.content
        from process_model m join process_model_revision r
          on r.process_model_id = m.id and r.revision = m.revision
       where m.revision > 0 and m.deleted = false`.execute(db);
    for (const revision of revisions.rows) {
      await insertSearchEntries(db, 'published', processModelEntries(revision));
    }
  },
};
