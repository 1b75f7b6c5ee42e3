import type { InformationGroup } from '../process-models/information-groups/group-schema.js';
import type { Step } from '../process-models/schemas.js';

/** What the editor edits: any model with steps and groups (e.g. `ProcessModelInput`); other fields pass through. */
export interface EditorModel {
  readonly steps: readonly Step[];
  readonly groups: readonly InformationGroup[];
}
