import type { Kysely, Migration } from 'kysely';

/**
 * Business models. One row per business model; its groups, process groups and links are one
 * JSON document (`{groups}`), written whole on every change and guarded by `updated_at`. The standard
 * model is created on its first read.
 */
export const businessModels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('business_model')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
