export * from './data-protection.js';
export * from './form-statuses.js';
export * from './schemas.js';
