export { roleIdsOf as definitionRoleIdsOf, toInputOutput } from './mapping.js';
export { inputOutputsModule } from './routes.js';
