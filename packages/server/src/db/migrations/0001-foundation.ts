import type { Kysely, Migration } from 'kysely';

const text = 'text' as const;

export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('app_user')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('email', text, (c) => c.notNull())
      .addColumn('email_key', text, (c) => c.notNull().unique())
      .addColumn('first_name', text, (c) => c.notNull().defaultTo(''))
      .addColumn('preposition', text, (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', text, (c) => c.notNull().defaultTo(''))
      .addColumn('personnel_number', text, (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', text)
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('role')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull().defaultTo(''))
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('tasks_summary', text, (c) => c.notNull().defaultTo(''))
      .addColumn('education', text, (c) => c.notNull().defaultTo(''))
      .addColumn('competences', text, (c) => c.notNull().defaultTo(''))
      .addColumn('screening', text, (c) => c.notNull().defaultTo(''))
      .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_role')
      .addColumn('user_id', text, (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('role_id', text, (c) => c.notNull().references('role.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
      .execute();
    await db.schema.createIndex('user_role_role').on('user_role').column('role_id').execute();

    await db.schema
      .createTable('session')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('user_id', text, (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('id_token', text)
      .execute();
    await db.schema.createIndex('session_user').on('session').column('user_id').execute();

    await db.schema
      .createTable('login_failure')
      .addColumn('id', text, (c) => c.primaryKey())
      .addColumn('email_key', text, (c) => c.notNull())
      .addColumn('client_address', text, (c) => c.notNull())
      .addColumn('failed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failure_email')
      .on('login_failure')
      .columns(['email_key', 'failed_at'])
      .execute();
    await db.schema
      .createIndex('login_failure_address')
      .on('login_failure')
      .columns(['client_address', 'failed_at'])
      .execute();

    await db.schema
      .createTable('auth_flow')
      .addColumn('state', text, (c) => c.primaryKey())
      .addColumn('code_verifier', text, (c) => c.notNull())
      .addColumn('nonce', text, (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
