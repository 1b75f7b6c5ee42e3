/**
 * Where a page of the response list spends its database time: the repository's queries timed on their
 * own, and their plans (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL).
 */
import { RESPONSE_PAGE_SIZE } from '@stroomlijn/domain';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../../packages/server/src/db/database.js';
import type { Database } from '../../packages/server/src/db/schema.js';
import { workflowFormsRepository } from '../../packages/server/src/modules/forms/index.js';
import { workflowResponsesRepository } from '../../packages/server/src/modules/responses/index.js';
import { median } from './stats.js';

async function medianOf(times: number, work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** Median times of the queries behind one page, for the first and the last (deepest) page. */
export async function timeQueries(db: Kysely<Database>, formId: string, lastPage: number) {
  const responses = workflowResponsesRepository(db);
  const forms = workflowFormsRepository(db);
  const rows = await responses.page(formId, lastPage);
  const userIds = rows.flatMap((r) => [r.sender_user_id, r.commenter_id]).filter((id) => id !== null);
  const roleIds = rows
    .flatMap((r) => [r.reviewer_role_id, r.reader_role_id, r.action_holder_role_id])
    .filter((id) => id !== null);
  return {
    'the form (live?)': await medianOf(25, () => forms.find(formId)),
    'count of live responses (totalPages)': await medianOf(25, () => forms.responseCount(formId)),
    'rows of page 1': await medianOf(25, () => responses.page(formId, 1)),
    [`rows of page ${lastPage} (the last)`]: await medianOf(25, () => responses.page(formId, lastPage)),
    "names of the last page's users": await medianOf(25, () => responses.userNames(userIds)),
    "names of the last page's roles": await medianOf(25, () => responses.roleNames(roleIds)),
  };
}

/** The repository's own queries of the deepest page and of the count, compiled as the server runs them. */
function pageQueries(db: Kysely<Database>, formId: string, lastPage: number) {
  return {
    page: workflowResponsesRepository(db).pageQuery(formId, lastPage).compile(),
    count: workflowFormsRepository(db).responseCountQuery(formId).compile(),
  };
}

export async function explainPageQueries(
  db: Kysely<Database>,
  dialect: Dialect,
  formId: string,
  live: number,
): Promise<void> {
  const lastPage = Math.max(1, Math.ceil(live / RESPONSE_PAGE_SIZE));
  const lastOffset = (lastPage - 1) * RESPONSE_PAGE_SIZE;
  const queries = pageQueries(db, formId, lastPage);
  const prefix = dialect === 'postgres' ? 'EXPLAIN (ANALYZE, BUFFERS) ' : 'EXPLAIN QUERY PLAN ';
  for (const [name, query] of Object.entries(queries)) {
    const plan = await db.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
    console.log(`\n${prefix.trim()} of the ${name} query (offset ${lastOffset}):\n  ${query.sql}`);
    for (const row of plan.rows as Record<string, unknown>[])
      console.log(`  ${String(row['QUERY PLAN'] ?? row.detail ?? JSON.stringify(row))}`);
  }
}
