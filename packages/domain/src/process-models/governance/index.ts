export * from './governance-schema.js';
export * from './review-dates.js';
export * from './review-due-schema.js';
