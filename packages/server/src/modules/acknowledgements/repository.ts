import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database, ProcessModelRevisionTable } from '../../db/schema.js';
import { effectiveHoldersOf, userOrder } from '../users/index.js';

/** A task with what its answer shows of the revision. */
export interface TaskRow {
  processModelId: string;
  revision: number;
  modelName: string;
  publishedAt: number;
  publishedBy: string;
  changeNote: string | null;
  createdAt: number;
  confirmedAt: number | null;
  replacedBy: number | null;
}

/** One person a revision asked, for the report. */
export interface PersonRow {
  id: string;
  email: string;
  firstName: string;
  preposition: string;
  lastName: string;
  confirmedAt: number | null;
  replacedBy: number | null;
}

/** The key of one task. */
export interface TaskKey {
  processModelId: string;
  revision: number;
  userId: string;
}

/** The open tasks: neither confirmed nor closed by a later revision's task. */
const OPEN = sql<boolean>`ack.confirmed_at is null and ack.replaced_by_revision is null`;

/** The SQL of acknowledgement tasks. */
export function acknowledgementsRepository(db: Kysely<Database>) {
  function tasks() {
    return db
      .selectFrom('acknowledgement as ack')
      .innerJoin('process_model as pm', 'pm.id', 'ack.process_model_id')
      .innerJoin('process_model_revision as rev', (join) =>
        join
          .onRef('rev.process_model_id', '=', 'ack.process_model_id')
          .onRef('rev.revision', '=', 'ack.revision'),
      )
      .select([
        'ack.process_model_id as processModelId',
        'ack.revision as revision',
        'rev.name as modelName',
        'rev.published_at as publishedAt',
        'rev.published_by_name as publishedBy',
        'rev.change_note as changeNote',
        'ack.created_at as createdAt',
        'ack.confirmed_at as confirmedAt',
        'ack.replaced_by_revision as replacedBy',
      ])
      .where('pm.deleted', '=', NOT_DELETED);
  }

  return {
    /** The revisions `revisions` of a model (any that exist), whether or not the model is live. */
    revisions(processModelId: string, revisions: readonly number[]): Promise<ProcessModelRevisionTable[]> {
      return db
        .selectFrom('process_model_revision')
        .selectAll()
        .where('process_model_id', '=', processModelId)
        .where('revision', 'in', revisions)
        .execute();
    },

    /**
     * One task for every live user who holds one of `roleIds` (directly or through roles within roles),
     * written by one INSERT … SELECT; the number written.
     */
    async insertTasks(
      processModelId: string,
      revision: number,
      createdAt: number,
      roleIds: readonly string[],
    ): Promise<number> {
      if (roleIds.length === 0) return 0;
      const holders = effectiveHoldersOf(db, roleIds).select((eb) => [
        eb.val(processModelId).as('process_model_id'),
        sql<number>`cast(${revision} as integer)`.as('revision'),
        'app_user.id as user_id',
        sql<number>`cast(${createdAt} as bigint)`.as('created_at'),
      ]);
      const result = await db
        .insertInto('acknowledgement')
        .columns(['process_model_id', 'revision', 'user_id', 'created_at'])
        .expression(holders)
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /** Closes the unconfirmed tasks of earlier revisions of those who got a task of `revision`. */
    async replaceEarlier(processModelId: string, revision: number): Promise<void> {
      await db
        .updateTable('acknowledgement')
        .set({ replaced_by_revision: revision })
        .where('process_model_id', '=', processModelId)
        .where('revision', '<', revision)
        .where('confirmed_at', 'is', null)
        .where('replaced_by_revision', 'is', null)
        .where('user_id', 'in', (eb) =>
          eb
            .selectFrom('acknowledgement as later')
            .select('later.user_id')
            .where('later.process_model_id', '=', processModelId)
            .where('later.revision', '=', revision),
        )
        .execute();
    },

    /** The user's open tasks of live models, newest first. */
    openTasks(userId: string): Promise<TaskRow[]> {
      return tasks()
        .where('ack.user_id', '=', userId)
        .where(OPEN)
        .orderBy('ack.created_at', 'desc')
        .orderBy('ack.revision', 'desc')
        .orderBy('ack.process_model_id')
        .execute();
    },

    /** The user's task of the revision of a live model, open or not. */
    task({ processModelId, revision, userId }: TaskKey): Promise<TaskRow | undefined> {
      return tasks()
        .where('ack.process_model_id', '=', processModelId)
        .where('ack.revision', '=', revision)
        .where('ack.user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Confirms the task when it is open; false when it is not (confirmed already, or replaced). */
    async confirm({ processModelId, revision, userId }: TaskKey, at: number): Promise<boolean> {
      const result = await db
        .updateTable('acknowledgement')
        .set({ confirmed_at: at })
        .where('process_model_id', '=', processModelId)
        .where('revision', '=', revision)
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is', null)
        .where('replaced_by_revision', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The live model's owner and manager role ids (null: none); undefined when it is deleted or unknown. */
    liveModelRoles(processModelId: string) {
      return db
        .selectFrom('process_model')
        .select(['owner_role_id as ownerRoleId', 'manager_role_id as managerRoleId', 'name'])
        .where('id', '=', processModelId)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
    },

    /** Everyone the revision asked, by name, with what they did. */
    async people(processModelId: string, revision: number): Promise<PersonRow[]> {
      let query = db
        .selectFrom('acknowledgement as ack')
        .innerJoin('app_user', 'app_user.id', 'ack.user_id')
        .select([
          'app_user.id as id',
          'app_user.email as email',
          'app_user.first_name as firstName',
          'app_user.preposition as preposition',
          'app_user.last_name as lastName',
          'ack.confirmed_at as confirmedAt',
          'ack.replaced_by_revision as replacedBy',
        ])
        .where('ack.process_model_id', '=', processModelId)
        .where('ack.revision', '=', revision);
      for (const order of userOrder) query = query.orderBy(order);
      return query.execute();
    },
  };
}

export type AcknowledgementsRepository = ReturnType<typeof acknowledgementsRepository>;
