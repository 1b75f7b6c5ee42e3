import type { Language } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { approvalRepository } from '../approval/repository.js';
import { bpmnFileName, revisionToBpmn } from '../bpmn/index.js';
import { makeHandbook } from '../handbook/index.js';
import { modelRoleIds, parseContent, toRevision, workingCopyFrame } from '../mapping.js';
import { notFound } from '../publish.js';
import { processModelsRepository } from '../repository.js';
import {
  AnswerCache,
  type CachedAnswer,
  CHANGING_COMPRESSION,
  IMMUTABLE_COMPRESSION,
} from './answer-cache.js';
import { revisionJson, revisionModelJson, workingCopyJson } from './answer-json.js';
import { stampRepository } from './stamp-repository.js';

/**
 * What the kept answers of one server may take, plain and compressed together. A 1,000-step model is
 * about 250 KiB of JSON plus some 25 KiB compressed, so this keeps some 200 of them (each read answer a
 * kept entry of its own: a revision, the latest revision, a working copy); the largest model (MAX_STEPS
 * steps with 200-character names) about 3 MiB. Answers over an eighth of it are served but not kept.
 */
export const MODEL_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The big model reads, served as kept JSON (with its compressed forms) while their stamp is unchanged.
 * Every request reads the stamp (one small query, also the 404 checks of before) and the route's access
 * check runs before: only the answer's making is saved, never a check. A build whose row no longer
 * matches the stamp (a write in between) is served but not kept.
 */
export function cachedModelReads(
  db: Kysely<Database>,
  cache = new AnswerCache({ maxBytes: MODEL_ANSWER_CACHE_BYTES }),
) {
  const repository = processModelsRepository(db);
  const stamps = stampRepository(db);
  const approvals = approvalRepository(db);

  return {
    /** One published revision, `{revision, model}`; 404 when it or its model is missing or deleted. */
    async revision(id: string, revision: number): Promise<CachedAnswer> {
      const stamp = await stamps.revision(id, revision);
      if (!stamp || stamp.deleted) throw notFound();
      return cache.load(
        `revision:${id}:${revision}:${stamp.publishedAt}:${stamp.erasedAt}`,
        async () => {
          const row = await repository.findRevision(id, revision);
          if (!row) throw notFound();
          return { json: revisionJson(row), keep: Number(row.published_at) === stamp.publishedAt };
        },
        IMMUTABLE_COMPRESSION,
      );
    },

    /**
     * One published revision as a BPMN 2.0 file, made once: exporting a 5,000-step model holds the event
     * loop for over a second, and a revision never changes. 404 as `revision`.
     */
    async bpmn(id: string, revision: number): Promise<CachedAnswer> {
      const stamp = await stamps.revision(id, revision);
      if (!stamp || stamp.deleted) throw notFound();
      return cache.load(
        `bpmn:${id}:${revision}:${stamp.publishedAt}:${stamp.erasedAt}`,
        async () => {
          const row = await repository.findRevision(id, revision);
          if (!row) throw notFound();
          const record = toRevision(row);
          return {
            json: await revisionToBpmn(record),
            keep: Number(row.published_at) === stamp.publishedAt,
            fileName: bpmnFileName(record),
          };
        },
        IMMUTABLE_COMPRESSION,
      );
    },

    /**
     * One published revision's handbook in `language`, as an HTML page or a PDF, made once per revision
     * and language, in a worker thread (a 1,000-step PDF takes seconds). Its review date is the model's while the revision is
     * its latest publish, so the key names the interval then. 404 as `revision`.
     */
    async handbook(
      id: string,
      revision: number,
      language: Language,
      format: 'html' | 'pdf',
    ): Promise<CachedAnswer> {
      const stamp = await stamps.revision(id, revision);
      if (!stamp || stamp.deleted) throw notFound();
      const model = await db
        .selectFrom('process_model')
        .select(['revision', 'review_interval_months'])
        .where('id', '=', id)
        .executeTakeFirst();
      const months = model && Number(model.revision) === revision ? model.review_interval_months : null;
      return cache.load(
        `handbook:${format}:${language}:${id}:${revision}:${stamp.publishedAt}:${stamp.erasedAt}:${months}`,
        async () => {
          const row = await repository.findRevision(id, revision);
          if (!row) throw notFound();
          const made = await makeHandbook({
            kind: 'revision',
            source: { row, reviewIntervalMonths: months },
            language,
            format,
          });
          return {
            json: made.body,
            keep: Number(row.published_at) === stamp.publishedAt,
            fileName: made.fileName,
          };
        },
        IMMUTABLE_COMPRESSION,
      );
    },

    /** The latest published revision's model; 404 for a model missing, deleted or never published. */
    async latest(id: string): Promise<CachedAnswer> {
      const stamp = await stamps.latest(id);
      if (!stamp || stamp.deleted || stamp.revision === 0 || stamp.publishedAt === null) throw notFound();
      const { revision, publishedAt } = stamp;
      return cache.load(
        `latest:${id}:${revision}:${publishedAt}:${stamp.erasedAt}`,
        async () => {
          const row = await repository.findRevision(id, revision);
          if (!row) throw notFound();
          return { json: revisionModelJson(row), keep: Number(row.published_at) === publishedAt };
        },
        IMMUTABLE_COMPRESSION,
      );
    },

    /**
     * The working copy with its roles named as now; 404 for a model missing or deleted. The stamp's
     * auth generation is read before the role names, so names kept under it are never older than it.
     */
    async workingCopy(id: string): Promise<CachedAnswer> {
      const stamp = await stamps.workingCopy(id);
      if (!stamp || stamp.deleted) throw notFound();
      const version = `${stamp.updatedAt}:${stamp.revision}:${stamp.publishedAt}:${stamp.generation}`;
      return cache.load(
        `working-copy:${id}:${version}`,
        async () => {
          const row = await repository.find(id);
          if (!row || row.deleted) throw notFound();
          const content = parseContent(row.content);
          const names = await repository.liveRoleNames(modelRoleIds(row, content));
          const frame = workingCopyFrame(row, names, await approvals.latest(id));
          const unchanged =
            Number(row.updated_at) === stamp.updatedAt &&
            Number(row.revision) === stamp.revision &&
            (row.published_at === null ? null : Number(row.published_at)) === stamp.publishedAt;
          return { json: workingCopyJson(row, frame, content, names), keep: unchanged };
        },
        CHANGING_COMPRESSION,
      );
    },
  };
}

export type CachedModelReads = ReturnType<typeof cachedModelReads>;
