import { type BusinessModel, isProcessLink, type Language } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { NOT_DELETED } from '../../../db/flags.js';
import type { Database } from '../../../db/schema.js';
import { processModelsRepository } from '../repository.js';
import type { HandbookSource } from './handbook-content.js';
import { makeHandbook } from './handbook-maker.js';
import { HANDBOOK_TEXTS } from './handbook-texts.js';

/** The linked models once each, in the landscape's order (a model linked twice has its chapter once). */
function linkedModelIds(model: BusinessModel): string[] {
  const ids = model.groups.flatMap((group) =>
    group.items.flatMap((processGroup) =>
      processGroup.items.flatMap((item) => (isProcessLink(item) ? [item.processModelId] : [])),
    ),
  );
  return [...new Set(ids)];
}

/**
 * The latest published revision of each model among `ids` still live and published (the one the business
 * model's links open), in the order of `ids`, with the model's review interval (it is the latest).
 */
async function latestSources(db: Kysely<Database>, ids: readonly string[]): Promise<HandbookSource[]> {
  const repository = processModelsRepository(db);
  const sources: HandbookSource[] = [];
  for (const id of ids) {
    const model = await db
      .selectFrom('process_model')
      .select(['revision', 'review_interval_months'])
      .where('id', '=', id)
      .where('deleted', '=', NOT_DELETED)
      .where('revision', '>', 0)
      .executeTakeFirst();
    if (!model) continue;
    const row = await repository.findRevision(id, Number(model.revision));
    if (row) sources.push({ row, reviewIntervalMonths: model.review_interval_months });
  }
  return sources;
}

/**
 * The business model's handbook as a PDF in `language` (business-handbook.ts), made in a worker like a
 * revision's. Made on every request: it depends on the business model and on every linked model's latest
 * publication, review interval and deletion.
 */
export async function businessHandbookFile(
  db: Kysely<Database>,
  model: BusinessModel,
  language: Language,
): Promise<{ body: Buffer; fileName: string }> {
  const sources = await latestSources(db, linkedModelIds(model));
  return makeHandbook({
    kind: 'business',
    source: { model, sources },
    language,
    fileName: `${HANDBOOK_TEXTS[language].businessFileName}.pdf`,
  });
}
