export type { CommandHandler, CommandOf, QueryOf } from './command-handler.js';
export * from './handlers.js';
export { renumberBranches } from './move-branch.js';
export type { InsertAt, InsertAtQuery, MoveTo } from './place-step.js';
export * from './run-command.js';
export type { StepChanges } from './update-step.js';
