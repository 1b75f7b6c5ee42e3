import { type AuditAction, type AuditActor, type AuditEntity, auditChange } from '@stroomlijn/domain';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/search-entries.js';
import { entryHash, GENESIS_HASH, personalHash } from './audit-chain.js';
import { currentActor } from './audit-context.js';
import { ENTRY_COLUMNS } from './repository.js';

/** One change to record. */
export interface AuditRecord {
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  /** The entity before and after (its API shape); absent or null where it did not exist. Only changed fields are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The users the entry is about besides its actor (an entry about a user entity is about that user already). */
  subjects?: readonly string[];
  /** Who did it, where not the request's caller (the email a failed sign-in gave, a feed's key). */
  actor?: AuditActor;
}

/** Subjects written per statement (SQLite allows 32,766 parameters in one). */
const SUBJECT_BATCH = 1000;

/** Serialises the appends of every instance on PostgreSQL until the appending transaction ends. */
export const AUDIT_LOCK = 5_512_023;

/** The chain's last entry's query, compiled once per dialect (it runs with every write). */
const lastByDialect = new Map<boolean, CompiledQuery>();

/** The last link of the chain: the last entry, else the retention's anchor, else the start. */
export async function chainEnd(db: Kysely<Database>): Promise<{ seq: number; hash: string; at: number }> {
  const postgres = isPostgres(db);
  let compiled = lastByDialect.get(postgres);
  if (!compiled) {
    compiled = db
      .selectFrom('audit_entry')
      .select(['seq', 'hash', 'at'])
      .orderBy('seq', 'desc')
      .limit(1)
      .compile();
    lastByDialect.set(postgres, compiled);
  }
  const last = (await db.executeQuery<{ seq: number | string; hash: string; at: number | string }>(compiled))
    .rows[0];
  if (last) return { seq: Number(last.seq), hash: last.hash, at: Number(last.at) };
  const anchor = await db
    .selectFrom('audit_anchor')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return anchor
    ? { seq: Number(anchor.seq), hash: anchor.hash, at: 0 }
    : { seq: 0, hash: GENESIS_HASH, at: 0 };
}

/** What an append writes: every column but `erased_at` (null until an erasure). */
const INSERT_COLUMNS = ENTRY_COLUMNS.filter((column) => column !== 'erased_at');
const insertByDialect = new Map<boolean, CompiledQuery>();

/**
 * The entry's insert, compiled once per dialect: it runs with every write, where building the SQL anew
 * was a good part of the entry's cost. Its parameters are the values of INSERT_COLUMNS in that order.
 */
function compiledInsert(trx: Kysely<Database>): CompiledQuery {
  const postgres = isPostgres(trx);
  let compiled = insertByDialect.get(postgres);
  if (!compiled) {
    const standIns = INSERT_COLUMNS.map((column) => `:${column}`);
    compiled = trx
      .insertInto('audit_entry')
      .values(Object.fromEntries(INSERT_COLUMNS.map((column, index) => [column, standIns[index]])) as never)
      .compile();
    if (compiled.parameters.some((value, index) => value !== standIns[index]))
      throw new Error('The audit insert does not take its values in the order of its columns');
    insertByDialect.set(postgres, compiled);
  }
  return compiled;
}

/**
 * Appends an entry to the audit trail in `trx`, the transaction of the change it records: a rolled back
 * change leaves no entry, a committed one always has its entry. The entry follows the chain's last
 * (on PostgreSQL under a transaction-wide advisory lock, so that the appends of several instances stay
 * one chain; SQLite has one writer). Call it last in the transaction: the lock is held until its end.
 */
export async function recordAudit(trx: Kysely<Database>, record: AuditRecord): Promise<void> {
  if (!trx.isTransaction) throw new Error('An audit entry is written in the transaction of its change');
  const { actor: caller, address, requestId } = currentActor();
  const actor = record.actor ?? caller;
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
  const end = await chainEnd(trx);
  const change = JSON.stringify(auditChange(record.before ?? null, record.after ?? null));
  const entry = {
    seq: end.seq + 1,
    // Never before the entry it follows (instances' clocks differ a little): times rise with the numbers,
    // so that a period is a range of numbers.
    at: Math.max(Date.now(), end.at),
    actorKind: actor.kind,
    actorId: actor.id,
    address,
    requestId,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    personalHash: personalHash(actor.name, change),
    prevHash: end.hash,
  };
  await trx.executeQuery({
    ...compiledInsert(trx),
    parameters: [
      entry.seq,
      entry.at,
      entry.actorKind,
      entry.actorId,
      actor.name,
      address,
      requestId,
      entry.entity,
      entry.entityId,
      entry.action,
      change,
      entry.personalHash,
      entry.prevHash,
      entryHash(entry),
    ],
  });
  // An entry about a user is found by its entity already (repository.ts): no subject row for it.
  const subjects = new Set(record.subjects ?? []);
  if (actor.id !== null) subjects.delete(actor.id);
  if (record.entity === 'user') subjects.delete(record.entityId);
  // In batches: an import is about thousands of users, beyond the parameters one statement may have.
  const rows = [...subjects].map((userId) => ({ user_id: userId, seq: entry.seq }));
  for (let start = 0; start < rows.length; start += SUBJECT_BATCH)
    await trx
      .insertInto('audit_subject')
      .values(rows.slice(start, start + SUBJECT_BATCH))
      .execute();
}

/** `recordAudit` in a transaction of its own with `work`: for a write that had none. */
export function auditedWrite<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
  record: (result: T) => AuditRecord,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    await recordAudit(trx, record(result));
    return result;
  });
}
