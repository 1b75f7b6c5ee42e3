export * from './effective-roles.js';
export * from './schemas.js';
export * from './system-roles.js';
