export * from './approval-review.js';
export * from './approval-schema.js';
