export * from './invariants.js';
