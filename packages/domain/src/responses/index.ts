export * from './answer-values.js';
export * from './progress.js';
export * from './responses.js';
export * from './review.js';
export * from './statuses.js';
