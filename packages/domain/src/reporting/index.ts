export * from './dashboard.js';
export * from './feeds.js';
