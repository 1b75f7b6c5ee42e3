import { createHmac } from 'node:crypto';
import { ERASED_EMAIL_DOMAIN } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Hex digits of the HMAC a pseudonym keeps: 48 bits, so that two people practically never share one. */
const DIGITS = 12;

export interface Pseudonym {
  /** What the person is shown as from now on, e.g. `P-3f9a1c2b7d4e`. */
  name: string;
  /** Their account's address: unique, and never delivered (a reserved domain). */
  email: string;
}

/**
 * The person's pseudonym: `P-` and the start of an HMAC-SHA-256 of their user id under the database's
 * erasure secret (migration 0024). The same person always gets the same one; without the secret nobody
 * can tell whose it is, and it holds nothing of their name.
 */
export async function pseudonymOf(db: Kysely<Database>, userId: string): Promise<Pseudonym> {
  const key = await db
    .selectFrom('erasure_key')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const digest = createHmac('sha256', key.secret).update(userId, 'utf8').digest('hex').slice(0, DIGITS);
  const name = `P-${digest}`;
  return { name, email: `${name.toLowerCase()}@${ERASED_EMAIL_DOMAIN}` };
}
