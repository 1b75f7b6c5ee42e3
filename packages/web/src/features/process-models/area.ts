/** The address of the process model area (spec part 1 §2); the editor's `areaPrefix` there. */
export const PROCESS_MODEL_AREA = '/process-model';
