/**
 * Seeds the response-list benchmark straight through the database: users (senders, commenters), roles
 * (reviewer, reader, action holder), workflow forms and their responses, inserted in batches, one
 * transaction per form. Rows look like processed submissions: ten answers, the statuses in a realistic
 * mix (5 % error with their message), about 3 % deleted, dates over a year with whole seconds and ties.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, WorkflowResponseTable } from '../../packages/server/src/db/schema.js';
import { newRoleRow } from '../../packages/server/src/db/seed.js';
import { storedAnswers } from './form-questions.js';

const USERS = 200;
const ROLES = 12;
const BATCH = 500;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const STATUSES = ['new', 'in-progress', 'on-hold', 'closed'] as const;
const ERRORS = ['unknown-user', 'unknown-process-model', 'no-matching-definition'] as const;

/** A deterministic number in [0, 1) for `n` (the seed must not depend on Math.random). */
function noise(n: number): number {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

/** Senders and commenters (200 users) and the roles responses name (12). */
export async function seedPeople(db: Kysely<Database>, now: number) {
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: randomUUID(),
    email: `sender-${i}@bench.test`,
    email_key: `sender-${i}@bench.test`,
    first_name: `Voornaam ${i}`,
    preposition: i % 3 === 0 ? 'van der' : '',
    last_name: `Achternaam ${i}`,
    personnel_number: '',
    password_hash: null,
    deleted: 0,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('app_user').values(users).execute();
  const roles = Array.from({ length: ROLES }, (_, i) =>
    newRoleRow({ id: randomUUID(), name: `Bench role ${i}`, description: '', type: 'multi' }, now),
  );
  await db.insertInto('role').values(roles).execute();
  return { userIds: users.map((u) => u.id), roleIds: roles.map((r) => r.id as string) };
}

function responseRow(
  formId: string,
  n: number,
  perForm: number,
  serial: number,
  start: number,
  people: { userIds: string[]; roleIds: string[] },
): Insertable<WorkflowResponseTable> {
  const r = noise(serial);
  const pick = <T>(list: readonly T[], salt: number): T =>
    list[Math.floor(noise(serial * 7 + salt) * list.length)] as T;
  const error = r < 0.05;
  // Newer with each running number, whole seconds, now and then the same second as the one before.
  const submissionDate =
    start + Math.floor((((n - (n % 17 === 0 ? 1 : 0)) / perForm) * YEAR_MS) / 1000) * 1000;
  const reviewer = error ? null : pick(people.roleIds, 1);
  return {
    id: randomUUID(),
    form_id: formId,
    internal_id: n,
    submission_id: String(5_934_521_874_562_100_000n + BigInt(serial)),
    subject: `Onboarding request ${n}`,
    submission_date: submissionDate,
    processed_date: submissionDate + 2000,
    status: error ? 'error' : pick(STATUSES, 2),
    error_message: error ? pick(ERRORS, 3) : null,
    sender_user_id: error && r < 0.02 ? null : pick(people.userIds, 4),
    reviewer_role_id: reviewer,
    reader_role_id: error ? null : pick(people.roleIds, 5),
    action_holder_role_id: error ? null : pick(people.roleIds, 6),
    process_model_id: error ? null : randomUUID(),
    remarks: '',
    comment: noise(serial + 0.5) < 0.2 ? 'Called the applicant; the start date moves a week.' : '',
    commenter_id: noise(serial + 0.5) < 0.2 ? pick(people.userIds, 7) : null,
    answers: JSON.stringify(storedAnswers(n)),
    deleted: noise(serial + 0.25) < 0.03 ? 1 : 0,
    created_at: submissionDate + 2000,
    updated_at: submissionDate + 2000,
  };
}

export interface SeededForm {
  id: string;
  name: string;
  live: number;
}

export type People = Awaited<ReturnType<typeof seedPeople>>;

/**
 * Seeds `forms` forms of `perForm` responses each, naming `people` (seeded here when not given); answers
 * the forms with their live response counts.
 */
export async function seedResponses(
  db: Kysely<Database>,
  forms: number,
  perForm: number,
  people?: People,
): Promise<SeededForm[]> {
  const now = Date.now();
  const named = people ?? (await seedPeople(db, now));
  const seeded: SeededForm[] = [];
  for (let f = 0; f < forms; f++) {
    const id = randomUUID();
    const name = `Bench form ${f + 1}`;
    let live = 0;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('workflow_forms')
        .values({
          id,
          form_id: String(243_000_000_100_000 + f),
          name,
          processed_date: now,
          status: 'active',
          notifications_enabled: 0,
          deleted: 0,
          created_at: now + f,
        })
        .execute();
      for (let from = 1; from <= perForm; from += BATCH) {
        const rows = [];
        for (let n = from; n < from + BATCH && n <= perForm; n++) {
          const row = responseRow(id, n, perForm, f * perForm + n, now - YEAR_MS, named);
          if (row.deleted === 0) live++;
          rows.push(row);
        }
        await trx.insertInto('workflow_responses').values(rows).execute();
      }
    });
    seeded.push({ id, name, live });
  }
  return seeded;
}

/** Three actions per response, assigned round the 200 users, statuses and end dates mixed. */
export async function seedActions(db: Kysely<Database>, userIds: string[]): Promise<number> {
  const responses = await db
    .selectFrom('workflow_responses')
    .select(['id', 'form_id'])
    .orderBy('id')
    .execute();
  const statuses = ['open', 'waiting', 'closed'] as const;
  const now = Date.now();
  let count = 0;
  let rows = [];
  for (const [index, response] of responses.entries()) {
    for (let k = 0; k < 3; k++) {
      const serial = index * 3 + k;
      const day = 1 + (serial % 28);
      rows.push({
        id: randomUUID(),
        form_id: response.form_id,
        response_id: response.id,
        action: `Follow-up ${serial}`,
        remarks: '',
        status: statuses[serial % 3] as string,
        assignee_user_id: userIds[serial % userIds.length] ?? null,
        owner_user_id: userIds[(serial + 1) % userIds.length] ?? null,
        start_date: `2026-${String(1 + (serial % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        end_date: `2027-${String(1 + (serial % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        // About 2 % deleted, spread over the assignees (not a multiple of their round).
        deleted: serial % 47 === 3 ? 1 : 0,
        created_at: now + serial,
        updated_at: now + serial,
      });
      count++;
      if (rows.length === BATCH) {
        await db.insertInto('response_actions').values(rows).execute();
        rows = [];
      }
    }
  }
  if (rows.length > 0) await db.insertInto('response_actions').values(rows).execute();
  return count;
}
