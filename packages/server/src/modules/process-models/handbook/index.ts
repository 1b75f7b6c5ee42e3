export type { Handbook, HandbookSource } from './handbook-content.js';
export { type HandbookJob, makeHandbook } from './handbook-maker.js';
