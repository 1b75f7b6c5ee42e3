import { type AuditAction, type AuditActor, type AuditEntity, auditChange } from '@stroomlijn/domain';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/search-entries.js';
import { entryHash, personalHash } from './audit-chain.js';
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

/** The chain's head, read under a row lock on PostgreSQL (compiled once per dialect: it runs with every write). */
const headByDialect = new Map<boolean, CompiledQuery>();

/**
 * The last link of the chain (`audit_head`: the last entry, else the retention's anchor, else the start).
 * On PostgreSQL the read locks the head's row until the transaction ends, which serialises the appends and
 * the retention of every instance, so that they stay one chain; SQLite has one writer.
 */
export async function lockChainHead(
  trx: Kysely<Database>,
): Promise<{ seq: number; hash: string; at: number }> {
  const postgres = isPostgres(trx);
  let compiled = headByDialect.get(postgres);
  if (!compiled) {
    const select = trx.selectFrom('audit_head').select(['seq', 'hash', 'at']).where('id', '=', 1);
    compiled = (postgres ? select.forNoKeyUpdate() : select).compile();
    headByDialect.set(postgres, compiled);
  }
  const head = (await trx.executeQuery<{ seq: number | string; hash: string; at: number | string }>(compiled))
    .rows[0];
  if (!head) throw new Error('The audit trail has no head (migration 0026 not applied)');
  return { seq: Number(head.seq), hash: head.hash, at: Number(head.at) };
}

/** What an append writes: every column but `erased_at` (null until an erasure). */
const INSERT_COLUMNS = ENTRY_COLUMNS.filter((column) => column !== 'erased_at');
/** A statement of an append, with which of the entry's values (by INSERT_COLUMNS) it takes, in order. */
interface AppendStatement {
  query: CompiledQuery;
  takes: readonly number[];
}
const appendByDialect = new Map<boolean, AppendStatement[]>();

/**
 * The statements of an append, compiled once per dialect (building the SQL anew was a good part of the
 * entry's cost). They insert the entry and move the chain's head to it: on PostgreSQL in one statement
 * (one round trip), on SQLite, which has no data-modifying WITH, in two.
 */
function compiledAppend(trx: Kysely<Database>): AppendStatement[] {
  const postgres = isPostgres(trx);
  let compiled = appendByDialect.get(postgres);
  if (compiled) return compiled;
  const standIns = INSERT_COLUMNS.map((column) => `:${column}`);
  const insert = trx
    .insertInto('audit_entry')
    .values(Object.fromEntries(INSERT_COLUMNS.map((column, index) => [column, standIns[index]])) as never)
    .compile();
  if (insert.parameters.some((value, index) => value !== standIns[index]))
    throw new Error('The audit insert does not take its values in the order of its columns');
  const all = INSERT_COLUMNS.map((_, index) => index);
  const head = (['seq', 'hash', 'at'] as const).map((column) => ({
    column,
    takes: INSERT_COLUMNS.indexOf(column),
  }));
  if (postgres) {
    // PostgreSQL numbers its parameters: the head's move reuses the insert's.
    const set = head.map(({ column, takes }) => `"${column}" = $${takes + 1}`).join(', ');
    const sql = `with "entry" as (${insert.sql}) update "audit_head" set ${set} where "id" = 1`;
    compiled = [{ query: { ...insert, sql }, takes: all }];
  } else {
    const set = head.map(({ column }) => `"${column}" = ?`).join(', ');
    const sql = `update "audit_head" set ${set} where "id" = 1`;
    compiled = [
      { query: insert, takes: all },
      { query: { ...insert, sql, parameters: [] }, takes: head.map(({ takes }) => takes) },
    ];
  }
  appendByDialect.set(postgres, compiled);
  return compiled;
}

/**
 * Appends an entry to the audit trail in `trx`, the transaction of the change it records: a rolled back
 * change leaves no entry, a committed one always has its entry. The entry follows the chain's head, read
 * under its row lock (`lockChainHead`). Call it last in the transaction: the lock is held until its end.
 */
export async function recordAudit(trx: Kysely<Database>, record: AuditRecord): Promise<void> {
  if (!trx.isTransaction) throw new Error('An audit entry is written in the transaction of its change');
  const { actor: caller, address, requestId } = currentActor();
  const actor = record.actor ?? caller;
  const end = await lockChainHead(trx);
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
  const parameters = [
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
  ];
  for (const { query, takes } of compiledAppend(trx))
    await trx.executeQuery({ ...query, parameters: takes.map((index) => parameters[index]) });
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
