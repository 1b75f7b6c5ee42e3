import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessModel, User } from '@stroomlijn/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { BuiltApp } from '../app.js';
import { isPostgres } from '../db/search-entries.js';
import { type Client, type SignedInClient, signedInClient } from './client.js';
import { giveFeedback, uploadedPdf } from './feedback.js';
import { createModel, graph, publishedModel } from './process-models.js';
import { assignRoles, createRole } from './test-app.js';
import { createdAction, receivedResponse, type WorkflowFormService } from './workflows.js';

/** The person's distinctive words: none may be found anywhere once they are erased. */
export const PERSON_WORDS = ['xanthippe', 'quibblesworth', 'oldquibble', 'pn-778899'] as const;

/**
 * A person who did one of each thing, under two names (renamed by an administrator, so that entries
 * and records written before hold the old one): signed in (and once failed to), published a model,
 * approved another, sent a response, commented on it as its reviewer, holds an action with remarks,
 * gave feedback with an uploaded file, and confirmed having read a revision.
 */
export async function personWhoDidEverything(
  t: BuiltApp,
  forms: WorkflowFormService,
  clients: { admin: Client; modeler: Client },
) {
  const { admin, modeler } = clients;
  const tag = randomUUID().slice(0, 8);
  const email = `xanthippe.quibblesworth.${tag}@example.test`;
  const person: SignedInClient = await signedInClient(t, ['ROLE_MODELER'], {
    firstName: 'Xanthippe',
    lastName: 'Oldquibble',
    email,
    login: true,
  });
  const failed = await admin.inject({
    method: 'POST',
    url: '/api/security/login',
    payload: { email, password: 'not-the-password' },
  });
  expect(failed.statusCode).toBe(401);

  const published = await publishedModel(person, { info: { name: `Intake ${tag}`, description: '' } });

  const read: User = (await admin.get(`/api/user/${person.id}`)).json();
  const renamed = await admin.put('/api/user', {
    ...read,
    preposition: 'van',
    lastName: 'Quibblesworth',
    personnelNumber: 'PN-778899',
  });
  expect(renamed.statusCode, renamed.body).toBe(200);

  const approvalRole = await createRole(t);
  await assignRoles(t, person.id, [approvalRole.id]);
  const toApprove = await createModel(modeler, { approvalRole });
  expect(
    (await modeler.post(`/api/process_model/publish/${toApprove.id}`, { changeNote: 'First' })).statusCode,
  ).toBe(202);
  const approved = await person.post(`/api/process_model/approval/${toApprove.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);

  const roles = { reviewer: await createRole(t), actionHolder: await createRole(t) };
  await assignRoles(t, person.id, [roles.reviewer.id, roles.actionHolder.id]);
  const { form, response } = await receivedResponse(t, forms, clients, roles, {
    senderId: person.id,
    subject: `Lamp at the desk of Xanthippe van Quibblesworth ${tag}`,
  });
  const responsePath = `/api/workflow/${form.id}/response/${response.id}`;
  const commented = await person.post(`${responsePath}/comment`, {
    comment: 'Called back, Xanthippe agreed',
  });
  expect(commented.statusCode, commented.body).toBe(200);
  const action = await createdAction(
    { form, response, reviewer: person, holder: person },
    { remarks: 'Receipt is with Xanthippe Quibblesworth' },
  );

  const fileId = await uploadedPdf(person, 'screenshot.pdf');
  await giveFeedback(person, published, { text: 'The intake step is unclear to me', fileId });

  const actor = await createRole(t);
  await assignRoles(t, person.id, [actor.id]);
  const toConfirm: ProcessModel = await publishedModel(modeler, { steps: graph({ actor }) });
  expect((await person.post(`/api/acknowledgement/${toConfirm.id}/1`, {})).statusCode).toBe(200);

  return {
    person,
    email,
    published,
    toApprove,
    toConfirm,
    form,
    response,
    responsePath,
    action,
    fileId,
    roles,
  };
}

export type PersonWhoDidEverything = Awaited<ReturnType<typeof personWhoDidEverything>>;

const holdsWord = (text: string) => {
  const lower = text.toLowerCase();
  return PERSON_WORDS.filter((word) => lower.includes(word));
};

/** Every table and column of the database where a word of the person is found: `table.column: words`. */
export async function personInDatabase({ database }: BuiltApp): Promise<string[]> {
  const db = database.db;
  const tables = isPostgres(db)
    ? (
        await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db)
      ).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
  expect(tables.map((table) => table.name)).toEqual(
    expect.arrayContaining(['app_user', 'audit_entry', 'search_entry']),
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    for (const row of rows)
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
        const words = holdsWord(text);
        if (words.length > 0) found.push(`${name}.${column}: ${words.join(', ')}`);
      }
  }
  return [...new Set(found)];
}

/** Every file of the data directory where a word of the person is found. */
export async function personInDataDirectory(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (holdsWord((await readFile(file)).toString('latin1')).length > 0) found.push(file);
  }
  return found;
}

/** The read routes (as `reader`) whose answer holds a word of the person. */
export async function personInAnswers(reader: Client, urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const answer = await reader.get(url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    const words = holdsWord(answer.body);
    if (words.length > 0) found.push(`${url}: ${words.join(', ')}`);
  }
  return found;
}
