export * from './audit-change.js';
export * from './audit-schemas.js';
