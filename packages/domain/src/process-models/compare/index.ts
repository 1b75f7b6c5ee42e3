export { compareModels, reverseDifference } from './compare-models.js';
export * from './difference-schema.js';
export type { ComparableModel } from './model-version.js';
export { type DifferenceSide, STEP_MARKS, type StepMark, stepMarks } from './step-marks.js';
