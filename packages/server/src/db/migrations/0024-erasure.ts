import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

/**
 * Erasing a person (GDPR article 17): `app_user.erased_at` marks an account whose personal data was
 * replaced by a pseudonym; the row stays, since ids point at it from everywhere. `erasure_key` (one row,
 * id 1) holds the secret the pseudonym is an HMAC under: the same person always gets the same pseudonym,
 * and nobody without the database can compute it from a user id.
 */
export const erasure: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('app_user').addColumn('erased_at', 'bigint').execute();
    // The last erasure is part of the stamp of every kept revision answer (process-models' reads).
    await db.schema.createIndex('app_user_erased').on('app_user').column('erased_at').execute();
    await db.schema
      .createTable('erasure_key')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .execute();
    await (db as Kysely<{ erasure_key: { id: number; secret: string } }>)
      .insertInto('erasure_key')
      .values({ id: 1, secret: randomBytes(32).toString('hex') })
      .execute();
  },
};
