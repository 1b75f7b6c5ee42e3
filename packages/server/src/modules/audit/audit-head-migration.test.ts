import { describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../test/migrated-database.js';
import { GENESIS_HASH } from './audit-chain.js';

/** A database migrated up to 0025, before the chain had a head, and the head migration 0026 gives it. */
async function beforeTheHead() {
  const { db, migrateTo } = await databaseMigratedTo('0025-response-retention');
  const toHead = async () => {
    await migrateTo('0026-audit-head');
    const head = await db.selectFrom('audit_head').selectAll().execute();
    return head.map((row) => ({ id: row.id, seq: Number(row.seq), hash: row.hash, at: Number(row.at) }));
  };
  return { db, toHead };
}

const entry = (seq: number) => ({
  seq,
  at: 1_700_000_000_000 + seq,
  actor_kind: 'system',
  actor_id: null,
  actor_name: '',
  address: '',
  request_id: `r${seq}`,
  entity: 'role',
  entity_id: 'x',
  action: 'create',
  change: '{}',
  personal_hash: 'p',
  erased_at: null,
  prev_hash: `h${seq - 1}`,
  hash: `h${seq}`,
});

describe('migration 0026 gives the audit chain its head', () => {
  it('the last entry, where there are entries (after the retention removed the first)', async () => {
    const { db, toHead } = await beforeTheHead();
    await db.insertInto('audit_anchor').values({ id: 1, seq: 4, hash: 'h4' }).execute();
    await db
      .insertInto('audit_entry')
      .values([entry(5), entry(6), entry(7)])
      .execute();
    expect(await toHead()).toEqual([{ id: 1, seq: 7, hash: 'h7', at: 1_700_000_000_007 }]);
  });

  it('the anchor, where the retention removed every entry', async () => {
    const { db, toHead } = await beforeTheHead();
    await db.insertInto('audit_anchor').values({ id: 1, seq: 9, hash: 'h9' }).execute();
    expect(await toHead()).toEqual([{ id: 1, seq: 9, hash: 'h9', at: 0 }]);
  });

  it('the start, on a database without entries', async () => {
    const { toHead } = await beforeTheHead();
    expect(await toHead()).toEqual([{ id: 1, seq: 0, hash: GENESIS_HASH, at: 0 }]);
  });
});
