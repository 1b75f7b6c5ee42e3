import { sampleModel } from '../../editor/sample-models.js';
import { NO_ROLE, type StepType } from '../model-constants.js';
import type { Step } from '../schemas.js';
import type { ComparableModel } from './model-version.js';

/** `sampleModel`'s compact description of steps: `{ s: ['start', 'a'], a: ['activity', 'e'], e: ['end'] }`. */
export type StepsDescription = Record<string, [StepType, ...string[]]>;

/** A version of the model 'Order' for tests: the described steps (named as their ids), each edited by `edit`. */
export function sampleVersion(
  description: StepsDescription,
  edit: (step: Step) => Step = (step) => step,
  extra: Partial<ComparableModel> = {},
): ComparableModel {
  const { steps, groups } = sampleModel(description);
  return {
    info: { name: 'Order', description: '' },
    owner: NO_ROLE,
    manager: NO_ROLE,
    steps: steps.map(edit),
    groups,
    ...extra,
  };
}

/** The first id is the start, the last the end, the others activities, each leading to the next. */
export function chainOf(...ids: string[]): StepsDescription {
  return Object.fromEntries(
    ids.map((id, at) => {
      const next = ids[at + 1];
      const type: StepType = at === 0 ? 'start' : next === undefined ? 'end' : 'activity';
      return [id, next === undefined ? [type] : [type, next]];
    }),
  );
}

/** Start s, a control c with branches x → j and y → j, then j and the end e. */
export function controlBlock(x: [StepType, ...string[]] = ['activity', 'j']): StepsDescription {
  return {
    s: ['start', 'c'],
    c: ['control', 'x', 'y'],
    x,
    y: ['activity', 'j'],
    j: ['activity', 'e'],
    e: ['end'],
  };
}
