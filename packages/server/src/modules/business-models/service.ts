import {
  BUSINESS_MODEL_GROUP_ORDER,
  type BusinessModel,
  type BusinessModelGroup,
  type BusinessModelItem,
  type BusinessModelType,
  type BusinessModelUpdate,
  DEFAULT_BUSINESS_MODEL_ID,
  type FieldError,
  fixedGroupProblems,
  isProcessLink,
  type Language,
  standardBusinessModel,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import { businessHandbookFile } from '../process-models/index.js';
import { indexBusinessModel } from '../search/index.js';
import { type BusinessModelRow, businessModelsRepository } from './repository.js';

interface Content {
  groups: BusinessModelGroup[];
}

const notFound = () => new AppError('not-found', { message: 'No such business model' });

function parseContent(row: BusinessModelRow): Content {
  return JSON.parse(row.content) as Content;
}

function processModelIdsOf(groups: readonly BusinessModelGroup[]): string[] {
  return groups.flatMap((group) =>
    group.items.flatMap((processGroup) =>
      processGroup.items.flatMap((item) => (isProcessLink(item) ? [item.processModelId] : [])),
    ),
  );
}

/** Every item with `fix` applied, the groups in their fixed order. */
function mapItems(
  groups: readonly BusinessModelGroup[],
  fix: (item: BusinessModelItem) => BusinessModelItem,
): BusinessModelGroup[] {
  const ordered = [...groups].sort(
    (a, b) => BUSINESS_MODEL_GROUP_ORDER.indexOf(a.id) - BUSINESS_MODEL_GROUP_ORDER.indexOf(b.id),
  );
  return ordered.map((group) => ({
    id: group.id,
    name: group.name,
    items: group.items.map((processGroup) => ({
      id: processGroup.id,
      name: processGroup.name,
      items: processGroup.items.map(fix),
    })),
  }));
}

/** The four fixed groups, each once; unique process group ids: 422 validation under the field otherwise. */
function assertShape(input: BusinessModelUpdate): void {
  const { missing, unexpected } = fixedGroupProblems(input.groups);
  const errors: FieldError[] = unexpected.map((index) => ({
    name: `groups.${index}.id`,
    message: 'invalid-id',
  }));
  if (missing.length > 0) errors.push({ name: 'groups', message: 'invalid-value' });
  if (errors.length > 0) {
    throw new AppError('validation', {
      message: 'A business model keeps its four fixed groups',
      errors,
      debugInfo: missing.length > 0 ? `missing groups: ${missing.join(', ')}` : '',
    });
  }
  const seen = new Set<string>();
  input.groups.forEach((group, g) => {
    group.items.forEach((processGroup, p) => {
      if (seen.has(processGroup.id))
        errors.push({ name: `groups.${g}.items.${p}.id`, message: 'invalid-id' });
      seen.add(processGroup.id);
    });
  });
  if (errors.length > 0) throw new AppError('validation', { message: 'A process group id repeats', errors });
}

export function businessModelsService(db: Kysely<Database>) {
  const repository = businessModelsRepository(db);

  /**
   * The model as answered: each process link carries the name of the model's latest published revision
   * and `available: true`, or its stored name and `available: false` once the model is deleted or unpublished.
   */
  async function present(row: BusinessModelRow, database: Kysely<Database> = db): Promise<BusinessModel> {
    const { groups } = parseContent(row);
    const names = await businessModelsRepository(database).publishedNames(processModelIdsOf(groups));
    return {
      id: row.id,
      type: row.type as BusinessModelType,
      groups: mapItems(groups, (item) => {
        if (!isProcessLink(item)) return item;
        const name = names.get(item.processModelId);
        return {
          processModelId: item.processModelId,
          name: name ?? item.name,
          available: name !== undefined,
        };
      }),
      updatedAt: Number(row.updated_at),
    };
  }

  /** Saves the model in `trx`; answers its row before and after. */
  async function saveIn(
    trx: Kysely<Database>,
    input: BusinessModelUpdate,
  ): Promise<{ current: BusinessModelRow; saved: BusinessModelRow }> {
    const trxRepository = businessModelsRepository(trx);
    const current = await trxRepository.find(input.id, { lock: true });
    if (!current) throw notFound();
    if (Number(current.updated_at) !== input.updatedAt) throw new AppError('conflict');
    assertShape(input);

    // A link must open a published model; one linked before keeps its place after the model is gone.
    const linkedBefore = new Set(processModelIdsOf(parseContent(current).groups));
    const names = await trxRepository.publishedNames(processModelIdsOf(input.groups), { lock: true });
    const errors: FieldError[] = [];
    input.groups.forEach((group, g) => {
      group.items.forEach((processGroup, p) => {
        processGroup.items.forEach((item, i) => {
          if (
            isProcessLink(item) &&
            !names.has(item.processModelId) &&
            !linkedBefore.has(item.processModelId)
          ) {
            errors.push({
              name: `groups.${g}.items.${p}.items.${i}.processModelId`,
              message: 'invalid-value',
            });
          }
        });
      });
    });
    if (errors.length > 0) {
      throw new AppError('validation', {
        message: 'A process link names no published process model',
        errors,
      });
    }

    const groups = mapItems(input.groups, (item) =>
      isProcessLink(item)
        ? { processModelId: item.processModelId, name: names.get(item.processModelId) ?? item.name }
        : { url: item.url, name: item.name },
    );
    const content = JSON.stringify({ groups } satisfies Content);
    const at = versionAfter(current.updated_at);
    if (!(await trxRepository.update(input.id, input.updatedAt, content, at))) throw new AppError('conflict');
    await indexBusinessModel(trx, content);
    return { current, saved: { ...current, content, updated_at: at } };
  }

  return {
    /** Reads a business model; the default one is created (standard, empty) on its first read. */
    async get(id: string): Promise<BusinessModel> {
      let row = await repository.find(id);
      if (!row && id === DEFAULT_BUSINESS_MODEL_ID) {
        const now = Date.now();
        const standard = standardBusinessModel(id);
        await repository.insertIfMissing({
          id,
          type: standard.type,
          content: JSON.stringify({ groups: standard.groups } satisfies Content),
          created_at: now,
          updated_at: now,
        });
        row = await repository.find(id);
      }
      if (!row) throw notFound();
      return present(row);
    },

    /** The model's handbook as a PDF in `language`; 404 for an unknown id. */
    async handbook(id: string, language: Language): Promise<{ body: Buffer; fileName: string }> {
      return businessHandbookFile(db, await this.get(id), language);
    },

    /** Saves the whole model; a stale `updatedAt` is refused with 409 conflict. */
    async save(input: BusinessModelUpdate): Promise<BusinessModel> {
      try {
        return await db.transaction().execute(async (trx) => {
          const { current, saved } = await saveIn(trx, input);
          const before = await present(current, trx);
          const after = await present(saved, trx);
          await recordAudit(trx, {
            entity: 'business-model',
            entityId: input.id,
            action: 'update',
            before,
            after,
          });
          return after;
        });
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        // PostgreSQL gave up a transaction that waited on another (deadlock, serialization).
        if (code === '40P01' || code === '40001') throw new AppError('conflict');
        throw error;
      }
    },
  };
}

export type BusinessModelsService = ReturnType<typeof businessModelsService>;
