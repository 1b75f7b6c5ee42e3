export * from './constants.js';
export * from './errors/index.js';
export * from './ids.js';
export * from './roles.js';
export * from './security/index.js';
