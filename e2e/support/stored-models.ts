import path from 'node:path';
import type { Step } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import { dataDir as sharedDataDir } from './context';

/**
 * Replaces a working copy's steps straight in the running server's SQLite file, past the server's
 * checks: a model as an older version or a broken import could have left it. The version moves on, so
 * the server's kept answer of the working copy is not served again.
 */
export function storeWorkingCopySteps(
  modelId: string,
  steps: readonly (Omit<Step, 'type'> & { type: string })[],
  dataDir: string = sharedDataDir(),
): void {
  const db = new Database(path.join(dataDir, 'stroomlijn.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const changed = db
      .prepare('UPDATE process_model SET content = ?, updated_at = updated_at + 1 WHERE id = ?')
      .run(JSON.stringify({ steps, groups: [] }), modelId).changes;
    if (changed !== 1) throw new Error(`No working copy ${modelId}`);
  } finally {
    db.close();
  }
}
