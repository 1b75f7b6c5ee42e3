import {
  type CommandQuery,
  canHaveInformation,
  canViewSubprocess,
  childrenByWeight,
  commandRule,
  type EditorCommand,
  type EditorModel,
  type FlowPlace,
  findStep,
  graphIndex,
  joinOf,
  type NewItemType,
  type RuleResult,
} from '@stroomlijn/domain';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../../../lib/translation';
import { newId } from '../../../../lib/uuid';
import type { CanvasContextValue } from '../../diagram';
import type { EditorStateApi } from '../use-editor-state';
import { nameOf } from './outline-texts';
import { branchKey, stepKey } from './outline-tree';

/**
 * Where the outline inserts a new step: after a step (on a control: a new branch), after the block of a
 * control (before its join), or on the path from a control into one of its branches (an empty branch
 * gets its step, another branch a new first step).
 */
export type InsertPlace =
  | { kind: 'after'; stepId: string }
  | { kind: 'after-block'; controlId: string }
  | { kind: 'in-branch'; controlId: string; childId: string };

const flowPlace = (place: Exclude<InsertPlace, { kind: 'after' }>): FlowPlace =>
  place.kind === 'after-block'
    ? { afterBlockOf: place.controlId }
    : { parentId: place.controlId, childId: place.childId };

export function insertQuery(place: InsertPlace, item: NewItemType): CommandQuery {
  if (place.kind === 'after') return { type: 'step.insert', item, targetId: place.stepId };
  return { type: 'step.insert-at', item, place: flowPlace(place) };
}

function insertCommand(place: InsertPlace, item: NewItemType, newStepId: string): EditorCommand {
  if (place.kind === 'after') return { type: 'step.insert', item, targetId: place.stepId, newStepId };
  return { type: 'step.insert-at', item, place: flowPlace(place), newStepId };
}

/** Where the focus goes after a command, and what the live region says. */
export interface OutlineFeedback {
  announce(text: string): void;
  focus(key: string): void;
}

/** The 1-based place of a control's branch in branch order. */
function branchPosition(model: Pick<EditorModel, 'steps'>, controlId: string, childId: string): number {
  const control = findStep(model.steps, controlId);
  return control ? childrenByWeight(control).findIndex((child) => child.id === childId) + 1 : 0;
}

/**
 * The outline's edits: each asks the command's rule first and says why when it refuses, runs the
 * command on the editor's command stack (so undo and the invariants work as for the canvas), then
 * announces what happened and moves the focus to the new or next item. Dialogs and the selection go
 * through the canvas's own gestures.
 */
