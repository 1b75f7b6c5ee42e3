import { Draft } from '../change.js';
import { EditorError } from '../editor-error.js';
import { joinOf } from '../post-dominators.js';
import { canAddEmptyPath } from '../rules/path-rules.js';
import { defineCommand } from './command-handler.js';

export interface AddEmptyPath {
  controlId: string;
}

/**
 * `path.add-empty`: a control's block gets a branch without steps, a path straight to its join point
 * (for a choice: the work of the block may be skipped), as its last branch.
 */
export const addEmptyPath = defineCommand({
  type: 'path.add-empty',
  rule: (model, { controlId }: AddEmptyPath) => canAddEmptyPath(model, controlId),
  execute(model, { controlId }: AddEmptyPath) {
    const draft = new Draft(model);
    const control = draft.get(controlId);
    const joinId = joinOf(model.steps, controlId);
    if (joinId === undefined)
      throw new EditorError('relation-count', 'The control has no join point', controlId);
    const weight = Math.max(0, ...control.children.map((child) => child.weight)) + 1;
    draft.set({ ...control, children: [...control.children, { id: joinId, weight }] });
    return draft.change();
  },
});
