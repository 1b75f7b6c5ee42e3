import { type Kysely, sql } from 'kysely';
import { NOT_DELETED } from '../../../db/flags.js';
import type { Database } from '../../../db/schema.js';
import { modelsWithLiveRoles } from '../list-repository.js';

/** A live working copy with what the governance overview looks at; null role: none, or a deleted role. */
export interface GovernanceRow {
  id: string;
  name: string;
  revision: number;
  publishedAt: number | null;
  reviewIntervalMonths: number | null;
  draftSince: number | null;
  ownerId: string | null;
  managerId: string | null;
}

/** A published model whose latest revision may open an outdated subprocess, with that revision's graph. */
export interface SubprocessUserRow {
  id: string;
  name: string;
  revision: number;
  content: string;
}

/** A live model opened by a latest revision and published more than once: its latest revision and name. */
export interface SubprocessRow {
  id: string;
  revision: number;
  name: string;
}

/** A live published model with the number of people its latest revision asked, and of those who confirmed. */
export interface ConfirmationRow {
  id: string;
  name: string;
  revision: number;
  asked: number | string;
  confirmed: number | string;
}

/** The reads of the governance overview: each list in name order (case-insensitive), then id. */
export function governanceRepository(db: Kysely<Database>) {
  /** A subprocess another model's latest revision opens that has a revision after the first (live). */
  function republishedSubprocesses() {
    return db
      .selectFrom('process_model_subprocess as link')
      .innerJoin('process_model as sub', 'sub.id', 'link.subprocess_id')
      .where('sub.deleted', '=', NOT_DELETED)
      .where('sub.revision', '>', 1);
  }

  return {
    /** Live models that miss an owner or a manager, have a review interval and a publish, or a draft. */
    models(): Promise<GovernanceRow[]> {
      return modelsWithLiveRoles(db)
        .select([
          'pm.id as id',
          'pm.name as name',
          'pm.revision as revision',
          'pm.published_at as publishedAt',
          'pm.review_interval_months as reviewIntervalMonths',
          'pm.draft_since as draftSince',
          'owner.id as ownerId',
          'manager.id as managerId',
        ])
        .where('pm.deleted', '=', NOT_DELETED)
        .where((eb) =>
          eb.or([
            eb('owner.id', 'is', null),
            eb('manager.id', 'is', null),
            eb.and([eb('pm.revision', '>', 0), eb('pm.review_interval_months', 'is not', null)]),
            eb('pm.draft_since', 'is not', null),
          ]),
        )
        .orderBy(sql`lower(pm.name)`)
        .orderBy('pm.id')
        .execute();
    },

    /**
     * Live published models whose latest revision opens a subprocess published more than once (the
     * `process_model_subprocess` rows of latest revisions): only these can open an outdated revision.
     */
    subprocessUsers(): Promise<SubprocessUserRow[]> {
      return db
        .selectFrom('process_model as pm')
        .innerJoin('process_model_revision as rev', (join) =>
          join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
        )
        .select(['pm.id as id', 'pm.name as name', 'pm.revision as revision', 'rev.content as content'])
        .where('pm.deleted', '=', NOT_DELETED)
        .where('pm.id', 'in', republishedSubprocesses().select('link.process_model_id'))
        .orderBy(sql`lower(pm.name)`)
        .orderBy('pm.id')
        .execute();
    },

    /**
     * Every live published model with the acknowledgement tasks of its latest revision counted (one
     * grouped read over the tasks' primary key), by name.
     */
    confirmations(): Promise<ConfirmationRow[]> {
      return db
        .selectFrom('process_model as pm')
        .leftJoin('acknowledgement as ack', (join) =>
          join.onRef('ack.process_model_id', '=', 'pm.id').onRef('ack.revision', '=', 'pm.revision'),
        )
        .select((eb) => [
          'pm.id as id',
          'pm.name as name',
          'pm.revision as revision',
          eb.fn.count<number>('ack.user_id').as('asked'),
          eb.fn.count<number>('ack.confirmed_at').as('confirmed'),
        ])
        .where('pm.deleted', '=', NOT_DELETED)
        .where('pm.revision', '>', 0)
        .groupBy(['pm.id', 'pm.name', 'pm.revision'])
        .orderBy(sql`lower(pm.name)`)
        .orderBy('pm.id')
        .execute();
    },

    /** The subprocesses `subprocessUsers` found, with their latest revision's number and name. */
    subprocesses(): Promise<SubprocessRow[]> {
      return db
        .selectFrom('process_model as pm')
        .innerJoin('process_model_revision as rev', (join) =>
          join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
        )
        .select(['pm.id as id', 'pm.revision as revision', 'rev.name as name'])
        .where('pm.id', 'in', republishedSubprocesses().select('link.subprocess_id'))
        .execute();
    },
  };
}
