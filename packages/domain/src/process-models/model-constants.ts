import { UNKNOWN_PROCESS_ID, UNKNOWN_ROLE_ID } from '../ids.js';

// The process model's constants and the functions on its values, apart from its zod schemas, so that code
// that only needs these (the editor's first paint) does not build the schemas. The shapes below
// are those of `RoleRef` and `SubprocessReference` in schemas.ts, which imports this module.

interface RoleReference {
  id: string;
  name: string;
}

/** Spec part 1 §3. Types stored in a model; `path` and `debug-path` are drawn connections only (layout). */
export const STEP_TYPES = ['start', 'end', 'activity', 'control', 'subprocess'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** JUDGE is the default and shows no label; PARALLEL and CHOICE have one. */
export const CONTROL_OPERATORS = ['PARALLEL', 'CHOICE', 'JUDGE'] as const;
export type ControlOperator = (typeof CONTROL_OPERATORS)[number];
export const DEFAULT_CONTROL_OPERATOR: ControlOperator = 'JUDGE';

export const PROCESS_MODEL_STATUSES = ['published', 'working-copy', 'awaiting-approval'] as const;
export type ProcessModelStatus = (typeof PROCESS_MODEL_STATUSES)[number];

/** Upper bound of steps in one model: well past the benchmark's 1,000, far below what hurts the server. */
export const MAX_STEPS = 5000;

/** The longest change note a publish may carry. */
export const CHANGE_NOTE_MAX_LENGTH = 200;

/** The fields of what the editor sends (`processModelInputSchema`'s, held equal by a test). */
export const PROCESS_MODEL_INPUT_FIELDS = [
  'id',
  'info',
  'owner',
  'manager',
  'steps',
  'groups',
  'reviewIntervalMonths',
  'approvalRole',
  'updatedAt',
] as const;

export const NO_ROLE: RoleReference = { id: UNKNOWN_ROLE_ID, name: '' };

export function roleOrNone<R extends RoleReference>(reference: R | null | undefined): R | null {
  return !reference || reference.id === UNKNOWN_ROLE_ID ? null : reference;
}
export function toRoleReference(role: RoleReference | null | undefined): RoleReference {
  return role ?? NO_ROLE;
}

export const NO_PROCESS: { id: string; name: string; actor: RoleReference; revision: number } = {
  id: UNKNOWN_PROCESS_ID,
  name: '',
  actor: NO_ROLE,
  revision: -1,
};

/** A draft counts as unpublished when it changed after the last publish, or nothing was published yet. */
export function isUnpublishedDraft(model: {
  updatedAt: number;
  publishedAt: number | null;
  revision: number;
}): boolean {
  return model.revision === 0 || model.publishedAt === null || model.updatedAt > model.publishedAt;
}

/** At most this many feedback items are marked done by one publish. */
export const FEEDBACK_DONE_MAX = 500;
