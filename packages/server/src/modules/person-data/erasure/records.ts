import { ERASED_TEXT, type ErasureFreeTexts } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import { chunks } from '../../../db/chunks.js';
import type { Database } from '../../../db/schema.js';
import { compactSearchText } from '../../../db/search-entries.js';
import { indexResponse } from '../../search/index.js';
import type { Pseudonym } from './pseudonym.js';
import type { Scrubber } from './scrub.js';

export interface RecordCounts {
  /** Rows whose name columns now hold the pseudonym, or whose texts lost a mention of the person. */
  records: number;
  /** Free texts the person wrote (not empty), kept without their name or removed. */
  freeTexts: number;
  sessions: number;
}

/**
 * The account: its name fields become the pseudonym, its email the pseudonym's address; the personnel
 * number, password, language and every session and known sign-in browser go. Refused sign-ins recorded
 * under their addresses go too. The role links stay (docs/decisions.md).
 */
export async function anonymiseAccount(
  trx: Kysely<Database>,
  userId: string,
  emails: readonly string[],
  pseudonym: Pseudonym,
  at: number,
): Promise<number> {
  await trx
    .updateTable('app_user')
    .set({
      email: pseudonym.email,
      email_key: pseudonym.email,
      first_name: '',
      preposition: '',
      last_name: pseudonym.name,
      personnel_number: '',
      password_hash: null,
      language: null,
      erased_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute();
  const sessions = await trx.deleteFrom('session').where('user_id', '=', userId).executeTakeFirst();
  await trx.deleteFrom('sign_in_device').where('user_id', '=', userId).execute();
  for (const part of chunks(emails.map((email) => email.trim().toLowerCase())))
    await trx.deleteFrom('login_failure').where('email_key', 'in', part).execute();
  // No notice or reminder of an acknowledgement is sent to the address that cannot receive it.
  await trx
    .updateTable('acknowledgement')
    .set({ notified_at: at })
    .where('user_id', '=', userId)
    .where('notified_at', 'is', null)
    .execute();
  // Kept answers that show names (a working copy's publisher) are stamped with the auth generation.
  await sql`update auth_generation set value = value + 1 where id = 1`.execute(trx);
  return Number(sessions.numDeletedRows);
}

/** Each row's texts through `change`, written back where they changed; counts the rows written. */
async function rewrite<Row extends { id: string }>(
  rows: Row[],
  change: (row: Row) => Partial<Row> | null,
  write: (id: string, values: Partial<Row>) => Promise<unknown>,
): Promise<number> {
  let written = 0;
  for (const row of rows) {
    const values = change(row);
    if (!values || Object.entries(values).every(([key, value]) => row[key as keyof Row] === value)) continue;
    await write(row.id, values);
    written += 1;
  }
  return written;
}

/**
 * What the person wrote and what names them elsewhere: their comments, their actions' remarks and their
 * feedback kept without their name or removed (`freeTexts`); the responses they sent and the approvals
 * they submitted or decided keep the link to the account (now pseudonymous), with their name taken out of
 * the texts; publishers' and approvers' names of process models and revisions become the pseudonym.
 */
export async function eraseRecords(
  trx: Kysely<Database>,
  userId: string,
  options: { freeTexts: ErasureFreeTexts; scrub: Scrubber; pseudonym: Pseudonym; names: readonly string[] },
): Promise<Omit<RecordCounts, 'sessions'>> {
  const { scrub, pseudonym, names } = options;
  const freeText = (text: string) =>
    text === '' ? text : options.freeTexts === 'remove' ? ERASED_TEXT : scrub.text(text);
  let records = 0;
  let freeTexts = 0;

  const comments = await trx
    .selectFrom('workflow_responses')
    .select(['id', 'comment'])
    .where('commenter_id', '=', userId)
    .execute();
  freeTexts += comments.filter((row) => row.comment !== '').length;
  await rewrite(
    comments,
    (row) => ({ comment: freeText(row.comment) }),
    (id, values) => trx.updateTable('workflow_responses').set(values).where('id', '=', id).execute(),
  );

  const sent = await trx
    .selectFrom('workflow_responses')
    .select(['id', 'subject', 'answers', 'remarks'])
    .where('sender_user_id', '=', userId)
    .execute();
  for (const row of sent) {
    const values = {
      subject: scrub.text(row.subject),
      answers: JSON.stringify(scrub.json(JSON.parse(row.answers))),
      remarks: scrub.text(row.remarks),
    };
    if (values.subject === row.subject && values.answers === row.answers && values.remarks === row.remarks)
      continue;
    await trx.updateTable('workflow_responses').set(values).where('id', '=', row.id).execute();
    await indexResponse(trx, row.id);
    records += 1;
  }
  // The search index must not keep the old words of what was indexed anew.
  if (sent.length > 0) await compactSearchText(trx);

  const actions = await trx
    .selectFrom('response_actions')
    .select(['id', 'remarks'])
    .where('assignee_user_id', '=', userId)
    .execute();
  freeTexts += actions.filter((row) => row.remarks !== '').length;
  await rewrite(
    actions,
    (row) => ({ remarks: freeText(row.remarks) }),
    (id, values) => trx.updateTable('response_actions').set(values).where('id', '=', id).execute(),
  );

  const feedback = await trx
    .selectFrom('feedback')
    .select(['id', 'text'])
    .where('author_id', '=', userId)
    .execute();
  freeTexts += feedback.filter((row) => row.text !== '').length;
  await rewrite(
    feedback,
    (row) => ({ text: freeText(row.text) }),
    (id, values) => trx.updateTable('feedback').set(values).where('id', '=', id).execute(),
  );

  const submitted = await trx
    .selectFrom('approval_request')
    .select([
      'id',
      'submitted_by',
      'submitted_by_name',
      'decided_by',
      'decided_by_name',
      'change_note',
      'reason',
    ])
    .where((eb) => eb.or([eb('submitted_by', '=', userId), eb('decided_by', '=', userId)]))
    .execute();
  records += await rewrite(
    submitted,
    (row) => ({
      submitted_by_name: row.submitted_by === userId ? pseudonym.name : row.submitted_by_name,
      decided_by_name: row.decided_by === userId ? pseudonym.name : row.decided_by_name,
      change_note: row.change_note === null ? null : scrub.text(row.change_note),
      reason: row.reason === null ? null : scrub.text(row.reason),
    }),
    (id, values) => trx.updateTable('approval_request').set(values).where('id', '=', id).execute(),
  );

  for (const part of chunks([...names])) {
    const models = await trx
      .updateTable('process_model')
      .set({ published_by_name: pseudonym.name })
      .where('published_by_name', 'in', part)
      .executeTakeFirst();
    const published = await trx
      .updateTable('process_model_revision')
      .set({ published_by_name: pseudonym.name })
      .where('published_by_name', 'in', part)
      .executeTakeFirst();
    const approved = await trx
      .updateTable('process_model_revision')
      .set({ approved_by_name: pseudonym.name })
      .where('approved_by_name', 'in', part)
      .executeTakeFirst();
    records +=
      Number(models.numUpdatedRows) + Number(published.numUpdatedRows) + Number(approved.numUpdatedRows);
  }
  return { records, freeTexts };
}
