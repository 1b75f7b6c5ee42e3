export * from './dashboard-kinds.js';
export * from './guards.js';
export * from './schemas.js';
