export * from './acknowledgement-schema.js';
export * from './touched-steps.js';
