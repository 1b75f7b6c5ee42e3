import type { WorkflowFormListItem } from '@stroomlijn/domain';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database, WorkflowFormTable } from '../../db/schema.js';

export type WorkflowFormRow = Selectable<WorkflowFormTable>;
export type NewWorkflowFormRow = Insertable<WorkflowFormTable>;

export function workflowFormsRepository(db: Kysely<Database>) {
  return {
    /** The live forms by name (case-insensitively). */
    list(): Promise<WorkflowFormListItem[]> {
      return db
        .selectFrom('workflow_forms')
        .select(['id', 'name', 'form_id as formId'])
        .where('deleted', '=', NOT_DELETED)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
    },

    /** Every live form, oldest first (polling). */
    listRows(): Promise<WorkflowFormRow[]> {
      return db
        .selectFrom('workflow_forms')
        .selectAll()
        .where('deleted', '=', NOT_DELETED)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Is `id` a live form? */
    async exists(id: string): Promise<boolean> {
      return (await this.find(id)) !== undefined;
    },

    /** The live form `id`. */
    find(id: string): Promise<WorkflowFormRow | undefined> {
      return db
        .selectFrom('workflow_forms')
        .selectAll()
        .where('id', '=', id)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /** Is any form (live or deleted) stored under `id`? */
    async idTaken(id: string): Promise<boolean> {
      const row = await db.selectFrom('workflow_forms').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Is the form service's form `formId` registered (live)? */
    async formIdTaken(formId: string): Promise<boolean> {
      const row = await db
        .selectFrom('workflow_forms')
        .select('id')
        .where('form_id', '=', formId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The live form whose webhook secret has this hash. */
    findBySecretHash(hash: string): Promise<WorkflowFormRow | undefined> {
      return db
        .selectFrom('workflow_forms')
        .selectAll()
        .where('webhook_secret_hash', '=', hash)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /** The query that counts the form's live responses. */
    responseCountQuery(formId: string) {
      return db
        .selectFrom('workflow_responses')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('form_id', '=', formId)
        .where('deleted', '=', NOT_DELETED);
    },

    async responseCount(formId: string): Promise<number> {
      return Number((await this.responseCountQuery(formId).executeTakeFirstOrThrow()).n);
    },

    async insert(row: NewWorkflowFormRow): Promise<void> {
      await db.insertInto('workflow_forms').values(row).execute();
    },

    /**
     * Records what the form service's reads found (processed date, poll cursor, an error status) without
     * changing the form's version (`updated_at`): a poll does not make an administrator's edit stale.
     */
    async recordServiceState(id: string, fields: Updateable<WorkflowFormTable>): Promise<void> {
      await db.updateTable('workflow_forms').set(fields).where('id', '=', id).execute();
    },

    async update(id: string, fields: Updateable<WorkflowFormTable>): Promise<void> {
      const now = Date.now();
      // A new version always: later than the one it replaces, even within the same millisecond.
      const version = sql<number>`case when updated_at >= ${now} then updated_at + 1 else ${now} end`;
      await db
        .updateTable('workflow_forms')
        .set({ ...fields, updated_at: version })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type WorkflowFormsRepository = ReturnType<typeof workflowFormsRepository>;
