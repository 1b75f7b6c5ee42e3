import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Special roles: every live user holds ROLE_USER without an assignment, so the assignments
 * made before are dropped (the id is written out: a landed migration never changes with the code).
 */
export const implicitRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`delete from user_role where role_id = ${'00000000-0000-4000-8000-000000000105'}`.execute(db);
  },
};
