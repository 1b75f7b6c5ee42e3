import { describe, expect, it } from 'vitest';
import type { StepType } from '../process-models/model-constants.js';
import type { Step } from '../process-models/schemas.js';
import { EDITOR_THROWN_ERRORS } from './editor-error.js';
import { openModelError } from './open-check.js';
import { sampleModel } from './sample-models.js';

const withType = (steps: readonly Step[], id: string, type: string): Step[] =>
  steps.map((step) => (step.id === id ? { ...step, type: type as StepType } : step));
const chain = sampleModel({ s: ['start', 'a'], a: ['activity', 'e'], e: ['end'] });

describe('openModelError', () => {
  it('ED-52: a stored model the editor cannot open gives the editor error of its fault', () => {
    const cases: [string, readonly Step[]][] = [
      ['unknown-id', sampleModel({ s: ['start', 'a'], a: ['activity', 'gone'], e: ['end'] }).steps],
      [
        'step-position-not-initialised',
        sampleModel({ s: ['start', 'a'], a: ['activity', 'e'], x: ['activity', 'e'], e: ['end'] }).steps,
      ],
      ['layout-state-not-initialised', sampleModel({ s: ['start', 'a'], a: ['activity'] }).steps],
      ['duplicate-step', [...chain.steps, chain.steps[1] as Step]],
      ['unsupported-step-type', withType(chain.steps, 'a', 'gateway')],
      [
        'relation-count',
        sampleModel({ s: ['start', 'a'], a: ['activity', 'b', 'e'], b: ['activity', 'e'], e: ['end'] }).steps,
      ],
      ['unimplemented-step-type', withType(chain.steps, 'a', 'path')],
    ];
    for (const [code, steps] of cases) {
      const error = openModelError({ steps });
      expect(error?.code, code).toBe(code);
    }
    // Every thrown error of the spec but the toolbar's (a gesture, not a model) comes from a model.
    expect(cases.map(([code]) => code).sort()).toEqual(
      EDITOR_THROWN_ERRORS.filter((code) => code !== 'unsupported-toolbar-action').sort(),
    );
    expect(openModelError(chain)).toBeNull();
  });
});
