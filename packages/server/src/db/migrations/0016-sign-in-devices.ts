import type { Kysely, Migration } from 'kysely';

/**
 * Sign-in limits per account and per address, and browsers known to an account. `sign_in_device` holds
 * the SHA-256 of a device cookie's token for each user who signed in with a password in that browser;
 * `login_failure.device` names such a device when a failure came from it (null: an unknown browser), so
 * that a known browser's failures are counted apart from everyone else's guesses at the account.
 */
export const signInDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_device')
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('signed_in_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_device_pk', ['token_hash', 'user_id'])
      .execute();
    await db.schema.createIndex('sign_in_device_age').on('sign_in_device').column('signed_in_at').execute();
    await db.schema.alterTable('login_failure').addColumn('device', 'text').execute();
    await db.schema
      .createIndex('login_failure_device')
      .on('login_failure')
      .columns(['device', 'failed_at'])
      .execute();
  },
};
