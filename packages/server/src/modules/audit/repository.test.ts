import { AUDIT_PAGE_SIZE, type AuditQuery } from '@stroomlijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { auditRepository } from './repository.js';

const t = useTestApp();

const PEOPLE = ['person-a', 'person-b', 'person-c'];
const ENTITIES = ['user', 'role', 'process-model'] as const;
const ACTIONS = ['create', 'update', 'delete'] as const;
const ENTITY_IDS = ['person-a', 'person-b', 'thing-1', 'thing-2'];
/** Small enough that the seeded entries pass it, so that the capped count is tested too. */
const COUNT_LIMIT = 40;
const ENTRIES = 360;

interface Seeded {
  seq: number;
  at: number;
  actorId: string | null;
  entity: string;
  entityId: string;
  action: string;
  subjects: string[];
}

/** Entries of every mix of actor, entity, action and subjects, appended after those the app wrote. */
async function seed(): Promise<Seeded[]> {
  const { db } = t.database;
  const head = await db.selectFrom('audit_head').select(['seq', 'at']).executeTakeFirstOrThrow();
  const start = Number(head.seq);
  const seeded: Seeded[] = Array.from({ length: ENTRIES }, (_, index) => ({
    seq: start + index + 1,
    at: Number(head.at) + 1000 + index * 10,
    actorId: index % 7 === 0 ? null : (PEOPLE[index % 3] as string),
    entity: ENTITIES[(index >> 1) % 3] as string,
    entityId: ENTITY_IDS[(index >> 2) % 4] as string,
    action: ACTIONS[(index >> 3) % 3] as string,
    subjects: PEOPLE.filter((_, person) => (index * (person + 2)) % 5 === 0),
  }));
  await db
    .insertInto('audit_entry')
    .values(
      seeded.map((entry) => ({
        seq: entry.seq,
        at: entry.at,
        actor_kind: entry.actorId ? 'user' : 'system',
        actor_id: entry.actorId,
        actor_name: entry.actorId ?? '',
        address: '127.0.0.1',
        request_id: `r-${entry.seq}`,
        entity: entry.entity,
        entity_id: entry.entityId,
        action: entry.action,
        change: '{"before":null,"after":null}',
        personal_hash: 'x',
        erased_at: null,
        prev_hash: 'x',
        hash: 'x',
      })),
    )
    .execute();
  await db
    .insertInto('audit_subject')
    .values(seeded.flatMap((entry) => entry.subjects.map((user_id) => ({ user_id, seq: entry.seq }))))
    .execute();
  return seeded;
}

describe('the audit trail’s pages', () => {
  it('a page and its count are those of every entry that matches, for any mix of person, entity, action, period and page', async () => {
    await seed();
    const { db } = t.database;
    const all = await db.selectFrom('audit_entry').selectAll().orderBy('seq', 'desc').execute();
    const subjects = await db.selectFrom('audit_subject').selectAll().execute();
    const first = Number(all[all.length - 1]?.at);
    const last = Number(all[0]?.at);
    const repository = auditRepository(db, COUNT_LIMIT);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            person: fc.constantFrom(...PEOPLE, 'nobody'),
            entity: fc.constantFrom(...ENTITIES),
            entityId: fc.constantFrom(...ENTITY_IDS),
            action: fc.constantFrom(...ACTIONS),
            from: fc.integer({ min: first, max: last + 1 }),
            to: fc.integer({ min: first, max: last + 1 }),
            page: fc.integer({ min: 1, max: 4 }),
          },
          { requiredKeys: [] },
        ),
        async (query: AuditQuery) => {
          const about = (seq: number, person: string) =>
            subjects.some((row) => Number(row.seq) === seq && row.user_id === person);
          const matches = all.filter(
            (row) =>
              (query.person === undefined ||
                row.actor_id === query.person ||
                (row.entity === 'user' && row.entity_id === query.person) ||
                about(Number(row.seq), query.person)) &&
              (query.entity === undefined || row.entity === query.entity) &&
              (query.entityId === undefined || row.entity_id === query.entityId) &&
              (query.action === undefined || row.action === query.action) &&
              (query.from === undefined || Number(row.at) >= query.from) &&
              (query.to === undefined || Number(row.at) < query.to),
          );
          const page = query.page ?? 1;
          const answer = await repository.page(query);
          expect(answer.rows.map((row) => Number(row.seq))).toEqual(
            matches.slice((page - 1) * AUDIT_PAGE_SIZE, page * AUDIT_PAGE_SIZE).map((row) => Number(row.seq)),
          );
          const filteredBy = Object.keys(query).some((key) => key !== 'page');
          if (!filteredBy) expect(answer).toMatchObject({ total: matches.length, more: false });
          else
            expect(answer).toMatchObject({
              total: Math.min(matches.length, COUNT_LIMIT),
              more: matches.length > COUNT_LIMIT,
            });
        },
      ),
      { numRuns: 200 },
    );
  });
});
