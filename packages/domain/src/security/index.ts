export * from './dashboard-kinds.js';
export * from './display-name.js';
export * from './email-key.js';
export * from './guards.js';
export * from './schemas.js';
