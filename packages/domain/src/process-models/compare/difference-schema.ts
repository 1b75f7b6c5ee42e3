import { z } from 'zod';
import { CONTROL_OPERATORS, STEP_TYPES } from '../model-constants.js';
import { roleRefSchema } from '../schemas.js';

/**
 * The kinds of change between two versions of a process model, in the order a difference lists them.
 * `branches-reordered` and `information-group-changed` are there because without them, moving a branch up
 * or renaming a group would compare as no change at all.
 */
export const DIFFERENCE_KINDS = [
  'name-changed',
  'description-changed',
  'owner-changed',
  'manager-changed',
  'step-added',
  'step-removed',
  'step-renamed',
  'step-moved',
  'branches-reordered',
  'actor-changed',
  'operator-changed',
  'subprocess-changed',
  'information-group-added',
  'information-group-removed',
  'information-group-changed',
  'input-added',
  'input-removed',
  'output-added',
  'output-removed',
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** A value in the older (`before`) and the newer (`after`) version. */
const sides = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value }).strict();

/** A step as a change names it; a name is null in a version that does not have the step. */
export const differenceStepSchema = z
  .object({ id: z.string(), type: z.enum(STEP_TYPES), name: sides(z.string().nullable()) })
  .strict();
export type DifferenceStep = z.infer<typeof differenceStepSchema>;

/** Another step as one version has it: a neighbour of a moved step, a branch of a control. */
export const stepLabelSchema = z
  .object({ id: z.string(), type: z.enum(STEP_TYPES), name: z.string() })
  .strict();
export type StepLabel = z.infer<typeof stepLabelSchema>;

/** Where a step is in one version: its parents (in flow order) and its children (in branch order). */
export const stepPlaceSchema = z
  .object({ predecessors: z.array(stepLabelSchema), successors: z.array(stepLabelSchema) })
  .strict();
export type StepPlace = z.infer<typeof stepPlaceSchema>;

/** The process a subprocess step opens; null is no process chosen. */
export const subprocessSummarySchema = z
  .object({ id: z.string(), name: z.string(), revision: z.number().int() })
  .strict()
  .nullable();
export type SubprocessSummary = z.infer<typeof subprocessSummarySchema>;

/** A whole information group (added or removed); `output` null is none. */
export const groupSnapshotSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    inputs: z.array(z.string()),
    output: z.string().nullable(),
  })
  .strict();
export type GroupSnapshot = z.infer<typeof groupSnapshotSchema>;

/** A group in both versions, named as each has it. */
export const differenceGroupSchema = z.object({ id: z.string(), name: sides(z.string()) }).strict();
export type DifferenceGroup = z.infer<typeof differenceGroupSchema>;

const role = roleRefSchema.nullable();
const groupText = z.object({ name: z.string(), description: z.string() }).strict();

const change = <K extends DifferenceKind, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), ...shape }).strict();
const modelField = <K extends DifferenceKind, T extends z.ZodType>(kind: K, value: T) =>
  change(kind, { before: value, after: value });
const ofStep = <K extends DifferenceKind, S extends z.ZodRawShape>(kind: K, shape: S) =>
  change(kind, { step: differenceStepSchema, ...shape });
const stepValue = <K extends DifferenceKind, T extends z.ZodType>(kind: K, value: T) =>
  ofStep(kind, { before: value, after: value });
const definition = <K extends DifferenceKind>(kind: K) =>
  ofStep(kind, { group: differenceGroupSchema, definitionId: z.string() });

/** One change; `before` and `after` are the values in the older and the newer version. */
export const differenceItemSchema = z
  .discriminatedUnion('kind', [
    modelField('name-changed', z.string()),
    modelField('description-changed', z.string()),
    modelField('owner-changed', role),
    modelField('manager-changed', role),
    ofStep('step-added', {}),
    ofStep('step-removed', {}),
    stepValue('step-renamed', z.string()),
    stepValue('step-moved', stepPlaceSchema),
    stepValue('branches-reordered', z.array(stepLabelSchema)),
    stepValue('actor-changed', role),
    stepValue('operator-changed', z.enum(CONTROL_OPERATORS)),
    stepValue('subprocess-changed', subprocessSummarySchema),
    ofStep('information-group-added', { group: groupSnapshotSchema }),
    ofStep('information-group-removed', { group: groupSnapshotSchema }),
    ofStep('information-group-changed', {
      group: differenceGroupSchema,
      before: groupText,
      after: groupText,
    }),
    definition('input-added'),
    definition('input-removed'),
    definition('output-added'),
    definition('output-removed'),
  ])
  .meta({ id: 'ModelDifferenceItem' });
export type DifferenceItem = z.infer<typeof differenceItemSchema>;
export type DifferenceItemOf<K extends DifferenceKind> = Extract<DifferenceItem, { kind: K }>;

/**
 * What changed from one version of a process model to another (`GET
 * /api/process_model/revisions/{id}/{a}/compare/{b}`): the changes by kind (`DIFFERENCE_KINDS` order),
 * within a kind by the place of their step in the flow. Empty when nothing changed.
 */
export const modelDifferenceSchema = z
  .object({ changes: z.array(differenceItemSchema) })
  .strict()
  .meta({ id: 'ModelDifference' });
export type ModelDifference = z.infer<typeof modelDifferenceSchema>;
