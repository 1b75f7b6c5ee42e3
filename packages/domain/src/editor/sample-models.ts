import { NO_PROCESS, NO_ROLE, type StepType } from '../process-models/model-constants.js';
import type { Step } from '../process-models/schemas.js';
import type { EditorModel } from './editor-model.js';

/** A deterministic UUID-shaped id from a number, for samples, tests and benchmarks. */
export function sampleId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * A model from a compact description, for tests and stories: `{ s: ['start', 'a'], a: ['activity',
 * 'e'], e: ['end'] }`; relations are weighted 1..n in the order given. Ids are the keys as given.
 */
export function sampleModel(description: Record<string, [StepType, ...string[]]>): EditorModel {
  const steps = Object.entries(description).map(([id, [type, ...children]]): Step => {
    const step: Step = {
      id,
      name: id,
      type,
      children: children.map((child, index) => ({ id: child, weight: index + 1 })),
      actor: NO_ROLE,
    };
    if (type === 'subprocess') step.process = NO_PROCESS;
    return step;
  });
  return { steps, groups: [] };
}

/** Start → `length` activities → end, with `sampleId` ids (start 1, activities 2.., end last). */
export function sampleChain(length: number): EditorModel {
  const steps: Step[] = [];
  const last = length + 2;
  for (let n = 1; n <= last; n += 1) {
    const type: StepType = n === 1 ? 'start' : n === last ? 'end' : 'activity';
    const children = n === last ? [] : [{ id: sampleId(n + 1), weight: 1 }];
    steps.push({ id: sampleId(n), name: `${type} ${n}`, type, children, actor: NO_ROLE });
  }
  return { steps, groups: [] };
}
