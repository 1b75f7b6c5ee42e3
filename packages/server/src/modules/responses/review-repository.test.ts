import { randomUUID } from 'node:crypto';
import {
  NOT_SELECTED_FORM_ID,
  RESPONSE_FILTER_STATUSES,
  RESPONSE_PAGE_SIZE,
  RESPONSE_STATUSES,
  STATUSES_OF_FILTER,
} from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { type ResponseListFilter, type ResponseListKind, reviewRepository } from './review-repository.js';

const t = useTestApp();

const ROLE_SLOTS = [0, 1, 2, null] as const;
type RoleSlot = (typeof ROLE_SLOTS)[number];

const responseArbitrary = fc.record({
  reviewer: fc.constantFrom(...ROLE_SLOTS),
  reader: fc.constantFrom(...ROLE_SLOTS),
  status: fc.constantFrom(...RESPONSE_STATUSES),
  deleted: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  ofDeletedForm: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  // Few distinct dates, so that the running number and the id decide many places.
  day: fc.integer({ min: 0, max: 6 }),
});

interface Listed {
  id: string;
  submissionDate: number;
  internalId: number;
  formId: string;
  status: string;
  deleted: boolean;
  reviewer: string | null;
  reader: string | null;
}

/** The list as the spec defines it, computed here from the rows themselves. */
function expected(rows: readonly Listed[], filter: ResponseListFilter, liveFormIds: ReadonlySet<string>) {
  const holds = (role: string | null) => role !== null && filter.roleIds.includes(role);
  return rows
    .filter((row) => !row.deleted && liveFormIds.has(row.formId))
    .filter((row) => filter.formId === NOT_SELECTED_FORM_ID || row.formId === filter.formId)
    .filter((row) => (STATUSES_OF_FILTER[filter.status] as readonly string[]).includes(row.status))
    .filter((row) => holds(row.reviewer) || (filter.kind === 'read' && holds(row.reader)))
    .sort(
      (a, b) =>
        b.submissionDate - a.submissionDate ||
        b.internalId - a.internalId ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((row) => row.id);
}

describe('the review and read lists, counted and paged (AC-13, AC-19)', () => {
  it('every page in turn gives each matching response once, newest first, and the count matches', async () => {
    const lists = reviewRepository(t.database.db);
    const db = t.database.db;
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(
        // Enough rows that lists run to several pages, walked from both ends.
        fc.array(responseArbitrary, { minLength: 2 * RESPONSE_PAGE_SIZE, maxLength: 8 * RESPONSE_PAGE_SIZE }),
        fc.subarray([0, 1, 2]),
        async (responses, held) => {
          // Fresh roles and forms per run: earlier runs' rows never match this run's roles.
          const roles = [randomUUID(), randomUUID(), randomUUID()];
          const role = (slot: RoleSlot) => (slot === null ? null : (roles[slot] as string));
          const now = Date.now();
          const forms = [randomUUID(), randomUUID()];
          await db
            .insertInto('workflow_forms')
            .values(
              forms.map((id, i) => ({
                id,
                form_id: String(243_000_000_000_000 + serial + i),
                name: `Form ${serial + i}`,
                processed_date: now,
                status: 'active',
                notifications_enabled: 0,
                deleted: i === 1 ? 1 : 0,
                created_at: now,
              })),
            )
            .execute();
          const rows: Listed[] = responses.map((response) => ({
            id: randomUUID(),
            // Running numbers unique across the run, so that only the id breaks a tie of date and number.
            internalId: ++serial,
            submissionDate: 1_700_000_000_000 + response.day * 86_400_000,
            formId: forms[response.ofDeletedForm ? 1 : 0] as string,
            status: response.status,
            deleted: response.deleted,
            reviewer: role(response.reviewer),
            reader: role(response.reader),
          }));
          if (rows.length > 0) {
            await db
              .insertInto('workflow_responses')
              .values(
                rows.map((row) => ({
                  id: row.id,
                  form_id: row.formId,
                  internal_id: row.internalId,
                  submission_id: String(5_934_521_874_562_100_000n + BigInt(row.internalId)),
                  subject: `Request ${row.internalId}`,
                  submission_date: row.submissionDate,
                  processed_date: row.submissionDate,
                  status: row.status,
                  error_message: null,
                  sender_user_id: null,
                  reviewer_role_id: row.reviewer,
                  reader_role_id: row.reader,
                  action_holder_role_id: null,
                  process_model_id: null,
                  remarks: '',
                  comment: '',
                  commenter_id: null,
                  answers: '[]',
                  deleted: row.deleted ? 1 : 0,
                  created_at: now,
                  updated_at: now,
                })),
              )
              .execute();
          }
          const liveForms = new Set([forms[0] as string]);
          const roleIds = held.map((slot) => roles[slot] as string);
          for (const kind of ['review', 'read'] as ResponseListKind[]) {
            for (const status of RESPONSE_FILTER_STATUSES) {
              for (const formId of [NOT_SELECTED_FORM_ID, forms[0] as string]) {
                const filter: ResponseListFilter = { kind, roleIds, formId, status };
                const want = expected(rows, filter, liveForms);
                const total = await lists.count(filter);
                expect(total).toBe(want.length);
                const got: string[] = [];
                const lastPage = Math.ceil(total / RESPONSE_PAGE_SIZE) + 1; // one past the end: empty
                for (let page = 1; page <= lastPage; page++) {
                  const onPage = await lists.page(filter, page, total);
                  expect(onPage.length).toBeLessThanOrEqual(RESPONSE_PAGE_SIZE);
                  got.push(...onPage.map((row) => row.id));
                }
                expect(got).toEqual(want);
              }
            }
          }
        },
      ),
      // A run makes some 200 queries: shrinking a failure would take minutes, so the first one is reported.
      { numRuns: 12, endOnFailure: true },
    );
  });
});
