import type { ModelChange } from '../change.js';
import type { EditorModel } from '../editor-model.js';
import type { RuleResult } from '../rules/rule-result.js';

/**
 * One edit command: its name, the rule that allows or refuses it, and the edit as a change of the model.
 * `Payload` is what the command carries; `Query` is what its rule needs, which may be less (the canvas asks
 * whether a path may change at all before a destination is chosen), so every command is also a query.
 */
export interface CommandHandler<Type extends string, Payload extends Query, Query = Payload> {
  readonly type: Type;
  /** The rule the canvas asks too; the command stack refuses the command unless it allows it. */
  rule(model: EditorModel, query: Query): RuleResult;
  /** The edit as a change of the given model (which is never mutated); undo reverts it generically. */
  execute(model: EditorModel, command: Payload): ModelChange;
}

/** Declares a handler; the types of `rule` and `execute` name the command's query and payload. */
export function defineCommand<const Type extends string, Payload extends Query, Query>(
  handler: CommandHandler<Type, Payload, Query>,
): CommandHandler<Type, Payload, Query> {
  return handler;
}

// biome-ignore lint/suspicious/noExplicitAny: the widest handler, for deriving the command union
type AnyHandler = CommandHandler<string, any, any>;

/** The commands a list of handlers takes: `{type}` plus each handler's payload. */
export type CommandOf<H extends AnyHandler> =
  H extends CommandHandler<infer T, infer P, infer _Q> ? { type: T } & P : never;
/** What the rules of a list of handlers can be asked: `{type}` plus each handler's query. */
export type QueryOf<H extends AnyHandler> =
  H extends CommandHandler<infer T, infer _P, infer Q> ? { type: T } & Q : never;
