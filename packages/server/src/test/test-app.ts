import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SYSTEM_ROLE_IDS, type SystemRole } from '@stroomlijn/domain';
import pg from 'pg';
import { type BuildOptions, type BuiltApp, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { newRoleRow } from '../db/seed.js';
import { hashPassword } from '../modules/security/index.js';
import { checkAnswers } from './answer-check.js';

export const ADMIN_EMAIL = 'admin@stroomlijn.test';
export const ADMIN_PASSWORD = 'admin-password-for-tests';

/** The database the server suite runs on: PostgreSQL when DATABASE_URL is set, else in-memory SQLite. */
export const testDialect = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

/** A fresh database beside the one `baseUrl` names, and how to drop it again. */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix = 'stroomlijn_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      // pg's pool.end() resolves before its sockets close; a forced drop would then terminate a client
      // that is still closing, whose error nobody listens to any more. Wait for those to go first.
      for (let i = 0; i < 100; i++) {
        const active = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (active.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp extends BuiltApp {
  config: Config;
  close(): Promise<void>;
}

/** A real app on a fresh, empty database of its own. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const base = loadConfig(
    {
      STROOMLIJN_ADMIN_EMAIL: ADMIN_EMAIL,
      STROOMLIJN_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    { webDir: null },
  );
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
  // A data directory of its own (uploaded files on SQLite), removed with the app.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'stroomlijn-test-'));
  const config: Config = {
    ...base,
    dataDir,
    databaseUrl: postgres?.url ?? null,
    sqliteFile: ':memory:',
    ...overrides,
  };
  const built = await buildApp(config, { logger: false, ...options });
  // Every answer the tests receive must be one the OpenAPI document describes (docs/decisions.md).
  const answers = checkAnswers(built.app, built.routes);
  return {
    ...built,
    config,
    async close() {
      const problems = answers.problems();
      await built.app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
      if (problems.length > 0) {
        throw new Error(`Answers that /api/doc.json does not describe:\n${problems.join('\n')}`);
      }
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export interface NewUserFields {
  email?: string;
  password?: string;
  deleted?: boolean;
  firstName?: string;
  preposition?: string;
  lastName?: string;
  /** Skips the argon2 hash (20–40 ms) for users that never sign in with a password. */
  withoutPassword?: boolean;
}

/** Inserts a user holding exactly the given roles, straight into the database. */
export async function createUser(
  { database }: BuiltApp,
  roles: readonly SystemRole[],
  fields: NewUserFields = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = fields.email ?? `user-${id.slice(0, 8)}@stroomlijn.test`;
  const password = fields.password ?? `password-${id}`;
  const now = Date.now();
  await database.db
    .insertInto('app_user')
    .values({
      id,
      email,
      email_key: email.toLowerCase(),
      first_name: fields.firstName ?? 'Test',
      preposition: fields.preposition ?? '',
      last_name: fields.lastName ?? `User ${id.slice(0, 4)}`,
      personnel_number: '',
      password_hash: fields.withoutPassword ? null : await hashPassword(password),
      deleted: fields.deleted ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const role of roles) {
    await database.db
      .insertInto('user_role')
      .values({ user_id: id, role_id: SYSTEM_ROLE_IDS[role] })
      .execute();
  }
  return { id, email, password };
}

/** The body of `POST /api/role` for a new role of type multi named `name`. */
export function roleBody(name: string) {
  return {
    id: randomUUID(),
    name,
    description: 'Buys',
    type: 'multi',
    tasksSummary: '',
    education: '',
    competences: '',
    screening: '',
  };
}

/** Inserts a role straight into the database; `roleIds` of type roles get `contains` inside them. */
export async function createRole(
  { database }: BuiltApp,
  fields: { type?: 'multi' | 'roles'; name?: string; contains?: readonly string[] } = {},
): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const name = fields.name ?? `Role ${id.slice(0, 8)}`;
  const row = { id, name, description: `Description of ${name}`, type: fields.type ?? 'multi' };
  await database.db.insertInto('role').values(newRoleRow(row, Date.now())).execute();
  for (const child of fields.contains ?? []) {
    await database.db.insertInto('role_role').values({ role_id: id, child_role_id: child }).execute();
  }
  return { id, name };
}

/** Gives the user the roles (by id), straight into the database. */
export async function assignRoles({ database }: BuiltApp, userId: string, roleIds: readonly string[]) {
  for (const roleId of roleIds) {
    await database.db.insertInto('user_role').values({ user_id: userId, role_id: roleId }).execute();
  }
}
