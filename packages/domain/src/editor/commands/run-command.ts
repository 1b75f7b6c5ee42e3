import { applyChange, type ModelChange } from '../change.js';
import { EditorError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { RULE_MESSAGES, type RuleResult, refused } from '../rules/rule-result.js';
import { changePath, moveBranch, removePath } from './branch-commands.js';
import type { CommandHandler, CommandType, EditorCommand } from './command-types.js';
import { insertStep, moveStep } from './insert-step.js';
import { removeStep } from './remove-step.js';
import { setStepGroups } from './set-step-groups.js';
import { updateStep } from './update-step.js';

const HANDLERS: { [T in CommandType]: CommandHandler<Extract<EditorCommand, { type: T }>> } = {
  'step.insert': insertStep,
  'step.move': moveStep,
  'step.remove': removeStep,
  'step.update': updateStep,
  'branch.move': moveBranch,
  'path.change': changePath,
  'path.remove': removePath,
  'step.set-groups': setStepGroups,
};

function handlerOf(command: EditorCommand): CommandHandler<EditorCommand> {
  const handler = Object.hasOwn(HANDLERS, command.type) ? HANDLERS[command.type] : undefined;
  if (!handler)
    throw new EditorError('unsupported-toolbar-action', `Unsupported action: ${command.type}`, command.type);
  return handler as CommandHandler<EditorCommand>;
}

/** What the rules say about a command, without running it (for the canvas and toolbar). */
export function commandRule(model: EditorModel, command: EditorCommand): RuleResult {
  if (!Object.hasOwn(HANDLERS, command.type)) return refused('unsupported-action');
  return handlerOf(command).rule(model, command);
}

/**
 * Runs one command: asks its rules, then executes it. Throws an `EditorError` when a rule refuses
 * or the command cannot be carried out; never mutates the model. Invariants are the stack's job.
 */
export function runCommand<M extends EditorModel>(
  model: M,
  command: EditorCommand,
): { model: M; change: ModelChange } {
  const handler = handlerOf(command);
  const rule = handler.rule(model, command);
  if (!rule.allowed)
    throw new EditorError('not-allowed', RULE_MESSAGES[rule.reason], JSON.stringify(command), rule.reason);
  const change = handler.execute(model, command);
  return { model: applyChange(model, change), change };
}
