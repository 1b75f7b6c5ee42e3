import { type Kysely, sql } from 'kysely';
import { chunks } from '../../../db/chunks.js';
import type { Database } from '../../../db/schema.js';
import type { Pseudonym } from './pseudonym.js';
import type { Identity, Scrubber } from './scrub.js';

/** The account's fields as an entry about the account records them. */
const ACCOUNT_FIELDS = ['email', 'firstName', 'preposition', 'lastName', 'personnelNumber'] as const;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The numbers of the entries the person is in: as actor, as the account changed, as a subject, or by name. */
async function entriesOf(trx: Kysely<Database>, userId: string, identity: Identity): Promise<number[]> {
  const mentions = [...identity.fullNames, ...identity.emails].map(likePattern);
  const rows = await trx
    .selectFrom('audit_entry')
    .select('seq')
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', userId),
        eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', userId)]),
        eb('seq', 'in', eb.selectFrom('audit_subject').select('seq').where('user_id', '=', userId)),
        ...mentions.flatMap((pattern) => [
          sql<boolean>`lower(actor_name) like ${pattern} escape '\\'`,
          sql<boolean>`lower(change) like ${pattern} escape '\\'`,
        ]),
      ]),
    )
    .orderBy('seq')
    .execute();
  return rows.map((row) => Number(row.seq));
}

/** The account's own fields in an entry about the account: the pseudonym's, or nothing. */
function accountFields(side: unknown, pseudonym: Pseudonym): unknown {
  if (side === null || typeof side !== 'object' || Array.isArray(side)) return side;
  const replaced: Record<string, unknown> = { ...side };
  const values = {
    email: pseudonym.email,
    firstName: '',
    preposition: '',
    lastName: pseudonym.name,
    personnelNumber: '',
  };
  for (const field of ACCOUNT_FIELDS) if (field in replaced) replaced[field] = values[field];
  return replaced;
}

/**
 * Replaces the personal part (actor name and change) of every entry the person is in: their name as
 * actor becomes the pseudonym, and in the change their names, emails and personnel numbers (the
 * account's own fields in entries about the account) are the pseudonym's or gone. Each such entry is
 * marked erased; its `personal_hash` stays, so that the chain still verifies (verify-chain.ts does not
 * compare an erased entry's personal part with it). Returns how many entries it rewrote.
 */
export async function eraseAuditEntries(
  trx: Kysely<Database>,
  userId: string,
  options: { identity: Identity; scrub: Scrubber; pseudonym: Pseudonym; at: number },
): Promise<number> {
  const { scrub, pseudonym, at } = options;
  const seqs = await entriesOf(trx, userId, options.identity);
  for (const part of chunks(seqs)) {
    const rows = await trx
      .selectFrom('audit_entry')
      .select(['seq', 'actor_id', 'actor_name', 'entity', 'entity_id', 'change'])
      .where('seq', 'in', part)
      .execute();
    for (const row of rows) {
      let change = scrub.json(JSON.parse(row.change)) as { before?: unknown; after?: unknown };
      if (row.entity === 'user' && row.entity_id === userId && change && typeof change === 'object')
        change = {
          ...change,
          before: accountFields(change.before, pseudonym),
          after: accountFields(change.after, pseudonym),
        };
      await trx
        .updateTable('audit_entry')
        .set({
          actor_name: row.actor_id === userId ? pseudonym.name : scrub.text(row.actor_name),
          change: JSON.stringify(change),
          erased_at: at,
        })
        .where('seq', '=', row.seq)
        .execute();
    }
  }
  return seqs.length;
}
