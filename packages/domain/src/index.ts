export * from './constants.js';
export * from './editor/index.js';
export * from './errors/index.js';
export * from './ids.js';
export * from './process-models/index.js';
export * from './roles/index.js';
export * from './security/index.js';
export * from './users/index.js';
