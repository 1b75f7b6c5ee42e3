export * from './governance-schema.js';
export * from './review-dates.js';
