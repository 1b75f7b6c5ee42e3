import { type Kysely, type Migration, sql } from 'kysely';

const text = 'text' as const;

/**
 * Process models. `process_model` holds the working copy (its graph as JSON text) and the
 * number of the latest published revision; each publish adds an immutable `process_model_revision`.
 * The actor roles and the subprocesses of the latest revision are kept as rows too, so that
 * "published models in which I act" and "is this model used as a subprocess" are indexed look-ups.
 * Role columns hold a role id or null for none; names are read from `role` when a model is read.
 */
export const processModels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('process_model')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull().defaultTo(''))
      .addColumn('owner_role_id', text)
      .addColumn('manager_role_id', text)
      .addColumn('content', text, (c) => c.notNull())
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'bigint')
      .addColumn('published_by_name', text)
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index process_model_list on process_model (deleted, lower(name), id)`.execute(db);

    await db.schema
      .createTable('process_model_revision')
      .addColumn('process_model_id', text, (c) =>
        c.notNull().references('process_model.id').onDelete('cascade'),
      )
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull().defaultTo(''))
      .addColumn('owner_role_id', text)
      .addColumn('manager_role_id', text)
      .addColumn('content', text, (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .addColumn('published_by_name', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('process_model_revision_pk', ['process_model_id', 'revision'])
      .execute();
    await db.schema
      .createIndex('process_model_revision_owner')
      .on('process_model_revision')
      .column('owner_role_id')
      .execute();
    await db.schema
      .createIndex('process_model_revision_manager')
      .on('process_model_revision')
      .column('manager_role_id')
      .execute();

    // The actor roles of the latest published revision of each model (replaced at every publish).
    await db.schema
      .createTable('process_model_actor')
      .addColumn('process_model_id', text, (c) =>
        c.notNull().references('process_model.id').onDelete('cascade'),
      )
      .addColumn('role_id', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('process_model_actor_pk', ['process_model_id', 'role_id'])
      .execute();
    await db.schema
      .createIndex('process_model_actor_role')
      .on('process_model_actor')
      .column('role_id')
      .execute();

    // The subprocesses the latest published revision of each model uses (replaced at every publish).
    await db.schema
      .createTable('process_model_subprocess')
      .addColumn('process_model_id', text, (c) =>
        c.notNull().references('process_model.id').onDelete('cascade'),
      )
      .addColumn('subprocess_id', text, (c) => c.notNull())
      .addPrimaryKeyConstraint('process_model_subprocess_pk', ['process_model_id', 'subprocess_id'])
      .execute();
    await db.schema
      .createIndex('process_model_subprocess_used')
      .on('process_model_subprocess')
      .column('subprocess_id')
      .execute();
  },
};
