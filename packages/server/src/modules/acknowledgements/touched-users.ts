import { actorRolesOf, changedStepIds, revisionDifference, UNKNOWN_ROLE_ID } from '@stroomlijn/domain';
import { toRevisionModel } from '../process-models/index.js';
import type { PublishListener } from '../publish-events.js';
import { acknowledgementsRepository } from './repository.js';

/**
 * The publish listener: in the transaction that writes revision n, one task for every user the revision
 * touches (holding, directly or through roles within roles, the actor role of a step added, changed,
 * moved or removed since revision n-1, in either version, or the model's owner or manager role), and
 * their unconfirmed tasks of earlier revisions of the model closed as replaced. `written` hears of it
 * (to deliver the notices soon).
 */
export function acknowledgementTasksOnPublish(written: () => void): PublishListener {
  return async (trx, event) => {
    const repository = acknowledgementsRepository(trx);
    const { processModelId, revision } = event;
    const rows = await repository.revisions(processModelId, [revision - 1, revision]);
    const after = rows.find((row) => Number(row.revision) === revision);
    if (!after) return;
    const before = rows.find((row) => Number(row.revision) === revision - 1);
    const [older, newer] = [before ? toRevisionModel(before) : null, toRevisionModel(after)];
    const roles = actorRolesOf([older, newer], changedStepIds(revisionDifference(older, newer)));
    for (const id of [after.owner_role_id, after.manager_role_id]) if (id !== null) roles.add(id);
    roles.delete(UNKNOWN_ROLE_ID);
    if ((await repository.insertTasks(processModelId, revision, event.publishedAt, [...roles])) === 0) return;
    await repository.replaceEarlier(processModelId, revision);
    written();
  };
}
