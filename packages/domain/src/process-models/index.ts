export * from './api.js';
export * from './schemas.js';
