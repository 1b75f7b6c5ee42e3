export * from './actions.js';
export * from './answer-values.js';
export * from './day-month-year.js';
export * from './progress.js';
export * from './responses.js';
export * from './review.js';
export * from './schemas.js';
export * from './statuses.js';
