export * from './information-rules.js';
export * from './path-rules.js';
export * from './place-rules.js';
export * from './rule-result.js';
export * from './step-rules.js';
