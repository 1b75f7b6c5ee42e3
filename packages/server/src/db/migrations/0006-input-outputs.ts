import { type Kysely, type Migration, SqliteIntrospector, sql } from 'kysely';

const text = 'text' as const;

/**
 * Information. Input/output definitions (`input_output`, soft deleted), the definitions each
 * live model uses in its working copy or latest published revision (`input_output_use`, kept by every
 * save, publish and delete, so that "is this definition used" is an indexed look-up), uploaded files
 * (`uploaded_file`; on PostgreSQL their bytes in `uploaded_file_chunk`, on SQLite in a directory) and
 * the forms of the form service (`workflow_forms`, the list only; migration 0007 adds what receiving
 * submissions needs). No use needs to be filled in from existing models: no definition existed before.
 */
export const inputOutputs: Migration = {
  async up(db: Kysely<unknown>) {
    const bytes = db.introspection instanceof SqliteIntrospector ? 'blob' : 'bytea';

    await db.schema
      .createTable('input_output')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('process_model_id', text, (c) => c.notNull())
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull().defaultTo(''))
      .addColumn('data', text, (c) => c.notNull().defaultTo(''))
      .addColumn('period', text, (c) => c.notNull())
      .addColumn('classification', text, (c) => c.notNull())
      .addColumn('application', text)
      .addColumn('owner_role_id', text)
      .addColumn('reviewer_role_id', text)
      .addColumn('drafter_role_id', text)
      .addColumn('action_holder_role_id', text)
      .addColumn('reader_role_id', text)
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index input_output_list on input_output (process_model_id, deleted, lower(name), id)`.execute(
      db,
    );

    await db.schema
      .createTable('input_output_use')
      .addColumn('process_model_id', text, (c) =>
        c.notNull().references('process_model.id').onDelete('cascade'),
      )
      // 'working-copy' or 'published' (the latest revision): a save replaces the one, a publish the other.
      .addColumn('source', text, (c) => c.notNull())
      .addColumn('input_output_id', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('input_output_use_pk', ['process_model_id', 'source', 'input_output_id'])
      .execute();
    await db.schema
      .createIndex('input_output_use_definition')
      .on('input_output_use')
      .column('input_output_id')
      .execute();

    await db.schema
      .createTable('uploaded_file')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('content_type', text, (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('uploaded_by', text)
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('uploaded_file_chunk')
      .addColumn('file_id', text, (c) => c.notNull().references('uploaded_file.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('bytes', bytes, (c) => c.notNull())
      .addPrimaryKeyConstraint('uploaded_file_chunk_pk', ['file_id', 'seq'])
      .execute();

    await db.schema
      .createTable('workflow_forms')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('form_id', text, (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('processed_date', 'bigint')
      .addColumn('status', text, (c) => c.notNull().defaultTo('active'))
      .addColumn('notifications_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index workflow_forms_list on workflow_forms (deleted, lower(name), id)`.execute(db);
  },
};
