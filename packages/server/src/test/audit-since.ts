import type { AuditActor, AuditChange } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** An audit entry as stored, with the users it is about. */
export interface StoredAuditEntry {
  seq: number;
  entity: string;
  entityId: string;
  action: string;
  actor: AuditActor;
  address: string;
  change: AuditChange;
  subjects: string[];
}

/**
 * Marks the end of the audit trail now; the function it answers reads the entries appended since,
 * oldest first. `const since = await auditMark(db); …; expect(await since()).toHaveLength(1)`.
 */
export async function auditMark(db: Kysely<Database>): Promise<() => Promise<StoredAuditEntry[]>> {
  const mark = Number(
    (await db.selectFrom('audit_entry').select(sql<string | null>`max(seq)`.as('seq')).executeTakeFirst())
      ?.seq ?? 0,
  );
  return async () => {
    const rows = await db
      .selectFrom('audit_entry')
      .selectAll()
      .where('seq', '>', mark)
      .orderBy('seq')
      .execute();
    const subjects = await db.selectFrom('audit_subject').selectAll().where('seq', '>', mark).execute();
    return rows.map((row) => ({
      seq: Number(row.seq),
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name } as AuditActor,
      address: row.address,
      change: JSON.parse(row.change) as AuditChange,
      subjects: subjects
        .filter((subject) => Number(subject.seq) === Number(row.seq))
        .map((subject) => subject.user_id)
        .sort(),
    }));
  };
}
