export * from './definition-constants.js';
export * from './rules.js';
export * from './samples.js';
export * from './schemas.js';
