import type { Kysely, Migration } from 'kysely';

/*
 * The fixed ids of the wire format, written out: a landed migration never changes with the code.
 */
const UNKNOWN_ROLE_ID = '00000000-0000-4000-8000-000000000202';
const GLOBAL_PROCESS_MODEL_ID = '00000000-0000-4000-8000-000000000201';
const NO_ROLE = { id: UNKNOWN_ROLE_ID, name: '' };

/** Revisions per round of the backfill; an IN list of their roles or definitions is read in parts of this. */
const PAGE = 200;
const CHUNK = 500;

type Flag = number | boolean;

/** The tables as this migration knows them (not `schema.ts`, which moves on with the code). */
interface Tables {
  process_model_revision: {
    process_model_id: string;
    revision: number;
    owner_role_id: string | null;
    manager_role_id: string | null;
    content: string;
    published_at: number;
    owner_role_name: string | null;
    manager_role_name: string | null;
    definitions: string;
  };
  role: { id: string; name: string; deleted: Flag; updated_at: number };
  input_output: {
    id: string;
    process_model_id: string;
    type: string;
    name: string;
    description: string;
    data: string;
    period: string;
    classification: string;
    application: string | null;
    owner_role_id: string | null;
    reviewer_role_id: string | null;
    drafter_role_id: string | null;
    action_holder_role_id: string | null;
    reader_role_id: string | null;
    deleted: Flag;
    updated_at: number;
  };
}

type RoleRow = Tables['role'];
type DefinitionRow = Tables['input_output'];
interface RoleRef {
  id: string;
  name: string;
}
interface StoredStep {
  actor: RoleRef;
  process?: { actor: RoleRef };
}
interface StoredContent {
  steps: StoredStep[];
  groups: { output: string | null; inputs: string[] }[];
}

const DEFINITION_ROLE_COLUMNS = {
  owner: 'owner_role_id',
  reviewer: 'reviewer_role_id',
  drafter: 'drafter_role_id',
  actionHolder: 'action_holder_role_id',
  reader: 'reader_role_id',
} as const;

/** The definition ids the groups use, in the order of their first use (the global id is no output). */
function usedDefinitionIds(content: StoredContent): string[] {
  const ids = new Set<string>();
  for (const group of content.groups) {
    for (const id of group.inputs) ids.add(id);
    if (group.output !== null && group.output !== GLOBAL_PROCESS_MODEL_ID) ids.add(group.output);
  }
  return [...ids];
}

function roleIdsOf(content: StoredContent): string[] {
  return content.steps.flatMap((step) => [step.actor.id, ...(step.process ? [step.process.actor.id] : [])]);
}

async function rowsById<T extends { id: string }>(
  ids: Iterable<string>,
  read: (part: string[]) => Promise<T[]>,
): Promise<Map<string, T>> {
  const unique = [...new Set(ids)].filter((id) => id !== UNKNOWN_ROLE_ID);
  const found = new Map<string, T>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    for (const row of await read(unique.slice(i, i + CHUNK))) found.set(row.id, row);
  }
  return found;
}

/**
 * Published revisions are records: a revision keeps the names it shows instead of looking up
 * the live roles when it is read. `owner_role_name` and `manager_role_name` hold the owner's and the
 * manager's names, `definitions` the input/output definitions the groups use (JSON, as `GET
 * /api/input-output` answers them), and the actors in `content` carry their names.
 *
 * Revisions published before are filled in from the stored rows: roles and definitions are only ever
 * soft deleted, so their names are still there. A role's name is its name in its row, that is what the
 * revision showed until now; a role deleted before the revision was published (deleted and last changed
 * no later than the publish) showed as none then and stays none. A definition is its row as it is now.
 */
export const revisionNames: Migration = {
  async up(db: Kysely<unknown>) {
    // PostgreSQL runs a migration in a transaction; on SQLite this one makes its own, so that a failure
    // leaves no column behind (and the backfill writes once).
    if (db.isTransaction) await addAndFill(db);
    else await db.transaction().execute(addAndFill);
  },
};

