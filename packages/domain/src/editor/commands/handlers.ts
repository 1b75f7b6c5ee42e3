import { addEmptyPath } from './add-empty-path.js';
import { changePath } from './change-path.js';
import type { CommandOf, QueryOf } from './command-handler.js';
import { insertStep } from './insert-step.js';
import { moveBranch } from './move-branch.js';
import { moveStep } from './move-step.js';
import { insertAt, moveTo } from './place-step.js';
import { removePath } from './remove-path.js';
import { removeStep } from './remove-step.js';
import { setStepGroups } from './set-step-groups.js';
import { updateStep } from './update-step.js';

/**
 * Every edit command of the process graph, one handler each. The command union, the list of command
 * types and the lookup by type all derive from this list: a new command is its handler file, its rule
 * in `rules/`, and its line here.
 */
export const COMMAND_HANDLERS = [
  insertStep,
  moveStep,
  insertAt,
  moveTo,
  removeStep,
  updateStep,
  moveBranch,
  changePath,
  removePath,
  addEmptyPath,
  setStepGroups,
] as const;

type Handler = (typeof COMMAND_HANDLERS)[number];
/** Every edit of the process graph is one of these; one command is one gesture and one undo. */
export type EditorCommand = CommandOf<Handler>;
/** What `commandRule` can be asked: a command, or one without the fields its rule does not need. */
export type CommandQuery = QueryOf<Handler>;
export type CommandType = EditorCommand['type'];
export const COMMAND_TYPES: readonly CommandType[] = COMMAND_HANDLERS.map((handler) => handler.type);
