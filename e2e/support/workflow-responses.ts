import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ActionStatus, ResponseStatus } from '@stroomlijn/domain';
import Database from 'better-sqlite3';
import { dataDir as sharedDataDir } from './context';

export interface StoredResponse {
  id: string;
  formId: string;
  internalId: number;
  subject: string;
}

export interface ResponseFields {
  formId: string;
  subject: string;
  status: ResponseStatus;
  reviewerRoleId?: string | null;
  readerRoleId?: string | null;
  actionHolderRoleId?: string | null;
}

function open(dataDir: string): Database.Database {
  const db = new Database(path.join(dataDir, 'stroomlijn.sqlite'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * Responses straight into the running server's SQLite file, as the form service's webhook would have
 * made them, for tests against the shared server (which has no form service). The lists read them at once.
 */
export function insertResponses(
  responses: readonly ResponseFields[],
  dataDir: string = sharedDataDir(),
): StoredResponse[] {
  const db = open(dataDir);
  try {
    const insert = db.prepare(
      `INSERT INTO workflow_responses (id, form_id, internal_id, submission_id, subject, submission_date,
         processed_date, status, reviewer_role_id, reader_role_id, action_holder_role_id, answers, created_at,
         updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?)`,
    );
    const next = db.prepare(
      'SELECT COALESCE(MAX(internal_id), 0) + 1 AS n FROM workflow_responses WHERE form_id = ?',
    );
    const now = Date.now();
    return db.transaction(() =>
      responses.map((fields, index) => {
        const id = randomUUID();
        const internalId = (next.get(fields.formId) as { n: number }).n;
        insert.run(
          id,
          fields.formId,
          internalId,
          String(6_000_000_000_000_000_000 + Math.floor(Math.random() * 1e15)),
          fields.subject,
          now - index,
          now,
          fields.status,
          fields.reviewerRoleId ?? null,
          fields.readerRoleId ?? null,
          fields.actionHolderRoleId ?? null,
          now,
          now,
        );
        return { id, formId: fields.formId, internalId, subject: fields.subject };
      }),
    )();
  } finally {
    db.close();
  }
}

/** Actions of a stored response, assigned to a user, each with the status given. */
export function insertActions(
  response: StoredResponse,
  actions: readonly { action: string; status: ActionStatus; assigneeUserId: string }[],
  dataDir: string = sharedDataDir(),
): string[] {
  const db = open(dataDir);
  try {
    const insert = db.prepare(
      `INSERT INTO response_actions (id, form_id, response_id, action, remarks, status, assignee_user_id,
         owner_user_id, start_date, end_date, deleted, created_at, updated_at)
       VALUES (?, ?, ?, ?, '', ?, ?, NULL, '2030-01-01', '2030-01-31', 0, ?, ?)`,
    );
    const now = Date.now();
    return db.transaction(() =>
      actions.map((fields) => {
        const id = randomUUID();
        insert.run(
          id,
          response.formId,
          response.id,
          fields.action,
          fields.status,
          fields.assigneeUserId,
          now,
          now,
        );
        return id;
      }),
    )();
  } finally {
    db.close();
  }
}
