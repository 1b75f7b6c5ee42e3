/**
 * Seeds the search benchmark straight through the database: 5,000 published process models of 200 steps
 * (working copy and revision 1, both indexed, so 2 × 1,005,000 entries), and 100,000 responses of 20 forms
 * (each with one action) whose reviewer and reader roles are spread over 20 roles. The index entries are
 * made by the same functions the app uses (`db/search-entries.ts`, `db/search-entry-kinds.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, WorkflowResponseTable } from '../../packages/server/src/db/schema.js';
import {
  insertSearchEntries,
  processModelEntries,
  type SearchEntry,
} from '../../packages/server/src/db/search-entries.js';
import { actionEntry, responseEntry } from '../../packages/server/src/db/search-entry-kinds.js';
import { newRoleRow } from '../../packages/server/src/db/seed.js';
import { bigGraph } from '../../packages/server/src/test/process-models.js';

export const MODELS = 5_000;
export const STEPS = 200;
export const FORMS = 20;
export const RESPONSES_PER_FORM = 5_000;
export const ROLES = 20;

/** Words of Dutch process names: "inkoop" and its neighbours among many others. */
const VERBS = [
  'controleren',
  'aanvragen',
  'beoordelen',
  'registreren',
  'versturen',
  'goedkeuren',
  'archiveren',
  'informeren',
  'indienen',
  'inplannen',
  'opstellen',
  'afhandelen',
  'bespreken',
  'uitvoeren',
  'vastleggen',
  'ontvangen',
  'verwerken',
  'toetsen',
  'inspecteren',
  'betalen',
];
const NOUNS = [
  'inkoop',
  'inkooporder',
  'informatie',
  'intake',
  'inventaris',
  'incasso',
  'factuur',
  'begroting',
  'contract',
  'levering',
  'offerte',
  'klacht',
  'melding',
  'planning',
  'personeel',
  'verlof',
  'declaratie',
  'rapportage',
  'audit',
  'risico',
  'budget',
  'leverancier',
  'klant',
  'project',
  'onderhoud',
  'training',
  'evaluatie',
  'beleid',
  'subsidie',
  'vergunning',
  'huisvesting',
  'archief',
  'kwaliteit',
  'veiligheid',
  'administratie',
  'salaris',
  'werving',
  'aanbesteding',
  'bestelling',
  'voorraad',
];

/** A deterministic number in [0, 1) for `n`. */
function noise(n: number): number {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}
const pick = <T>(list: readonly T[], n: number): T => list[Math.floor(noise(n) * list.length)] as T;

/** Seeds the roles and answers their ids (the reviewer of the bench holds the first). */
export async function seedRoles(db: Kysely<Database>): Promise<string[]> {
  const now = Date.now();
  const roles = Array.from({ length: ROLES }, (_, i) =>
    newRoleRow({ id: randomUUID(), name: `Afdeling ${i}`, description: '', type: 'multi' }, now),
  );
  await db.insertInto('role').values(roles).execute();
  return roles.map((role) => role.id as string);
}

/** The content of model `m`: the big graph's 200 steps, each named "verb noun", actors from the roles. */
function modelContent(m: number, roles: readonly { id: string; name: string }[]): string {
  const steps = bigGraph(STEPS, { actors: roles }).map((step, s) =>
    step.name === ''
      ? step
      : { ...step, name: `${pick(NOUNS, m * 977 + s)} ${pick(VERBS, m * 331 + s * 7)}` },
  );
  return JSON.stringify({ steps, groups: [] });
}

