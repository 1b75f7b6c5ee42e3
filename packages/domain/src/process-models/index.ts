export * from './api.js';
export * from './approval/index.js';
export * from './bpmn-import/index.js';
export * from './compare/index.js';
export * from './governance/index.js';
export * from './information-groups/index.js';
export * from './model-constants.js';
export * from './schemas.js';
