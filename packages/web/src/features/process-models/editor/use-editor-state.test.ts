import { type NewItemType, NO_ROLE, newProcessModel, sampleId } from '@stroomlijn/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditorState } from './use-editor-state';

const IDS = { modelId: sampleId(100), startId: sampleId(1), endId: sampleId(2) };

function setup() {
  const model = newProcessModel(IDS);
  const hook = renderHook(() => useEditorState(model));
  /** Inserts an item after a step; whether the command ran. */
  const insert = (item: NewItemType, targetId: string, newStepId: string) => {
    let ran = false;
    act(() => {
      ran = hook.result.current.execute({ type: 'step.insert', item, targetId, newStepId });
    });
    return ran;
  };
  return { model, hook, insert };
}

describe('useEditorState', () => {
  it('ED-29: runs an insert as one command; the model is unsaved until marked saved', () => {
    const { model, hook, insert } = setup();
    expect(hook.result.current.dirty).toBe(false);
    insert('activity', IDS.startId, sampleId(3));
    const edited = hook.result.current.model;
    expect(edited.steps.map((step) => step.id)).toEqual([IDS.startId, IDS.endId, sampleId(3)]);
    expect(edited.steps[0]?.children).toEqual([{ id: sampleId(3), weight: 1 }]);
    expect(hook.result.current.dirty).toBe(true);
    expect(hook.result.current.canUndo).toBe(true);
    act(() => hook.result.current.markSaved(edited, { ...edited, updatedAt: 5 }));
    expect(hook.result.current.dirty).toBe(false);
    expect(hook.result.current.model.updatedAt).toBe(5);
    // The history stays after a save.
    act(() => hook.result.current.undo());
    expect(hook.result.current.model.steps).toEqual(model.steps);
    expect(hook.result.current.dirty).toBe(true);
  });

  it('ED-41: a refused command leaves the model as it was and reports the failure', () => {
    const { model, hook, insert } = setup();
    expect(insert('activity', IDS.endId, sampleId(3))).toBe(false);
    expect(hook.result.current.model).toBe(model);
    expect(hook.result.current.failure).toMatchObject({ code: 'not-allowed', reason: 'drop-after-end' });
    expect(hook.result.current.failure?.message).toBe('Can not drop items after last element.');
    act(() => hook.result.current.dismissFailure());
    expect(hook.result.current.failure).toBeNull();
  });

  it('undo and redo walk the history; a new command clears what was undone', () => {
    const { hook, insert } = setup();
    insert('activity', IDS.startId, sampleId(3));
    insert('control', sampleId(3), sampleId(4));
    const two = hook.result.current.model;
    act(() => hook.result.current.undo());
    expect(hook.result.current.canRedo).toBe(true);
    act(() => hook.result.current.redo());
    expect(hook.result.current.model.steps).toEqual(two.steps);
    act(() => hook.result.current.undo());
    act(() => {
      hook.result.current.execute({ type: 'step.remove', stepId: sampleId(3) });
    });
    expect(hook.result.current.canRedo).toBe(false);
  });

  it('keeps edits made while a save ran, and they stay unsaved', () => {
    const { hook } = setup();
    const sent = hook.result.current.model;
    act(() => hook.result.current.setFields({ info: { name: 'Inkoop', description: '' } }));
    act(() => hook.result.current.markSaved(sent, { ...sent, updatedAt: 9 }));
    expect(hook.result.current.model.info.name).toBe('Inkoop');
    expect(hook.result.current.model.updatedAt).toBe(9);
    expect(hook.result.current.dirty).toBe(true);
  });

  it('setFields changes the model fields, not the graph', () => {
    const { model, hook } = setup();
    const owner = { id: sampleId(50), name: 'Inkopers' };
    act(() => hook.result.current.setFields({ owner, manager: NO_ROLE }));
    expect(hook.result.current.model.owner).toEqual(owner);
    expect(hook.result.current.model.steps).toBe(model.steps);
    expect(hook.result.current.canUndo).toBe(false);
  });
});