async function addAndFill(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema.alterTable('process_model_revision').addColumn('owner_role_name', 'text').execute();
  await untyped.schema.alterTable('process_model_revision').addColumn('manager_role_name', 'text').execute();
  await untyped.schema
    .alterTable('process_model_revision')
    .addColumn('definitions', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  const db = untyped as unknown as Kysely<Tables>;
  let after: { id: string; revision: number } | null = null;
  for (;;) {
    const from = after;
    let query = db
      .selectFrom('process_model_revision')
      .select(['process_model_id', 'revision', 'owner_role_id', 'manager_role_id', 'content', 'published_at'])
      .orderBy('process_model_id')
      .orderBy('revision')
      .limit(PAGE);
    if (from) {
      query = query.where((eb) =>
        eb.or([
          eb('process_model_id', '>', from.id),
          eb.and([eb('process_model_id', '=', from.id), eb('revision', '>', from.revision)]),
        ]),
      );
    }
    const revisions = await query.execute();
    const last = revisions.at(-1);
    if (!last) break;
    after = { id: last.process_model_id, revision: Number(last.revision) };

    const contents = revisions.map((row) => JSON.parse(row.content) as StoredContent);
    const definitions = await rowsById(contents.flatMap(usedDefinitionIds), (part) =>
      db.selectFrom('input_output').selectAll().where('id', 'in', part).execute(),
    );
    const roleIds = [
      ...contents.flatMap(roleIdsOf),
      ...revisions.flatMap((row) => [row.owner_role_id, row.manager_role_id]),
      ...[...definitions.values()].flatMap((row) =>
        Object.values(DEFINITION_ROLE_COLUMNS).map((column) => row[column]),
      ),
    ].filter((id): id is string => id !== null);
    const roles = await rowsById<RoleRow>(roleIds, (part) =>
      db.selectFrom('role').select(['id', 'name', 'deleted', 'updated_at']).where('id', 'in', part).execute(),
    );

    for (const [index, row] of revisions.entries()) {
      const content = contents[index] as StoredContent;
      const publishedAt = Number(row.published_at);
      /** The role's name as the revision showed it; null for none. */
      const nameOf = (id: string | null): string | null => {
        const role = id === null ? undefined : roles.get(id);
        if (!role) return null;
        return role.deleted && Number(role.updated_at) <= publishedAt ? null : role.name;
      };
      const ref = (id: string): RoleRef => {
        const name = nameOf(id);
        return name === null ? NO_ROLE : { id, name };
      };
      const steps = content.steps.map((step) => {
        const named: StoredStep = { ...step, actor: ref(step.actor.id) };
        if (step.process) named.process = { ...step.process, actor: ref(step.process.actor.id) };
        return named;
      });
      const used = usedDefinitionIds(content)
        .map((id) => definitions.get(id))
        .filter((definition): definition is DefinitionRow => definition !== undefined)
        .map((definition) => {
          const roleOf = (id: string | null): RoleRef | null => {
            const name = nameOf(id);
            return id === null || name === null ? null : { id, name };
          };
          return {
            id: definition.id,
            processModelId: definition.process_model_id,
            type: definition.type,
            name: definition.name,
            description: definition.description,
            data: definition.data,
            period: definition.period,
            classification: definition.classification,
            application: definition.application,
            owner: roleOf(definition.owner_role_id),
            reviewer: roleOf(definition.reviewer_role_id),
            drafter: roleOf(definition.drafter_role_id),
            actionHolder: roleOf(definition.action_holder_role_id),
            reader: roleOf(definition.reader_role_id),
            updatedAt: Number(definition.updated_at),
          };
        });
      await db
        .updateTable('process_model_revision')
        .set({
          content: JSON.stringify({ ...content, steps }),
          owner_role_name: nameOf(row.owner_role_id),
          manager_role_name: nameOf(row.manager_role_id),
          definitions: JSON.stringify(used),
        })
        .where('process_model_id', '=', row.process_model_id)
        .where('revision', '=', row.revision)
        .execute();
    }
  }
}
