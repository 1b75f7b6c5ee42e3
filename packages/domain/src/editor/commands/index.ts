export { renumberBranches } from './branch-commands.js';
export * from './command-types.js';
export * from './run-command.js';
