export { businessHandbookFile } from './business-handbook-file.js';
export type { Handbook, HandbookSource } from './handbook-content.js';
export {
  type HandbookJob,
  MAX_HANDBOOK_WORKERS,
  makeHandbook,
  runningHandbookWorkers,
} from './handbook-maker.js';
