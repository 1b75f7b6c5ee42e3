import type {
  ControlOperator,
  InformationGroup,
  RoleRef,
  SubprocessReference,
} from '../../process-models/schemas.js';
import type { ModelChange } from '../change.js';
import type { EditorModel } from '../editor-model.js';
import type { BranchDirection } from '../rules/path-rules.js';
import type { RuleResult } from '../rules/rule-result.js';
import type { NewItemType } from '../rules/step-rules.js';

/** Every edit of the process graph is one of these; one command is one gesture and one undo. */
export type EditorCommand =
  | { type: 'step.insert'; item: NewItemType; targetId: string; newStepId: string }
  | { type: 'step.move'; stepId: string; targetId: string }
  | { type: 'step.remove'; stepId: string }
  | { type: 'step.update'; stepId: string; changes: StepChanges }
  | { type: 'branch.move'; controlId: string; childId: string; direction: BranchDirection }
  | { type: 'path.change'; parentId: string; childId: string; newChildId: string }
  | { type: 'path.remove'; parentId: string; childId: string }
  /** Replaces all information groups of a step (Finish of the step-information dialog). */
  | { type: 'step.set-groups'; stepId: string; groups: readonly InformationGroup[] };
export type CommandType = EditorCommand['type'];
export const COMMAND_TYPES: readonly CommandType[] = [
  'step.insert',
  'step.move',
  'step.remove',
  'step.update',
  'branch.move',
  'path.change',
  'path.remove',
  'step.set-groups',
];

/** Fields of `step.update`; null clears a role or process (stored as the wire placeholder). */
export interface StepChanges {
  name?: string;
  actor?: RoleRef | null;
  /** Control steps only. */
  operator?: ControlOperator;
  /** Subprocess steps only. */
  process?: SubprocessReference | null;
}

export interface CommandHandler<C extends EditorCommand> {
  /** The rules the canvas asks too; the command is refused unless they allow it. */
  rule(model: EditorModel, command: C): RuleResult;
  /** The edit as a change of the given model (which is never mutated). */
  execute(model: EditorModel, command: C): ModelChange;
}
