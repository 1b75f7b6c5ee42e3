import { z } from 'zod';
import { TEXT_LIMIT } from '../constants.js';
import { approvalRequestSchema } from './approval/approval-schema.js';
import { REVIEW_INTERVAL_MAX_MONTHS } from './governance/review-dates.js';
import { informationGroupSchema } from './information-groups/group-schema.js';
import { CONTROL_OPERATORS, MAX_STEPS, PROCESS_MODEL_STATUSES, STEP_TYPES } from './model-constants.js';

const text = z.string().max(TEXT_LIMIT);

/** A model's review interval in whole months, or null for none. */
export const reviewIntervalSchema = z.number().int().min(1).max(REVIEW_INTERVAL_MAX_MONTHS).nullable();

/**
 * A role reference in a model on the wire: always `{id, name}`; no role is the 'unknown role' placeholder with an
 * empty name (CL-08). Use `roleOrNone` / `toRoleReference` to read and write it.
 */
export const roleRefSchema = z
  .object({ id: z.uuid(), name: z.string().max(TEXT_LIMIT) })
  .strict()
  .meta({ id: 'RoleRef' });
export type RoleRef = z.infer<typeof roleRefSchema>;

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

export const processModelInfoSchema = z.object({ name: text, description: text }).strict();

/** What the editor sends: `POST /api/process_model` (create) and `PUT` (save the working copy). */
export const processModelInputSchema = z
  .object({
    id: z.uuid(),
    info: processModelInfoSchema,
    owner: roleRefSchema,
    manager: roleRefSchema,
    steps: z.array(stepSchema).min(2).max(MAX_STEPS),
    groups: z.array(informationGroupSchema).max(MAX_STEPS * 10),
    /** Months between reviews, null for none; absent on a save keeps the stored interval. */
    reviewIntervalMonths: reviewIntervalSchema.optional(),
    /** The role whose holders approve a publish; none: publishes at once; absent on a save keeps the stored one. */
    approvalRole: roleRefSchema.optional(),
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
     * The model's review interval and the date its latest publish is due for review: answered
     * with the working copy and in lists, not with a revision (a record, and the interval is not part of it).
     */
    reviewIntervalMonths: reviewIntervalSchema.optional(),
    reviewDate: z.number().nullable().optional(),
    /** The role whose holders approve a publish (none: the placeholder); a revision names the one it required. */
    approvalRole: roleRefSchema.optional(),
    /** The working copy: its submission awaiting approval, or the rejection not yet followed by another. */
    approval: approvalRequestSchema.nullable().optional(),
    /** A revision: who approved it and when; null when it was published without approval. */
    approvedBy: z.object({ name: z.string() }).nullable().optional(),
    approvedAt: z.number().nullable().optional(),
  })
  .meta({ id: 'ProcessModel' });
export type ProcessModel = z.infer<typeof processModelSchema>;

/** `GET /api/process_model/revisions/{id}` items and `/revisions/{id}/{revision}`. */
/** A published revision; `changeNote`: what its publisher said changed, null when none. */
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
