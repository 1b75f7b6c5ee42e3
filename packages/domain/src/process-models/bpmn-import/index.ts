export * from './import-schemas.js';
