import { Draft } from '../change.js';
import { canRemovePath } from '../rules/path-rules.js';
import { defineCommand } from './command-handler.js';

export interface RemovePath {
  parentId: string;
  childId: string;
}

/** `path.remove`: a branch relation of a control with several branches is dropped. */
export const removePath = defineCommand({
  type: 'path.remove',
  rule: (model, { parentId, childId }: RemovePath) => canRemovePath(model, parentId, childId),
  execute(model, { parentId, childId }: RemovePath) {
    const draft = new Draft(model);
    const parent = draft.get(parentId);
    draft.set({ ...parent, children: parent.children.filter((child) => child.id !== childId) });
    return draft.change();
  },
});
