import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { entryHash, GENESIS_HASH, personalHash } from './audit-chain.js';
import { ENTRY_COLUMNS, type EntryRow } from './repository.js';

/** What the check of the chain found: how many entries it read, and the first that breaks it. */
export interface ChainCheck {
  entries: number;
  broken: { seq: number; reason: 'sequence' | 'previous-hash' | 'personal-hash' | 'hash' | 'head' } | null;
}

const BATCH = 10_000;

/**
 * Checks the whole audit trail, oldest first: each entry follows the one before (its number, its
 * `prev_hash`), its personal part hashes to its `personal_hash` (unless erased), and its hash is that of
 * its content. The first entry follows the retention's anchor, or the start; the chain's head names the
 * last, so that entries removed from the end are found too. Appends while it runs are checked as well.
 */
export async function verifyChain(
  db: Kysely<Database>,
  progress?: (entries: number) => void,
): Promise<ChainCheck> {
  const anchor = await db
    .selectFrom('audit_anchor')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  let previous = anchor ? { seq: Number(anchor.seq), hash: anchor.hash } : { seq: 0, hash: GENESIS_HASH };
  let entries = 0;
  // Read after the entries: an append moves it with its entry, so one read before them could be behind.
  let head: { seq: number; hash: string } | null = null;
  for (;;) {
    const rows: EntryRow[] = await db
      .selectFrom('audit_entry')
      .select(ENTRY_COLUMNS)
      .where('seq', '>', previous.seq)
      .orderBy('seq')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) {
      // The entries the head was last seen to name are committed with it: missing now, they were removed.
      if (head !== null && head.seq > previous.seq)
        return { entries, broken: { seq: head.seq, reason: 'head' } };
      head = await chainHead(db);
      // Entries appended since the last read: check them too.
      if (head.seq > previous.seq) continue;
      const intact = head.seq === previous.seq && head.hash === previous.hash;
      return { entries, broken: intact ? null : { seq: head.seq, reason: 'head' } };
    }
    for (const row of rows) {
      const seq = Number(row.seq);
      const broken = (reason: NonNullable<ChainCheck['broken']>['reason']): ChainCheck => ({
        entries,
        broken: { seq, reason },
      });
      if (seq !== previous.seq + 1) return broken('sequence');
      if (row.prev_hash !== previous.hash) return broken('previous-hash');
      if (row.erased_at === null && personalHash(row.actor_name, row.change) !== row.personal_hash)
        return broken('personal-hash');
      const hash = entryHash({
        seq,
        at: Number(row.at),
        actorKind: row.actor_kind,
        actorId: row.actor_id,
        address: row.address,
        requestId: row.request_id,
        entity: row.entity,
        entityId: row.entity_id,
        action: row.action,
        personalHash: row.personal_hash,
        prevHash: row.prev_hash,
      });
      if (hash !== row.hash) return broken('hash');
      previous = { seq, hash };
      entries += 1;
    }
    progress?.(entries);
  }
}

async function chainHead(db: Kysely<Database>): Promise<{ seq: number; hash: string }> {
  const head = await db
    .selectFrom('audit_head')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { seq: Number(head.seq), hash: head.hash };
}
