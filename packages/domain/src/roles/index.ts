export * from './built-in-role-texts.js';
export * from './effective-roles.js';
export * from './schemas.js';
export * from './special-roles.js';
export * from './system-roles.js';
