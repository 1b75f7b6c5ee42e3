/** The address of the process model area (spec part 1 §2); the editor's `areaPrefix` there. */
export const PROCESS_MODEL_AREA = '/process-model';

/** The BPMN import page: a fixed word below the area, never read as a model id (those are UUIDs). */
export const BPMN_IMPORT_PATH = `${PROCESS_MODEL_AREA}/import`;
