export * from './export-schema.js';
