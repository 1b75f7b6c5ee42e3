export * from './definition-constants.js';
export * from './information-groups.js';
export * from './rules.js';
export * from './samples.js';
export * from './schemas.js';
