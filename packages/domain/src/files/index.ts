export * from './file-field.js';
export * from './schemas.js';
