import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../../db/prepared-query.js';
import type { Database } from '../../../db/schema.js';

/**
 * The stamps of the model answers: a few small columns read on every request, which name the exact
 * version of what an answer shows, so that an answer kept under its stamp is never stale, also when
 * another instance wrote. Each query is compiled once (no SQL built per request).
 */

/**
 * A published revision: when it was published (a revision never changes; the time tells it apart), and
 * the last erasure of a person (migration 0024), which replaces a publisher's or approver's name in
 * revisions: a rare write that makes every kept revision answer stale at once.
 */
export interface RevisionStamp {
  publishedAt: number;
  erasedAt: number | null;
  deleted: boolean;
}

/** The latest published revision of a model: its number (0: none), when it was published, the last erasure. */
export interface LatestStamp {
  revision: number;
  publishedAt: number | null;
  erasedAt: number | null;
  deleted: boolean;
}

/** The time of the last erasure of a person (served by the index app_user_erased). */
const lastErasure = sql<number | string | null>`(select max(erased_at) from app_user)`.as('erasedAt');

/**
 * A working copy: every write of the row moves `updatedAt` (save, delete) or `revision` and
 * `publishedAt` (publish); the review interval changes only with a save and its review date only with
 * a publish, so these name them too; `generation` (auth_generation, migration 0013) moves with every change or
 * deletion of a role, whose current names the working copy shows.
 */
export interface WorkingCopyStamp {
  updatedAt: number;
  revision: number;
  publishedAt: number | null;
  deleted: boolean;
  generation: string;
}

/** A nullable integer column as a number (PostgreSQL's driver gives bigint columns as strings). */
export const nullableNumber = (value: unknown) => (value === null ? null : Number(value));

export function stampRepository(db: Kysely<Database>) {
  const revisionQuery = preparedQuery(
    db,
    db
      .selectFrom('process_model_revision as rev')
      .innerJoin('process_model as pm', 'pm.id', 'rev.process_model_id')
      .select(['rev.published_at as publishedAt', 'pm.deleted as deleted', lastErasure])
      .where('rev.process_model_id', '=', 'stand-in id')
      .where('rev.revision', '=', -1),
    ['stand-in id', -1] as [id: string, revision: number],
  );
  const latestQuery = preparedQuery(
    db,
    db
      .selectFrom('process_model as pm')
      .leftJoin('process_model_revision as rev', (join) =>
        join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
      )
      .select([
        'pm.revision as revision',
        'rev.published_at as publishedAt',
        'pm.deleted as deleted',
        lastErasure,
      ])
      .where('pm.id', '=', 'stand-in id'),
    ['stand-in id'] as [id: string],
  );
  const workingCopyQuery = preparedQuery(
    db,
    db
      .selectFrom('process_model as pm')
      .select([
        'pm.updated_at as updatedAt',
        'pm.revision as revision',
        'pm.published_at as publishedAt',
        'pm.deleted as deleted',
        sql<number | string>`(select value from auth_generation where id = 1)`.as('generation'),
      ])
      .where('pm.id', '=', 'stand-in id'),
    ['stand-in id'] as [id: string],
  );

  return {
    async revision(id: string, revision: number): Promise<RevisionStamp | undefined> {
      const row = (await revisionQuery(id, revision)).rows[0];
      return (
        row && {
          publishedAt: Number(row.publishedAt),
          erasedAt: nullableNumber(row.erasedAt),
          deleted: Boolean(row.deleted),
        }
      );
    },

    async latest(id: string): Promise<LatestStamp | undefined> {
      const row = (await latestQuery(id)).rows[0];
      return (
        row && {
          revision: Number(row.revision),
          publishedAt: nullableNumber(row.publishedAt),
          erasedAt: nullableNumber(row.erasedAt),
          deleted: Boolean(row.deleted),
        }
      );
    },

    async workingCopy(id: string): Promise<WorkingCopyStamp | undefined> {
      const row = (await workingCopyQuery(id)).rows[0];
      return (
        row && {
          updatedAt: Number(row.updatedAt),
          revision: Number(row.revision),
          publishedAt: nullableNumber(row.publishedAt),
          deleted: Boolean(row.deleted),
          generation: String(row.generation),
        }
      );
    },
  };
}
