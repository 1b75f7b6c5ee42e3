export * from './constants.js';
export * from './layout-model.js';
export type { Area } from './route-connections.js';
export * from './wrap-text.js';
export * from './zoom.js';