export function useOutlineActions(
  editor: EditorStateApi,
  canvas: CanvasContextValue,
  feedback: OutlineFeedback,
) {
  const { t } = useTranslation();
  const model = useRef(editor.model);
  model.current = editor.model;
  const latest = useRef(feedback);
  latest.current = feedback;
  const { execute } = editor;

  return useMemo(() => {
    const say = (text: string) => latest.current.announce(text);
    const refuse = (rule: RuleResult) => {
      if (!rule.allowed)
        say(t('editor.outline.announce.refused', { reason: t(`editor.rule.${rule.reason}`) }));
    };
    /** Runs the command if its rule allows it; false (and the reason said) if not, or if it failed. */
    const run = (query: CommandQuery, command: EditorCommand): boolean => {
      if (canvas.readOnly) return false;
      const rule = commandRule(model.current, query);
      if (!rule.allowed) {
        refuse(rule);
        return false;
      }
      // A command that breaks an invariant is reverted and the 'invalid state' dialog says so.
      return execute(command);
    };
    const name = (stepId: string) => nameOf(t, model.current.steps, stepId);
    const itemName = (item: string) => t(`editor.step-type.${item}`);

    return {
      readOnly: canvas.readOnly,
      rule: (query: CommandQuery): RuleResult =>
        canvas.readOnly
          ? { allowed: false, reason: 'unsupported-action' }
          : commandRule(model.current, query),
      insert(place: InsertPlace, item: NewItemType) {
        const newStepId = newId();
        const before = model.current;
        if (!run(insertQuery(place, item), insertCommand(place, item, newStepId))) return;
        const values = { item: itemName(item) };
        if (place.kind === 'after') {
          const control = findStep(before.steps, place.stepId)?.type === 'control';
          const key = control ? 'inserted-branch-name' : 'inserted-after-name';
          say(t(`editor.outline.announce.${key}`, { ...values, name: name(place.stepId) }));
        } else if (place.kind === 'after-block')
          say(
            t('editor.outline.announce.inserted-after-block-name', {
              ...values,
              name: name(place.controlId),
            }),
          );
        else
          say(
            t('editor.outline.announce.inserted-in-branch-name', {
              ...values,
              name: name(place.controlId),
              position: branchPosition(before, place.controlId, place.childId),
            }),
          );
        latest.current.focus(stepKey(newStepId));
      },
      remove(stepId: string) {
        const before = model.current;
        const step = findStep(before.steps, stepId);
        const removed = { item: itemName(step?.type ?? 'activity'), name: name(stepId) };
        if (!run({ type: 'step.remove', stepId }, { type: 'step.remove', stepId })) return;
        say(t('editor.outline.announce.removed-name', removed));
        // The step that takes its place gets the focus; a branch left empty keeps it on the branch.
        const successor = step?.children[0]?.id;
        if (successor === undefined) return;
        const control = (graphIndex(before.steps).parents.get(stepId) ?? []).find(
          (parentId) => findStep(before.steps, parentId)?.type === 'control',
        );
        const emptied = control !== undefined && joinOf(before.steps, control) === successor;
        latest.current.focus(emptied ? branchKey(control, successor) : stepKey(successor));
      },
      removeBranch(controlId: string, childId: string) {
        const query = { type: 'path.remove', parentId: controlId, childId } as const;
        if (!run(query, query)) return;
        say(t('editor.outline.announce.branch-removed'));
        latest.current.focus(stepKey(controlId));
      },
      addEmptyBranch(controlId: string) {
        const query = { type: 'path.add-empty', controlId } as const;
        const joinId = joinOf(model.current.steps, controlId);
        if (joinId === undefined || !run(query, query)) return;
        say(t('editor.outline.announce.empty-branch-added'));
        latest.current.focus(branchKey(controlId, joinId));
      },
      moveBranch(controlId: string, childId: string, direction: 'up' | 'down', focusKey: string) {
        const query = { type: 'branch.move', controlId, childId, direction } as const;
        const before = model.current;
        if (!run(query, query)) return;
        // The rule allowed the move: the branch is now one place further that way.
        say(
          t(`editor.outline.announce.branch-moved-${direction === 'up' ? 'left' : 'right'}`, {
            position: branchPosition(before, controlId, childId) + (direction === 'up' ? -1 : 1),
            count: findStep(before.steps, controlId)?.children.length ?? 0,
          }),
        );
        // The item moved among its siblings: it is focused again where it is drawn now.
        latest.current.focus(focusKey);
      },
      edit(stepId: string) {
        const rule = canvas.readOnly
          ? ({ allowed: false, reason: 'unsupported-action' } as const)
          : commandRule(model.current, { type: 'step.update', stepId });
        if (rule.allowed) canvas.editStep(stepId);
        else if (!canvas.readOnly) refuse(rule);
      },
      information(stepId: string, groupCount: number) {
        const rule = canHaveInformation(model.current, stepId);
        if (!rule.allowed) refuse(rule);
        else if (canvas.readOnly && groupCount === 0) say(t('editor.outline.announce.no-information'));
        else canvas.stepInformation(stepId);
      },
      openSubprocess(stepId: string) {
        const rule = canViewSubprocess(model.current, stepId);
        if (rule.allowed) canvas.openSubprocess(stepId);
        else refuse(rule);
      },
    };
  }, [t, canvas, execute]);
}

export type OutlineActions = ReturnType<typeof useOutlineActions>;
