export * from './constants.js';
export * from './flow-places.js';
export * from './geometry.js';
export * from './lanes-layout.js';
export * from './layout-model.js';
export * from './role-colours.js';
export * from './wrap-text.js';
export * from './zoom.js';
