import { Draft } from '../change.js';
import { canChangePath } from '../rules/path-rules.js';
import { defineCommand } from './command-handler.js';

/** Without `newChildId` the rule says whether the path may be pointed elsewhere at all. */
export interface PathQuery {
  parentId: string;
  childId: string;
  newChildId?: string;
}
export type ChangePath = Required<PathQuery>;

/** `path.change`: the relation parent → child leads to another step, keeping its weight. */
export const changePath = defineCommand({
  type: 'path.change',
  rule: (model, { parentId, childId, newChildId }: PathQuery) =>
    canChangePath(model, parentId, childId, newChildId),
  execute(model, { parentId, childId, newChildId }: ChangePath) {
    const draft = new Draft(model);
    const parent = draft.get(parentId);
    const children = parent.children.map((child) =>
      child.id === childId ? { id: newChildId, weight: child.weight } : child,
    );
    draft.set({ ...parent, children });
    return draft.change();
  },
});
