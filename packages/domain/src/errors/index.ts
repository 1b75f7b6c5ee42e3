export * from './error-body.js';
export * from './field-errors.js';
export * from './message-keys.js';
