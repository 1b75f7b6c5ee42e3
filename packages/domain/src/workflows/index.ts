export * from './form-statuses.js';
export * from './schemas.js';
