import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The read list's count. The read list holds the responses whose reader or reviewer role the
 * caller holds; it is counted as those of the reviewer role (on `workflow_responses_review`) plus those of
 * the reader role whose reviewer role is not the caller's (on this index), so that both counts read only
 * the caller's index entries instead of every response.
 */
export const readListCount: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index workflow_responses_reader on workflow_responses (reader_role_id, deleted, status, form_id, reviewer_role_id)`.execute(
      db,
    );
  },
};
