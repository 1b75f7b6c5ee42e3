import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { ADMIN_USER_ID, SUPPORT_USER_ID, SYSTEM_ROLE_IDS, type SystemRole } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { dataDir as sharedDataDir } from './context';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './settings';

export { ADMIN_USER_ID, SUPPORT_USER_ID };

/** The built-in administrator of every e2e server. */
export const ADMIN = { id: ADMIN_USER_ID, email: ADMIN_EMAIL, password: ADMIN_PASSWORD } as const;

// The server's argon2id settings (packages/server/src/modules/security/password.ts).
const HASH_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface E2eUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface UserFields {
  email?: string;
  password?: string;
  firstName?: string;
  preposition?: string;
  lastName?: string;
  personnelNumber?: string;
  deleted?: boolean;
}

/**
 * Creates a user holding exactly the given system roles, straight in the running server's SQLite
 * file (WAL mode, so writing beside the server is fine). The server has no cache of users.
 */
export async function createUser(
  roles: readonly SystemRole[],
  fields: UserFields = {},
  dataDir: string = sharedDataDir(),
): Promise<E2eUser> {
  const id = randomUUID();
  const email = fields.email ?? `e2e-${id.slice(0, 8)}@stroomlijn.test`;
  const password = fields.password ?? `password-${id.slice(0, 13)}`;
  const firstName = fields.firstName ?? 'Test';
  const lastName = fields.lastName ?? `User ${id.slice(0, 4)}`;
  const passwordHash = await hash(password, HASH_OPTIONS);
  const now = Date.now();

  const db = new Database(path.join(dataDir, 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    const insertUser = db.prepare(
      `INSERT INTO app_user (id, email, email_key, first_name, preposition, last_name, personnel_number,
         password_hash, deleted, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertRole = db.prepare('INSERT INTO user_role (user_id, role_id) VALUES (?, ?)');
    db.transaction(() => {
      insertUser.run(
        id,
        email,
        email.toLowerCase(),
        firstName,
        fields.preposition ?? '',
        lastName,
        fields.personnelNumber ?? '',
        passwordHash,
        fields.deleted ? 1 : 0,
        now,
        now,
      );
      for (const role of roles) insertRole.run(id, SYSTEM_ROLE_IDS[role]);
    })();
  } finally {
    db.close();
  }
  return { id, email, password, firstName, lastName };
}

/**
 * Ends every session of the user on the server, as an expired or revoked session would end: the
 * rows go, the browser keeps its cookie. Returns how many sessions were ended.
 */
export function endSessionsOf(userId: string, dataDir: string = sharedDataDir()): number {
  const db = new Database(path.join(dataDir, 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare('DELETE FROM session WHERE user_id = ?').run(userId).changes;
  } finally {
    db.close();
  }
}

/** Pages of the sign-in flow; signInWithPassword waits until the app has left all of them. */
const SIGN_IN_PATHS = ['/login', '/support/login', '/logincheck'];

/**
 * Signs in as the support login form does: its request, `POST /api/security/login`, sent by the page
 * (from a small answer of the same origin, `/api/config`, so that the browser keeps the session cookie for
 * the page's host, `*.stroomlijn.test` included); then opens `/logincheck` as the form does after it, and
 * waits until the app has left the sign-in pages (for the remembered address, else home). Tests of the
 * sign-in itself fill in the form (`signInThroughLoginPage`); for the others this skips loading the form's
 * page, about half a second a sign-in.
 */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/api/config');
  const refused = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/security/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.ok ? null : `${response.status} ${await response.text()}`;
    },
    { email, password },
  );
  if (refused) throw new Error(`Signing in as ${email} was refused: ${refused}`);
  await page.goto('/logincheck');
  try {
    await page.waitForURL((url) => !SIGN_IN_PATHS.includes(url.pathname));
  } catch (error) {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `Signing in as ${email} did not leave ${new URL(page.url()).pathname}` +
        (alerts.length > 0 ? `; the page says: ${alerts.join(' | ')}` : ''),
      { cause: error },
    );
  }
}
