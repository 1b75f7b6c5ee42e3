import type { Kysely, Migration } from 'kysely';

/** Publishing as process governance: a publish may carry a note of what changed and why. */
export const changeNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('process_model_revision').addColumn('change_note', 'text').execute();
  },
};
