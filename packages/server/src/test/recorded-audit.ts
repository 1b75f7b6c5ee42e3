import type { AuditAction, AuditActorKind, AuditChange, AuditEntity } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema.js';

/** An audit entry as a test compares it: with the users it is about. */
export interface RecordedEntry {
  seq: number;
  actor: { kind: AuditActorKind; id: string | null; name: string };
  address: string;
  requestId: string;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  change: AuditChange;
  subjects: string[];
}

/** The seq of the last entry of the audit trail (0 when it is empty). */
export async function lastSeq(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('audit_entry')
    .select('seq')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.seq) : 0;
}

/** The entries appended after `seq`, oldest first. */
export async function entriesAfter(db: Kysely<Database>, seq: number): Promise<RecordedEntry[]> {
  const rows = await db.selectFrom('audit_entry').selectAll().where('seq', '>', seq).orderBy('seq').execute();
  const subjects = await db.selectFrom('audit_subject').selectAll().where('seq', '>', seq).execute();
  return rows.map((row) => ({
    seq: Number(row.seq),
    actor: { kind: row.actor_kind as AuditActorKind, id: row.actor_id, name: row.actor_name },
    address: row.address,
    requestId: row.request_id,
    entity: row.entity as AuditEntity,
    entityId: row.entity_id,
    action: row.action as AuditAction,
    change: JSON.parse(row.change) as AuditChange,
    subjects: subjects
      .filter((subject) => Number(subject.seq) === Number(row.seq))
      .map((subject) => subject.user_id)
      .sort(),
  }));
}

/** Runs `act` and answers the one entry it appended (failing when it appended none or several). */
export async function appendedBy(db: Kysely<Database>, act: () => Promise<unknown>): Promise<RecordedEntry> {
  const before = await lastSeq(db);
  await act();
  const entries = await entriesAfter(db, before);
  expect(entries, 'exactly one audit entry').toHaveLength(1);
  return entries[0] as RecordedEntry;
}

/** Runs `act` and checks that it appended no audit entry. */
export async function appendsNone(db: Kysely<Database>, act: () => Promise<unknown>): Promise<void> {
  const before = await lastSeq(db);
  await act();
  expect(await entriesAfter(db, before), 'no audit entry').toEqual([]);
}

/** A point in the audit trail, to read what was appended after it. */
export interface AuditMark {
  /** The entries appended since the mark, oldest first. */
  entries(): Promise<RecordedEntry[]>;
  /** The one entry appended since the mark (fails when there are none or several). */
  only(): Promise<RecordedEntry>;
}

/** Marks the end of the audit trail now (a test file's app has a database of its own). */
export async function auditMark(db: Kysely<Database>): Promise<AuditMark> {
  const seq = await lastSeq(db);
  const entries = () => entriesAfter(db, seq);
  return {
    entries,
    async only() {
      const appended = await entries();
      expect(
        appended.map((entry) => `${entry.entity}/${entry.action}`),
        'exactly one audit entry',
      ).toHaveLength(1);
      return appended[0] as RecordedEntry;
    },
  };
}
