import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { chunks, readInChunks } from '../../db/chunks.js';
import { NOT_DELETED } from '../../db/flags.js';
import { forUpdate, locksRows } from '../../db/row-locks.js';
import type { Database, ProcessModelRevisionTable, ProcessModelTable } from '../../db/schema.js';
import { updateUnchanged } from '../../db/update-unchanged.js';
import { type LiveRole, liveRolesById } from '../roles/index.js';
import { informationRepository } from './information-repository.js';

/** The working copy row as stored. */
export type ModelRow = ProcessModelTable;
export type RevisionRow = ProcessModelRevisionTable;

/** A model that a subprocess step may open: live, with its latest published revision (0: never published). */
export interface SubprocessTarget {
  id: string;
  revision: number;
  /** The working copy's name. */
  name: string;
  /** The name of the latest published revision; null when never published. */
  publishedName: string | null;
}

/** The key of one revision of one model in the maps of this repository. */
export function revisionKey(id: string, revision: number): string {
  return `${id}:${revision}`;
}

/** SELECT … FOR SHARE where the database has row locks (see db/row-locks.ts). */
function forShare<DB, TB extends keyof DB, O>(
  db: Kysely<DB>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return locksRows(db) ? query.forShare() : query;
}

export function processModelsRepository(db: Kysely<Database>) {
  /** The revisions of the model, while it is live. */
  function revisionsOf(id: string) {
    return db
      .selectFrom('process_model_revision as rev')
      .innerJoin('process_model as pm', 'pm.id', 'rev.process_model_id')
      .selectAll('rev')
      .where('rev.process_model_id', '=', id)
      .where('pm.deleted', '=', NOT_DELETED);
  }

  /** The revisions numbered as in `part` of the models in `part` (a superset of the pairs: filter them). */
  function revisionsAmong(part: readonly { id: string; revision: number }[]) {
    return db
      .selectFrom('process_model_revision as rev')
      .innerJoin('process_model as pm', 'pm.id', 'rev.process_model_id')
      .select([
        'rev.process_model_id as id',
        'rev.revision as revision',
        'rev.name as name',
        'rev.content as content',
      ])
      .where('rev.process_model_id', 'in', [...new Set(part.map((key) => key.id))])
      .where('rev.revision', 'in', [...new Set(part.map((key) => key.revision))])
      .where('pm.deleted', '=', NOT_DELETED)
      .execute();
  }

  return {
    ...informationRepository(db),

    /** The model with this id, deleted or not; with `lock` its row stays locked until the transaction ends. */
    async find(id: string, { lock = false } = {}): Promise<ModelRow | undefined> {
      const query = db.selectFrom('process_model').selectAll().where('id', '=', id);
      return (lock ? forUpdate(db, query) : query).executeTakeFirst();
    },

    async exists(id: string): Promise<boolean> {
      const row = await db.selectFrom('process_model').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: ModelRow): Promise<void> {
      await db.insertInto('process_model').values(row).execute();
    },

    /** Writes the working copy when the row still has `expectedUpdatedAt`; false when it changed meanwhile. */
    async updateWorkingCopy(
      id: string,
      expectedUpdatedAt: number,
      fields: Pick<
        ModelRow,
        | 'name'
        | 'description'
        | 'owner_role_id'
        | 'manager_role_id'
        | 'approval_role_id'
        | 'content'
        | 'review_interval_months'
        | 'draft_since'
      >,
      at: number,
    ): Promise<boolean> {
      return updateUnchanged(db, 'process_model', id, expectedUpdatedAt, fields, at);
    },

    async insertRevision(row: RevisionRow): Promise<void> {
      await db.insertInto('process_model_revision').values(row).execute();
    },

    /**
     * Records revision `row.revision` as the latest, with nothing unpublished since, when the working copy
     * is still the one it was made from (same previous revision and updatedAt); false when another publish
     * or save came first.
     */
    async markPublished(expected: Pick<ModelRow, 'id' | 'revision' | 'updated_at'>, row: RevisionRow) {
      const result = await db
        .updateTable('process_model')
        .set({
          revision: row.revision,
          published_at: row.published_at,
          published_by_name: row.published_by_name,
          draft_since: null,
        })
        .where('id', '=', expected.id)
        .where('revision', '=', expected.revision)
        .where('updated_at', '=', expected.updated_at)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Replaces the actor roles and the subprocesses recorded for the model's latest revision. */
    async replaceLatestLinks(id: string, actorRoleIds: string[], subprocessIds: string[]): Promise<void> {
      await db.deleteFrom('process_model_actor').where('process_model_id', '=', id).execute();
      await db.deleteFrom('process_model_subprocess').where('process_model_id', '=', id).execute();
      for (const part of chunks(actorRoleIds)) {
        await db
          .insertInto('process_model_actor')
          .values(part.map((role_id) => ({ process_model_id: id, role_id })))
          .execute();
      }
      for (const part of chunks(subprocessIds)) {
        await db
          .insertInto('process_model_subprocess')
          .values(part.map((subprocess_id) => ({ process_model_id: id, subprocess_id })))
          .execute();
      }
    },

    /** Moves the working copy's version without changing it (its approval state changed); false when it changed meanwhile. */
    async touch(id: string, expectedUpdatedAt: number, at: number): Promise<boolean> {
      return updateUnchanged(db, 'process_model', id, expectedUpdatedAt, {}, at);
    },

    async softDelete(id: string, at: number): Promise<void> {
      await db
        .updateTable('process_model')
        .set({ deleted: 1, updated_at: at })
        .where('id', '=', id)
        .execute();
      await db.deleteFrom('process_model_actor').where('process_model_id', '=', id).execute();
      await db.deleteFrom('process_model_subprocess').where('process_model_id', '=', id).execute();
    },

    /** Names (of the latest revision) of the other live models whose latest revision opens this one. */
    async publishedUsersOf(id: string): Promise<string[]> {
      const rows = await db
        .selectFrom('process_model_subprocess as link')
        .innerJoin('process_model as pm', 'pm.id', 'link.process_model_id')
        .innerJoin('process_model_revision as rev', (join) =>
          join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
        )
        .select('rev.name as name')
        .where('link.subprocess_id', '=', id)
        .where('pm.id', '!=', id)
        .where('pm.deleted', '=', NOT_DELETED)
        .orderBy(sql`lower(rev.name)`)
        .orderBy('pm.id')
        .execute();
      return rows.map((row) => row.name);
    },

    /**
     * The live models among `ids` with their latest published revision. With `lock` they stay as read
     * until the transaction ends: a concurrent delete of one waits (PostgreSQL).
     */
    async subprocessTargets(
      ids: readonly string[],
      { lock = false } = {},
    ): Promise<Map<string, SubprocessTarget>> {
      const found = new Map<string, SubprocessTarget>();
      for (const part of chunks([...new Set(ids)].sort())) {
        const locked = db
          .selectFrom('process_model')
          .select(['id', 'revision', 'name'])
          .where('id', 'in', part)
          .where('deleted', '=', NOT_DELETED)
          .orderBy('id');
        const rows = await (lock ? forShare(db, locked) : locked).execute();
        const published = rows.filter((row) => row.revision > 0);
        const names = new Map<string, string>();
        if (published.length > 0) {
          const revisions = await db
            .selectFrom('process_model_revision as rev')
            .innerJoin('process_model as pm', (join) =>
              join.onRef('pm.id', '=', 'rev.process_model_id').onRef('pm.revision', '=', 'rev.revision'),
            )
            .select(['rev.process_model_id as id', 'rev.name as name'])
            .where(
              'rev.process_model_id',
              'in',
              published.map((row) => row.id),
            )
            .execute();
          for (const revision of revisions) names.set(revision.id, revision.name);
        }
        for (const row of rows) {
          found.set(row.id, {
            id: row.id,
            revision: row.revision,
            name: row.name,
            publishedName: names.get(row.id) ?? null,
          });
        }
      }
      return found;
    },

    /** Id and name of the live roles among `ids`. */
    async liveRoleNames(ids: Iterable<string>): Promise<Map<string, string>> {
      const roles = await liveRolesById(db, ids);
      return new Map([...roles].map(([id, role]) => [id, role.name]));
    },

    /** The live roles among `ids` with name and type. */
    liveRoles(ids: Iterable<string>): Promise<Map<string, LiveRole>> {
      return liveRolesById(db, ids);
    },

    /** One revision of a live model. */
    findRevision(id: string, revision: number): Promise<RevisionRow | undefined> {
      return revisionsOf(id).where('rev.revision', '=', revision).executeTakeFirst();
    },

    /** The approval role a revision required (null: none), without reading its graph. */
    async revisionApprovalRole(id: string, revision: number): Promise<string | null> {
      const row = await db
        .selectFrom('process_model_revision')
        .select('approval_role_id')
        .where('process_model_id', '=', id)
        .where('revision', '=', revision)
        .executeTakeFirst();
      return row?.approval_role_id ?? null;
    },

    /** Every revision of a live model, newest first. */
    listRevisions(id: string): Promise<RevisionRow[]> {
      return revisionsOf(id).orderBy('rev.revision', 'desc').execute();
    },

    /** Name and graph of the given revisions (of live models), by `revisionKey`; a revision not found is missing. */
    async revisionGraphs(
      wanted: readonly { id: string; revision: number }[],
    ): Promise<Map<string, { name: string; content: string }>> {
      const found = new Map<string, { name: string; content: string }>();
      const keys = new Set(wanted.map((key) => revisionKey(key.id, key.revision)));
      for (const part of chunks(wanted)) {
        const rows = await revisionsAmong(part);
        for (const row of rows) {
          const key = revisionKey(row.id, Number(row.revision));
          if (keys.has(key)) found.set(key, { name: row.name, content: row.content });
        }
      }
      return found;
    },

    /** Name and graph of the live models among `ids`: their working copies or their latest revisions. */
    async graphs(
      ids: readonly string[],
      published: boolean,
    ): Promise<Map<string, { name: string; content: string }>> {
      const rows = await readInChunks(ids, (part) =>
        published
          ? db
              .selectFrom('process_model as pm')
              .innerJoin('process_model_revision as rev', (join) =>
                join.onRef('rev.process_model_id', '=', 'pm.id').onRef('rev.revision', '=', 'pm.revision'),
              )
              .select(['pm.id as id', 'rev.name as name', 'rev.content as content'])
              .where('pm.id', 'in', part)
              .where('pm.deleted', '=', NOT_DELETED)
              .execute()
          : db
              .selectFrom('process_model')
              .select(['id', 'name', 'content'])
              .where('id', 'in', part)
              .where('deleted', '=', NOT_DELETED)
              .execute(),
      );
      return new Map(rows.map((row) => [row.id, { name: row.name, content: row.content }]));
    },
  };
}

export type ProcessModelsRepository = ReturnType<typeof processModelsRepository>;
