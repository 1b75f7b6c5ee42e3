import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, executeCommand, openEditor, redoCommand, undoCommand } from './command-stack.js';
import type { EditorCommand } from './commands/handlers.js';
import { commandRule } from './commands/run-command.js';
import { EDITOR_ERROR_CODES } from './editor-error.js';
import { newProcessModel } from './new-model.js';
import { sampleId } from './sample-models.js';

const first = newProcessModel({ modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) });
const insertAfterStart = (n: number) =>
  ({ type: 'step.insert', item: 'activity', targetId: sampleId(1), newStepId: sampleId(n) }) as const;

describe('command stack', () => {
  it('executes, undoes and redoes whole gestures; success clears the redo stack', () => {
    let state = openEditor(first);
    expect(canUndo(state)).toBe(false);
    const run = (command: EditorCommand) => {
      const next = executeCommand(state, command);
      state = next.state;
      return next.result;
    };
    // Undo and redo report whether they did anything, as the toolbar's buttons need.
    const step = (move: typeof undoCommand) => {
      const before = state;
      state = move(state);
      return state !== before;
    };
    expect(run(insertAfterStart(3)).ok).toBe(true);
    const afterOne = state.model;
    expect(
      run({ type: 'step.insert', item: 'control', targetId: sampleId(3), newStepId: sampleId(4) }).ok,
    ).toBe(true);
    expect(step(undoCommand)).toBe(true);
    expect(state.model).toEqual(afterOne);
    expect(canRedo(state)).toBe(true);
    expect(step(undoCommand)).toBe(true);
    expect(state.model).toEqual(first);
    expect(step(undoCommand)).toBe(false);
    expect(step(redoCommand)).toBe(true);
    expect(state.model).toEqual(afterOne);
    expect(run(insertAfterStart(5)).ok).toBe(true);
    expect(canRedo(state)).toBe(false);
    expect(step(redoCommand)).toBe(false);
  });

  it('ED-41, ED-42: a refused edit keeps the previous model and reports message, debug and state', () => {
    const state = openEditor(first);
    const { state: after, result } = executeCommand(state, {
      type: 'step.insert',
      item: 'activity',
      targetId: sampleId(2),
      newStepId: sampleId(3),
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'not-allowed',
        reason: 'drop-after-end',
        message: 'Can not drop items after last element.',
        debug: expect.stringContaining('step.insert'),
        state: first,
      },
    });
    expect(after.model).toBe(first);
    expect(canUndo(after)).toBe(false);
  });

  it('ED-41: an edit that breaks an invariant is reverted with the invariant as reason', () => {
    let state = openEditor(first);
    for (const command of [
      insertAfterStart(3),
      { type: 'step.insert', item: 'control', targetId: sampleId(3), newStepId: sampleId(4) } as const,
      { type: 'step.insert', item: 'activity', targetId: sampleId(4), newStepId: sampleId(5) } as const,
      { type: 'step.insert', item: 'activity', targetId: sampleId(5), newStepId: sampleId(6) } as const,
    ]) {
      const next = executeCommand(state, command);
      expect(next.result.ok).toBe(true);
      state = next.state;
    }
    // start → 3 → control 4 ⟨end, 5 → 6 → end⟩: pointing branch 5 at 6 leaves step 5 unreachable.
    const { state: after, result } = executeCommand(state, {
      type: 'path.change',
      parentId: sampleId(4),
      childId: sampleId(5),
      newChildId: sampleId(6),
    });
    expect(after).toBe(state);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({
        code: 'invalid-state',
        reason: 'unreachable',
        state: state.model,
      });
      expect(result.error.message).toContain('cannot be reached');
    }
  });

  it('ED-52: editor errors carry their code: unknown id, duplicate step, unsupported toolbar action', () => {
    const state = openEditor(first);
    const code = (command: EditorCommand) => {
      const { result } = executeCommand(state, command);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(code({ type: 'step.update', stepId: sampleId(99), changes: { name: 'x' } })).toBe('not-allowed');
    expect(
      code({ type: 'step.insert', item: 'activity', targetId: sampleId(1), newStepId: sampleId(2) }),
    ).toBe('duplicate-step');
    expect(code({ type: 'layout.rotate' } as never)).toBe('unsupported-toolbar-action');
    expect(commandRule(state.model, { type: 'layout.rotate' } as never)).toEqual({
      allowed: false,
      reason: 'unsupported-action',
    });
    // Spec part 1 §8, 'Editor thrown errors', each as a code.
    const thrown =
      'unknown id, step position not initialised, layout state not initialised, duplicate step, ' +
      'unsupported step type, relation count, unsupported toolbar action, unimplemented step type';
    expect(EDITOR_ERROR_CODES).toEqual(
      expect.arrayContaining(thrown.split(', ').map((words) => words.replaceAll(' ', '-'))),
    );
  });

  it('undo and redo on an empty stack return the same state', () => {
    const state = openEditor(first);
    expect(undoCommand(state)).toBe(state);
    expect(redoCommand(state)).toBe(state);
  });
});
