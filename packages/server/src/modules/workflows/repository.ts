import type { WorkflowFormListItem } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database, WorkflowFormTable } from '../../db/schema.js';

export type WorkflowFormRow = WorkflowFormTable;

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

    /** Is `id` a live form? */
    async exists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('workflow_forms')
        .select('id')
        .where('id', '=', id)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: WorkflowFormRow): Promise<void> {
      await db.insertInto('workflow_forms').values(row).execute();
    },
  };
}

export type WorkflowFormsRepository = ReturnType<typeof workflowFormsRepository>;
