import { type Kysely, type Migration, sql } from 'kysely';

/** Users and roles: roles inside roles, the user list's sort, unique role names, emails of deleted users released. */
export const userAdministration: Migration = {
  async up(db: Kysely<unknown>) {
    // role_id is the containing role (of type roles); child_role_id the role inside it.
    await db.schema
      .createTable('role_role')
      .addColumn('role_id', 'text', (c) => c.notNull().references('role.id').onDelete('cascade'))
      .addColumn('child_role_id', 'text', (c) => c.notNull().references('role.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('role_role_pk', ['role_id', 'child_role_id'])
      .execute();
    await db.schema.createIndex('role_role_child').on('role_role').column('child_role_id').execute();

    // The user list: non-deleted users by last name, first name (case-insensitive), then email.
    await sql`create index app_user_list on app_user (deleted, lower(last_name), lower(first_name), email_key)`.execute(
      db,
    );
    // Selectors show only names, so two live roles may not share one; the system roles' names are
    // what the permission checks read.
    await sql`create unique index role_name_key on role (lower(name)) where deleted = false`.execute(db);
    // A deleted user's email may be used again (the users module writes the same key on delete).
    await sql`update app_user set email_key = 'deleted:' || id where deleted = true`.execute(db);
  },
};