/** 5,000 published models (working copy = revision 1), both copies indexed; `log` reports progress. */
export async function seedModels(
  db: Kysely<Database>,
  roleIds: readonly string[],
  log: (line: string) => void,
): Promise<void> {
  const roles = roleIds.slice(0, 8).map((id, i) => ({ id, name: `Afdeling ${i}` }));
  const now = Date.now();
  const started = performance.now();
  for (let from = 0; from < MODELS; from += 25) {
    await db.transaction().execute(async (trx) => {
      const models = [];
      for (let m = from; m < Math.min(MODELS, from + 25); m++) {
        models.push({
          id: randomUUID(),
          name: `${pick(NOUNS, m * 13)} ${pick(NOUNS, m * 17 + 1)} ${m}`,
          description: `Proces voor ${pick(NOUNS, m * 19 + 2)} en ${pick(NOUNS, m * 23 + 3)}`,
          content: modelContent(m, roles),
        });
      }
      await trx
        .insertInto('process_model')
        .values(
          models.map((model) => ({
            ...model,
            owner_role_id: null,
            manager_role_id: null,
            revision: 1,
            published_at: now,
            published_by_name: 'Bench',
            review_interval_months: null,
            draft_since: null,
            approval_role_id: null,
            deleted: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('process_model_revision')
        .values(
          models.map((model) => ({
            process_model_id: model.id,
            revision: 1,
            name: model.name,
            description: model.description,
            content: model.content,
            owner_role_id: null,
            manager_role_id: null,
            updated_at: now,
            published_at: now,
            published_by_name: 'Bench',
            owner_role_name: null,
            manager_role_name: null,
            change_note: null,
            definitions: '[]',
            approval_role_id: null,
            approval_role_name: null,
            approved_by_name: null,
            approved_at: null,
          })),
        )
        .execute();
      for (const model of models) {
        const entries = processModelEntries(model);
        await insertSearchEntries<Database>(trx, 'modelers', entries);
        await insertSearchEntries<Database>(trx, 'published', entries);
      }
    });
    if ((from + 25) % 500 === 0)
      log(`  ${from + 25} models (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
}

/** 100,000 responses of 20 forms, one action each (assigned round `userIds`), all indexed. */
export async function seedResponses(
  db: Kysely<Database>,
  roleIds: readonly string[],
  userIds: readonly string[],
): Promise<void> {
  const now = Date.now();
  for (let f = 0; f < FORMS; f++) {
    const formId = randomUUID();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('workflow_forms')
        .values({
          id: formId,
          form_id: String(243_000_000_200_000 + f),
          name: `Formulier ${f}`,
          processed_date: now,
          status: 'active',
          notifications_enabled: 0,
          deleted: 0,
          created_at: now,
        })
        .execute();
      for (let from = 0; from < RESPONSES_PER_FORM; from += 500) {
        const responses: Insertable<WorkflowResponseTable>[] = [];
        const actions = [];
        for (let n = from; n < from + 500; n++) {
          const serial = f * RESPONSES_PER_FORM + n;
          const response = {
            id: randomUUID(),
            form_id: formId,
            internal_id: n + 1,
            submission_id: String(6_000_000_000_000_000n + BigInt(serial)),
            subject: `${pick(NOUNS, serial * 3)} ${pick(VERBS, serial * 5)} ${n}`,
            submission_date: now - serial * 1000,
            processed_date: now,
            status: 'new',
            error_message: null,
            sender_user_id: null,
            reviewer_role_id: pick(roleIds, serial * 7 + 1),
            reader_role_id: pick(roleIds, serial * 11 + 2),
            action_holder_role_id: null,
            process_model_id: null,
            remarks: '',
            comment: '',
            commenter_id: null,
            answers: '[]',
            deleted: 0,
            created_at: now,
            updated_at: now,
          };
          responses.push(response);
          actions.push({
            id: randomUUID(),
            form_id: formId,
            response_id: response.id,
            action: `${pick(NOUNS, serial * 13 + 4)} ${pick(VERBS, serial * 17 + 5)}`,
            remarks: '',
            status: 'open',
            assignee_user_id: userIds[serial % userIds.length] ?? null,
            owner_user_id: null,
            start_date: '2026-12-01',
            end_date: '2026-12-31',
            deleted: 0,
            created_at: now,
            updated_at: now,
          });
        }
        await trx.insertInto('workflow_responses').values(responses).execute();
        await trx.insertInto('response_actions').values(actions).execute();
        const byId = new Map(responses.map((r) => [r.id as string, r]));
        const entries: SearchEntry[] = [
          ...responses.map((r) => responseEntry(r as Parameters<typeof responseEntry>[0])),
          ...actions.map((a) =>
            actionEntry(a, byId.get(a.response_id) as Parameters<typeof responseEntry>[0]),
          ),
        ];
        await insertSearchEntries<Database>(trx, 'workflow', entries);
      }
    });
  }
}
