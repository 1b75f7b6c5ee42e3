export * from './group-rules.js';
export * from './group-schema.js';
