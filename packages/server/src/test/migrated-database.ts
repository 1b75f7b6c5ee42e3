import { type Kysely, Migrator } from 'kysely';
import { expect, onTestFinished } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrationProvider } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import { createPostgresDatabase, testDialect } from './test-app.js';

/**
 * A database of the test's own (PostgreSQL when the suite runs on it, else SQLite in memory) migrated up to
 * `migration`, and how to migrate it further: for the tests of what a migration does to the rows before it.
 * Dropped and closed when the test ends.
 */
export async function databaseMigratedTo(
  migration: string,
): Promise<{ db: Kysely<Database>; migrateTo: (next: string) => Promise<void> }> {
  let databaseUrl: string | null = null;
  if (testDialect === 'postgres') {
    const made = await createPostgresDatabase(process.env.DATABASE_URL as string);
    onTestFinished(() => made.drop());
    databaseUrl = made.url;
  }
  const database = openDatabase({ databaseUrl, sqliteFile: ':memory:' });
  onTestFinished(() => database.close());
  const migrator = new Migrator({ db: database.db, provider: migrationProvider });
  const migrateTo = async (next: string) => {
    expect((await migrator.migrateTo(next)).error).toBeUndefined();
  };
  await migrateTo(migration);
  return { db: database.db, migrateTo };
}
