import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GLOBAL_PROCESS_MODEL_ID } from '../../ids.js';
import {
  canBeOutput,
  INPUT_OUTPUT_TYPES,
  type InputOutputType,
  inputOutputKind,
} from '../../input-outputs/definition-constants.js';
import {
  type DefinitionSummary,
  deleteInput,
  deleteOutput,
  formReuseProblem,
  groupOutput,
  normalizeGroup,
  replaceStepGroups,
  selectInput,
  selectOutput,
  usedDefinitionIds,
} from './group-rules.js';
import type { InformationGroup } from './group-schema.js';

const ids = Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000100${i}`);
const anId = fc.constantFrom(...ids);

const group = (fields: Partial<InformationGroup> = {}): InformationGroup => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  stepId: 'b0000000-0000-4000-8000-000000000001',
  name: 'Group',
  description: '',
  output: null,
  inputs: [],
  ...fields,
});

const arbitraryGroup = fc.record({
  id: anId,
  stepId: fc.constantFrom('s1', 's2'),
  name: fc.string({ maxLength: 5 }),
  description: fc.constant(''),
  output: fc.option(fc.oneof(anId, fc.constant(GLOBAL_PROCESS_MODEL_ID))),
  inputs: fc.array(anId, { maxLength: 6 }),
});

describe('one group', () => {
  it('IO-14: selectInput never repeats an input, and re-selecting keeps one entry', () => {
    fc.assert(
      fc.property(arbitraryGroup, fc.array(anId, { maxLength: 10 }), (start, chosen) => {
        let current = normalizeGroup(start);
        for (const id of chosen) current = selectInput(current, id);
        expect(new Set(current.inputs).size).toBe(current.inputs.length);
        for (const id of chosen) expect(current.inputs).toContain(id);
      }),
    );
    const twice = selectInput(selectInput(group(), ids[0] as string), ids[0] as string);
    expect(twice.inputs).toEqual([ids[0]]);
  });

  it('deleteInput removes the input and nothing else', () => {
    fc.assert(
      fc.property(arbitraryGroup, anId, (start, id) => {
        const normal = normalizeGroup(start);
        const after = deleteInput(normal, id);
        expect(after.inputs).toEqual(normal.inputs.filter((input) => input !== id));
        expect(after.output).toBe(normal.output);
      }),
    );
  });

  it('IO-13: a group has one output; selecting another replaces it, deleting leaves none', () => {
    const first = selectOutput(group(), ids[0] as string);
    const second = selectOutput(first, ids[1] as string);
    expect(groupOutput(second)).toBe(ids[1]);
    expect(groupOutput(deleteOutput(second))).toBeNull();
  });

  it('IO-12: an empty output is stored as the global process-model id and read back as none', () => {
    expect(normalizeGroup(group()).output).toBe(GLOBAL_PROCESS_MODEL_ID);
    expect(groupOutput(normalizeGroup(group()))).toBeNull();
    expect(normalizeGroup(group({ output: ids[2] as string })).output).toBe(ids[2]);
  });

  it('normalizeGroup is idempotent, keeps the first of repeated inputs in order and the same uses', () => {
    fc.assert(
      fc.property(arbitraryGroup, (start) => {
        const once = normalizeGroup(start);
        expect(normalizeGroup(once)).toEqual(once);
        expect(once.inputs).toEqual([...new Set(start.inputs)]);
        expect(usedDefinitionIds([once])).toEqual(usedDefinitionIds([start]));
      }),
    );
  });
});

describe('the groups of a model', () => {
  it('IO-16: Finish replaces exactly the groups of that step', () => {
    const other = group({ id: 'other', stepId: 's2' });
    const old = group({ id: 'old', stepId: 's1' });
    const fresh = group({ id: 'new', stepId: 'anything' });
    expect(replaceStepGroups([old, other], 's1', [fresh])).toEqual([other, { ...fresh, stepId: 's1' }]);
  });

  it('usedDefinitionIds holds every input and every output except the global id', () => {
    const groups = [
      group({ inputs: [ids[0] as string, ids[1] as string], output: ids[2] as string }),
      group({ inputs: [ids[1] as string], output: GLOBAL_PROCESS_MODEL_ID }),
    ];
    expect(usedDefinitionIds(groups)).toEqual(new Set([ids[0], ids[1], ids[2]]));
  });
});

describe('IO-15: form definitions are no output', () => {
  it('only the form kinds (jotform, typeform) cannot be an output', () => {
    const refused = INPUT_OUTPUT_TYPES.filter((type) => !canBeOutput(type));
    expect(refused).toEqual(['jotform', 'typeform']);
    expect(canBeOutput('jotform-result')).toBe(true);
  });
});

/** Definitions ids[i]: a form on workflow form 'W{i % 2}', or a form result, or something else. */
function definitions(types: readonly InputOutputType[]): Map<string, DefinitionSummary> {
  return new Map(
    types.map((type, i) => [ids[i] as string, { id: ids[i] as string, type, data: `W${i % 2}` }]),
  );
}

describe('form reuse (IO-31, IO-32)', () => {
  const forms = definitions([
    'jotform',
    'typeform',
    'jotform-result',
    'jotform-result',
    'information',
    'upload',
  ]);

  it('IO-31: the same form definition in two groups is form-reused-in-process-model', () => {
    const groups = [group({ inputs: [ids[0] as string] }), group({ inputs: [ids[0] as string] })];
    expect(formReuseProblem(groups, forms)).toEqual({
      messageKey: 'form-reused-in-process-model',
      definitionIds: [ids[0]],
    });
  });

  it('two definitions of the same workflow form count as one form', () => {
    const same = definitions(['jotform', 'information', 'typeform']);
    const groups = [group({ inputs: [ids[0] as string] }), group({ inputs: [ids[2] as string] })];
    expect(formReuseProblem(groups, same)).toEqual({
      messageKey: 'form-reused-in-process-model',
      definitionIds: [ids[0], ids[2]],
    });
  });

  it('IO-32: the same form result as an input and an output is form-result-reused-in-process-model', () => {
    const groups = [group({ inputs: [ids[2] as string], output: ids[2] as string })];
    expect(formReuseProblem(groups, forms)?.messageKey).toBe('form-result-reused-in-process-model');
  });

  it('a repeat inside one group, other kinds used often and unknown ids are no reuse', () => {
    const groups = [
      group({
        inputs: [ids[0] as string, ids[0] as string, ids[4] as string, 'unknown'],
        output: ids[5] as string,
      }),
      group({ inputs: [ids[4] as string, ids[5] as string], output: ids[4] as string }),
    ];
    expect(formReuseProblem(groups, forms)).toBeNull();
  });

  it('finds a reuse exactly when one form (or one result) is used by more than one group entry', () => {
    const types = fc.array(fc.constantFrom(...INPUT_OUTPUT_TYPES), {
      minLength: ids.length,
      maxLength: ids.length,
    });
    fc.assert(
      fc.property(types, fc.array(arbitraryGroup, { maxLength: 5 }), (chosen, groups) => {
        const known = definitions(chosen);
        const uses = new Map<string, number>();
        for (const g of groups) {
          const output = groupOutput(g);
          for (const id of output ? [...new Set(g.inputs), output] : new Set(g.inputs)) {
            const definition = known.get(id);
            if (!definition) continue;
            const kind = inputOutputKind(definition.type);
            if (kind !== 'form' && kind !== 'form-result') continue;
            const key = `${kind}:${definition.data}`;
            uses.set(key, (uses.get(key) ?? 0) + 1);
          }
        }
        const expected = [...uses.values()].some((count) => count > 1);
        const problem = formReuseProblem(groups, known);
        expect(problem !== null).toBe(expected);
        if (problem) expect(problem.definitionIds.length).toBeGreaterThan(0);
      }),
    );
  });

  it('each form used once is no problem', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ids.slice(0, 2)), (used) => {
        const once = definitions(['jotform', 'typeform']);
        const groups = used.map((id) => group({ inputs: [id] }));
        expect(formReuseProblem(groups, once)).toBeNull();
      }),
    );
  });
});
