export * from './erasure.js';
export * from './export-schema.js';
