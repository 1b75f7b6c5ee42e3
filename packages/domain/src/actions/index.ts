export * from './actions.js';
export * from './day-month-year.js';
export * from './links.js';
