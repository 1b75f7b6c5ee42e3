import type { Kysely, Migration } from 'kysely';

/**
 * The interface language each user chose ('en', 'nl'; null: not chosen), saved by the web's language
 * switch. Emails to the user are written in it; without it, in STROOMLIJN_DEFAULT_LANGUAGE.
 */
export const userLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('app_user').addColumn('language', 'text').execute();
  },
};
