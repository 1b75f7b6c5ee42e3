import { describe, expect, it } from 'vitest';
import { NO_ROLE } from '../process-models/model-constants.js';
import { checkInvariants } from './invariants.js';
import { isPlaceholderName, newProcessModel, PLACEHOLDER_NAME } from './new-model.js';
import { sampleId } from './sample-models.js';

const ids = { modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) };

describe('newProcessModel', () => {
  it('ED-24: a new model is a start step linked to an end step, no groups, placeholder names', () => {
    const model = newProcessModel(ids);
    expect(model.steps).toEqual([
      {
        id: ids.startId,
        name: PLACEHOLDER_NAME,
        type: 'start',
        children: [{ id: ids.endId, weight: 1 }],
        actor: NO_ROLE,
      },
      { id: ids.endId, name: PLACEHOLDER_NAME, type: 'end', children: [], actor: NO_ROLE },
    ]);
    expect(model.groups).toEqual([]);
    expect(model.info.name).toBe(PLACEHOLDER_NAME);
    expect(model.steps.every((step) => isPlaceholderName(step.name))).toBe(true);
    expect(checkInvariants(model.steps)).toBeNull();
  });

  it('CL-08: a new model has no owner, manager or actors: the unknown-role placeholder', () => {
    const model = newProcessModel(ids);
    expect([model.owner, model.manager, ...model.steps.map((step) => step.actor)]).toEqual([
      NO_ROLE,
      NO_ROLE,
      NO_ROLE,
      NO_ROLE,
    ]);
  });

  it('is deterministic: the caller passes the ids', () => {
    expect(newProcessModel(ids)).toEqual(newProcessModel(ids));
    expect(newProcessModel(ids).id).toBe(ids.modelId);
  });
});
