import { z } from 'zod';
import { TEXT_LIMIT } from '../constants.js';
import { UNKNOWN_PROCESS_ID, UNKNOWN_ROLE_ID } from '../ids.js';
import { reviewIntervalSchema } from './governance/review-dates.js';

/** Spec part 1 §3. Types stored in a model; `path` and `debug-path` are drawn connections only (layout). */
export const STEP_TYPES = ['start', 'end', 'activity', 'control', 'subprocess'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** JUDGE is the default and shows no label; PARALLEL and CHOICE have one. */
export const CONTROL_OPERATORS = ['PARALLEL', 'CHOICE', 'JUDGE'] as const;
export type ControlOperator = (typeof CONTROL_OPERATORS)[number];
export const DEFAULT_CONTROL_OPERATOR: ControlOperator = 'JUDGE';

export const PROCESS_MODEL_STATUSES = ['published', 'working-copy'] as const;
export type ProcessModelStatus = (typeof PROCESS_MODEL_STATUSES)[number];

const text = z.string().max(TEXT_LIMIT);

/**
 * A role reference in a model on the wire: always `{id, name}`; no role is the 'unknown role' placeholder with an
 * empty name (CL-08). Use `roleOrNone` / `toRoleReference` to read and write it.
 */
export const roleRefSchema = z
  .object({ id: z.uuid(), name: z.string().max(TEXT_LIMIT) })
  .strict()
  .meta({ id: 'RoleRef' });
export type RoleRef = z.infer<typeof roleRefSchema>;
export const NO_ROLE: RoleRef = { id: UNKNOWN_ROLE_ID, name: '' };

export function roleOrNone(reference: RoleRef | null | undefined): RoleRef | null {
  return !reference || reference.id === UNKNOWN_ROLE_ID ? null : reference;
}
export function toRoleReference(role: RoleRef | null | undefined): RoleRef {
  return role ?? NO_ROLE;
}

/** The process a subprocess step opens; none is the 'unknown process' placeholder with revision -1 (CL-09). */
export const subprocessReferenceSchema = z
  .object({
    id: z.uuid(),
    name: z.string().max(TEXT_LIMIT),
    actor: roleRefSchema,
    revision: z.number().int().min(-1),
  })
  .strict();
export type SubprocessReference = z.infer<typeof subprocessReferenceSchema>;
export const NO_PROCESS: SubprocessReference = {
  id: UNKNOWN_PROCESS_ID,
  name: '',
  actor: NO_ROLE,
  revision: -1,
};

export const stepChildSchema = z.object({ id: z.uuid(), weight: z.number().finite() }).strict();
export type StepChild = z.infer<typeof stepChildSchema>;

export const stepSchema = z
  .object({
    id: z.uuid(),
    name: text,
    type: z.enum(STEP_TYPES),
    children: z.array(stepChildSchema).max(1000),
    actor: roleRefSchema,
    /** Control steps only; absent means JUDGE. */
    operator: z.enum(CONTROL_OPERATORS).optional(),
    /** Subprocess steps only. */
    process: subprocessReferenceSchema.optional(),
  })
  .strict()
  .meta({ id: 'Step' });
export type Step = z.infer<typeof stepSchema>;

/** Information group of a step (issue 5 fills it in; a model carries its groups from the start). */
export const informationGroupSchema = z
  .object({
    id: z.uuid(),
    stepId: z.uuid(),
    name: text,
    description: text,
    output: z.uuid().nullable(),
    inputs: z.array(z.uuid()).max(1000),
  })
  .strict()
  .meta({ id: 'InformationGroup' });
export type InformationGroup = z.infer<typeof informationGroupSchema>;

export const processModelInfoSchema = z.object({ name: text, description: text }).strict();

/** Upper bound of steps in one model: well past the benchmark's 1,000, far below what hurts the server. */
export const MAX_STEPS = 5000;

/** What the editor sends: `POST /api/process_model` (create) and `PUT` (save the working copy). */
export const processModelInputSchema = z
  .object({
    id: z.uuid(),
    info: processModelInfoSchema,
    owner: roleRefSchema,
    manager: roleRefSchema,
    steps: z.array(stepSchema).min(2).max(MAX_STEPS),
    groups: z.array(informationGroupSchema).max(MAX_STEPS * 10),
    /** Months between reviews, null for none; absent on a save keeps the stored interval (issue 18). */
    reviewIntervalMonths: reviewIntervalSchema.optional(),
    /** The version the edit was based on (PUT); a stale one is refused with 409 conflict. */
    updatedAt: z.number().int().nonnegative().optional(),
  })
  .strict()
  // Not 'ProcessModelInput': the OpenAPI generator names the input variant of 'ProcessModel' so.
  .meta({ id: 'ProcessModelBody' });
export type ProcessModelInput = z.infer<typeof processModelInputSchema>;

/** A model as the server answers it. */
export const processModelSchema = z
  .object({
    id: z.string(),
    info: processModelInfoSchema,
    owner: roleRefSchema,
    manager: roleRefSchema,
    steps: z.array(stepSchema),
    groups: z.array(informationGroupSchema),
    status: z.enum(PROCESS_MODEL_STATUSES),
    deleted: z.boolean(),
    revision: z.number().int().nonnegative(),
    updatedAt: z.number(),
    publishedAt: z.number().nullable(),
    publishedBy: z.object({ name: z.string() }).nullable(),
    unpublishedDraftAvailable: z.boolean(),
    /**
     * The model's review interval and the date its latest publish is due for review (issue 18): answered
     * with the working copy and in lists, not with a revision (a record, and the interval is not part of it).
     */
    reviewIntervalMonths: reviewIntervalSchema.optional(),
    reviewDate: z.number().nullable().optional(),
  })
  .meta({ id: 'ProcessModel' });
export type ProcessModel = z.infer<typeof processModelSchema>;

/** A draft counts as unpublished when it changed after the last publish, or nothing was published yet. */
export function isUnpublishedDraft(
  model: Pick<ProcessModel, 'updatedAt' | 'publishedAt' | 'revision'>,
): boolean {
  return model.revision === 0 || model.publishedAt === null || model.updatedAt > model.publishedAt;
}

/** `GET /api/process_model/revisions/{id}` items and `/revisions/{id}/{revision}`. */
/** A published revision; `changeNote`: what its publisher said changed (issue 18), null when none. */
export const revisionSchema = z
  .object({
    revision: z.number().int().positive(),
    changeNote: z.string().nullable(),
    model: processModelSchema,
  })
  .meta({ id: 'ProcessModelRevision' });
export type Revision = z.infer<typeof revisionSchema>;

/**
 * `GET /api/process_model/structure/{id}[/published]`: the model and its subprocesses as a tree;
 * `/structure/{id}/revisions/{revision}`: the tree as that revision recorded it, each node with the
 * revision it names.
 */
export interface StructureNode {
  id: string;
  name: string;
  /** The tree of a revision only: the published revision of this model the node shows. */
  revision?: number;
  children: StructureNode[];
}
export const structureNodeSchema: z.ZodType<StructureNode> = z
  .object({
    id: z.string(),
    name: z.string(),
    revision: z.number().int().positive().optional(),
    get children() {
      return z.array(structureNodeSchema);
    },
  })
  .meta({ id: 'StructureNode' });
