import { openDatabase } from '../db/database.js';
import { type AuditRecord, recordAudit } from '../modules/audit/index.js';
import { exists } from './file-system.js';
import { dialectOf, type Place, sqliteFileOf } from './place.js';

/**
 * Appends an entry, by the system, to the audit trail of the place's database: a backup records itself
 * there before its copy is taken (so the backup holds it), a restore after the data is in (so the
 * restored chain shows it). A database that does not exist, or has no audit trail yet (migrated before
 * it), gets none: the operation then refuses it or carries it as it is.
 */
export async function recordOperation(place: Place, record: AuditRecord): Promise<void> {
  if (dialectOf(place) === 'sqlite' && !(await exists(sqliteFileOf(place)))) return;
  const database = openDatabase({ databaseUrl: place.databaseUrl, sqliteFile: sqliteFileOf(place) });
  try {
    const tables = await database.db.introspection.getTables();
    if (!tables.some((table) => table.name === 'audit_entry')) return;
    await database.db.transaction().execute((trx) => recordAudit(trx, record));
  } finally {
    await database.close();
  }
}
