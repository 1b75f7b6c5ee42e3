import { applyChange, type ModelChange } from '../change.js';
import { EditorError } from '../editor-error.js';
import type { EditorModel } from '../editor-model.js';
import { RULE_MESSAGES, type RuleResult, refused } from '../rules/rule-result.js';
import type { CommandHandler } from './command-handler.js';
import { COMMAND_HANDLERS, type CommandQuery, type EditorCommand } from './handlers.js';

// biome-ignore lint/suspicious/noExplicitAny: a handler is looked up by the type of the command it gets
type Handler = CommandHandler<string, any, any>;
const BY_TYPE: ReadonlyMap<string, Handler> = new Map(
  COMMAND_HANDLERS.map((handler): [string, Handler] => [handler.type, handler]),
);

/**
 * What the rules say about a command (or a query that leaves out what its rule does not need), without
 * running it: the one question the canvas, the dialogs and the command stack ask.
 */
export function commandRule(model: EditorModel, command: CommandQuery): RuleResult {
  const handler = BY_TYPE.get(command.type);
  return handler ? handler.rule(model, command) : refused('unsupported-action');
}

/**
 * Runs one command: asks its rule, then executes it. Throws an `EditorError` when the rule refuses
 * or the command cannot be carried out; never mutates the model. Invariants are the stack's job.
 */
export function runCommand<M extends EditorModel>(
  model: M,
  command: EditorCommand,
): { model: M; change: ModelChange } {
  const handler = BY_TYPE.get(command.type);
  if (!handler)
    throw new EditorError('unsupported-toolbar-action', `Unsupported action: ${command.type}`, command.type);
  const rule = handler.rule(model, command);
  if (!rule.allowed)
    throw new EditorError('not-allowed', RULE_MESSAGES[rule.reason], JSON.stringify(command), rule.reason);
  const change = handler.execute(model, command);
  return { model: applyChange(model, change), change };
}
