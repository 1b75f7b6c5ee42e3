import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { WorkflowFormListItem } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import { dataDir as sharedDataDir } from './context';

/**
 * Adds forms of the form service straight into the running server's SQLite file (table `workflow_forms`,
 * migration 0006): there is no screen to add them yet. `GET /api/workflow` lists them at once.
 */
export function insertWorkflowForms(
  names: readonly string[],
  dataDir: string = sharedDataDir(),
): WorkflowFormListItem[] {
  const forms = names.map((name) => ({
    id: randomUUID(),
    name,
    formId: String(200_000_000_000 + Math.floor(Math.random() * 99_999_999_999)),
  }));
  const db = new Database(path.join(dataDir, 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `INSERT INTO workflow_forms (id, form_id, name, processed_date, status, notifications_enabled, deleted,
         created_at)
       VALUES (?, ?, ?, NULL, 'active', 0, 0, ?)`,
    );
    const now = Date.now();
    db.transaction(() => {
      for (const form of forms) insert.run(form.id, form.formId, form.name, now);
    })();
  } finally {
    db.close();
  }
  return forms;
}
