export * from './responses.js';
export * from './schemas.js';
