export * from './edits.js';
export * from './schemas.js';
export * from './standard-model.js';
export * from './web-address.js';
