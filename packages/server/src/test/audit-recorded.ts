import type { AuditEntry } from '@stroomlijn/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { BuiltApp } from '../app.js';
import { ENTRY_COLUMNS, toAuditEntry } from '../modules/audit/repository.js';

/** The number of the audit trail's last entry (0 when it has none). */
export async function lastAuditSeq(t: BuiltApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_entry')
    .select(sql<string | number | null>`max(seq)`.as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** The entries appended after entry `seq`, oldest first. */
export async function auditEntriesAfter(t: BuiltApp, seq: number): Promise<AuditEntry[]> {
  const rows = await t.database.db
    .selectFrom('audit_entry')
    .select(ENTRY_COLUMNS)
    .where('seq', '>', seq)
    .orderBy('seq')
    .execute();
  return rows.map(toAuditEntry);
}

/** The user ids an entry is about besides its actor. */
export async function auditSubjects(t: BuiltApp, seq: number): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('audit_subject')
    .select('user_id')
    .where('seq', '=', seq)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** A point in the audit trail, to read what was appended after it. */
export interface AuditMark {
  /** The entries appended since the mark, oldest first. */
  entries(): Promise<AuditEntry[]>;
  /** The one entry appended since the mark (fails when there are none or several), with the users it is about. */
  only(): Promise<AuditEntry & { subjects: string[] }>;
}

/** Marks the end of the audit trail now (a test file's app has a database of its own). */
export async function auditMark(t: BuiltApp): Promise<AuditMark> {
  const seq = await lastAuditSeq(t);
  const entries = () => auditEntriesAfter(t, seq);
  return {
    entries,
    async only() {
      const appended = await entries();
      expect(
        appended.map((entry) => `${entry.entity}/${entry.action}`),
        'exactly one audit entry',
      ).toHaveLength(1);
      const entry = appended[0] as AuditEntry;
      return { ...entry, subjects: await auditSubjects(t, entry.seq) };
    },
  };
}
