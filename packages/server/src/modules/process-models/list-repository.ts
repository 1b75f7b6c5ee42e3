import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database } from '../../db/schema.js';

/**
 * A list item as read. A working copy's owner and manager are joined from the live roles (null: none or
 * deleted); a revision's are the names it keeps from its publish: a published revision is a record.
 */
export interface ListRow {
  id: string;
  name: string;
  description: string;
  ownerId: string | null;
  ownerName: string | null;
  managerId: string | null;
  managerName: string | null;
  revision: number;
  updatedAt: number;
  publishedAt: number | null;
  publishedByName: string | null;
  /** The model's review interval (the working copy's column, also for a published item). */
  reviewIntervalMonths: number | null;
}

export type PublishedRole = 'actor' | 'owner' | 'manager';

/**
 * The columns of a list item from `source` but owner and manager: the working copy (`pm`) or its latest
 * revision (`rev`); the review interval is always the model's (`pm`), a revision records none.
 */
function listColumns<S extends 'pm' | 'rev'>(source: S) {
  return [
    'pm.id as id',
    `${source}.name as name`,
    `${source}.description as description`,
    `${source}.revision as revision`,
    `${source}.updated_at as updatedAt`,
    `${source}.published_at as publishedAt`,
    `${source}.published_by_name as publishedByName`,
    'pm.review_interval_months as reviewIntervalMonths',
  ] as const;
}

/** Models (`pm`) with their owner and manager roles as they are now: a deleted role joins as none. */
export function modelsWithLiveRoles(db: Kysely<Database>) {
  return db
    .selectFrom('process_model as pm')
    .leftJoin('role as owner', (join) =>
      join.onRef('owner.id', '=', 'pm.owner_role_id').on('owner.deleted', '=', NOT_DELETED),
    )
    .leftJoin('role as manager', (join) =>
      join.onRef('manager.id', '=', 'pm.manager_role_id').on('manager.deleted', '=', NOT_DELETED),
    );
}

/** The lists of models: working copies for modelers, latest revisions for everyone. */
export function processModelListsRepository(db: Kysely<Database>) {
  /** Live models with their latest published revision, with the owner's and manager's names it keeps. */
  function publishedQuery() {
    return db
      .selectFrom('process_model as pm')
      .innerJoin('process_model_revision as rev', (join) =>
        join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
      )
      .select(listColumns('rev'))
      .select([
        'rev.owner_role_id as ownerId',
        'rev.owner_role_name as ownerName',
        'rev.manager_role_id as managerId',
        'rev.manager_role_name as managerName',
      ])
      .where('pm.deleted', '=', NOT_DELETED)
      .orderBy(sql`lower(rev.name)`)
      .orderBy('pm.id');
  }

  return {
    /** Working copies of live models, by name (case-insensitive), then id. */
    listWorkingCopies(): Promise<ListRow[]> {
      return modelsWithLiveRoles(db)
        .select(listColumns('pm'))
        .select([
          'owner.id as ownerId',
          'owner.name as ownerName',
          'manager.id as managerId',
          'manager.name as managerName',
        ])
        .where('pm.deleted', '=', NOT_DELETED)
        .orderBy(sql`lower(pm.name)`)
        .orderBy('pm.id')
        .execute();
    },

    /** Latest published revisions of live models, by name; `where` narrows them to the caller's roles. */
    listPublished(where?: { role: PublishedRole; roleIds: readonly string[] }): Promise<ListRow[]> {
      if (!where) return publishedQuery().execute();
      if (where.roleIds.length === 0) return Promise.resolve([]);
      const roleIds = [...where.roleIds];
      const query = publishedQuery();
      if (where.role === 'owner') return query.where('rev.owner_role_id', 'in', roleIds).execute();
      if (where.role === 'manager') return query.where('rev.manager_role_id', 'in', roleIds).execute();
      return query
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('process_model_actor as actor')
              .select('actor.role_id')
              .whereRef('actor.process_model_id', '=', 'pm.id')
              .where('actor.role_id', 'in', roleIds),
          ),
        )
        .execute();
    },
  };
}
