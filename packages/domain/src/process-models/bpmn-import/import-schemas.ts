import { z } from 'zod';
import { TEXT_LIMIT } from '../../constants.js';
import { informationGroupSchema } from '../information-groups/group-schema.js';
import { roleRefSchema, stepSchema } from '../schemas.js';

/** What became of one BPMN element: kept as it is, approximated (what it became), left out or refused (why). */
export const BPMN_IMPORT_OUTCOMES = ['kept', 'approximated', 'left-out', 'refused'] as const;
export type BpmnImportOutcome = (typeof BPMN_IMPORT_OUTCOMES)[number];

/**
 * Why, per outcome: the web app shows `bpmn-import.reason.<reason>` with the item's `detail` as
 * `{{detail}}`. The reasons a file as a whole is refused are field messages (`FIELD_MESSAGE_KEYS`).
 */
export const BPMN_IMPORT_REASONS = [
  // kept
  'model', // a process (pool): a model named `detail`
  'actor-role', // a lane: the actor role `detail` (an existing role, or one to create)
  'start',
  'end',
  'activity', // any kind of task
  'documentation', // the text of an element's documentation: an information group of its step
  'subprocess-linked', // a call activity: a subprocess step opening the model `detail`
  'subprocess-model', // an embedded sub-process: a model of its own and a subprocess step opening it
  'parallel-control',
  'choice-control',
  'judge-control', // an exclusive gateway drawn without its marker: a control without operator
  'join', // a gateway where branches meet: Stroomlijn joins branches where they lead to one step
  'flow', // a sequence flow: a relation
  // approximated
  'ends-merged', // several end events: the one end step
  'starts-merged', // several starts: one start step and a choice control after it
  'event-trigger', // a start or end event with a trigger (message, timer …): a plain start or end
  'gateway-as-choice', // an inclusive, complex or event-based gateway: a choice control
  'event-as-activity', // an intermediate event: an activity named after it
  'boundary-as-choice', // a boundary event: a choice control after its activity
  'split-after-step', // several flows out of an activity: a control after it (`detail`: parallel or choice)
  'subprocess-placeholder', // a call activity without a model of its name: the placeholder process
  'name-cut', // a name longer than 200 characters: its first 200
  'documentation-cut', // documentation longer than 200 characters: its first 200
  'event-subprocess', // an event sub-process: a model of its own (`detail`) that no step opens
  'flow-name', // a sequence flow's name: the relation is kept, its name is not (a relation has none)
  // left out
  'loop-back', // a flow back to an earlier step (`detail`): Stroomlijn models have no loops
  'unreachable', // not reached from any start
  'message-flow',
  'data', // data objects, data stores, their references and associations
  'annotation', // text annotations, groups and their associations
  'lane-without-name', // a lane without a name: its steps have no actor
  'compensation',
  'boundary-without-flow', // a boundary event that leads nowhere
  'empty-process', // a process without flow elements
  'pool-without-process', // a pool that is a black box
  'unsupported', // any other element
  // refused (the whole model it belongs to)
  'loop-without-exit', // a loop that never leads on: the elements involved are listed
  'too-many-steps',
] as const;
export type BpmnImportReason = (typeof BPMN_IMPORT_REASONS)[number];

/** At most this many flow elements (nodes, flows, artifacts) are read from one file: more is refused as a whole (422). */
export const BPMN_IMPORT_ELEMENT_LIMIT = 10_000;

export const bpmnImportReportItemSchema = z
  .object({
    /** The element's id in the file. */
    elementId: z.string(),
    /** Its BPMN type without prefix: `userTask`, `exclusiveGateway`, `lane` … */
    elementType: z.string(),
    name: z.string(),
    /** The key of the model it belongs to (`BpmnImportModel.key`), or null (a pool, a message flow). */
    model: z.string().nullable(),
    outcome: z.enum(BPMN_IMPORT_OUTCOMES),
    reason: z.enum(BPMN_IMPORT_REASONS),
    /** What it became or why (a name, a role, an operator); may be empty. */
    detail: z.string(),
  })
  .strict()
  .meta({ id: 'BpmnImportReportItem' });
export type BpmnImportReportItem = z.infer<typeof bpmnImportReportItemSchema>;

/** A lane of the file and the actor role its steps get. */
export const bpmnImportLaneSchema = z
  .object({
    /** The lane's name, case and accents ignored: lanes of one name are one role. */
    key: z.string(),
    name: z.string().max(TEXT_LIMIT),
    /** The live role of the same name (case and accents ignored), or null: a role of type multi to create. */
    match: roleRefSchema.nullable(),
    /** The actor id the preview's steps of this lane carry (the match's id, or a new id for a role to create). */
    actorId: z.uuid(),
  })
  .strict()
  .meta({ id: 'BpmnImportLane' });
export type BpmnImportLane = z.infer<typeof bpmnImportLaneSchema>;

/** One model the import would create, as the editor draws it. */
export const bpmnImportModelSchema = z
  .object({
    /** The BPMN id of its process or embedded sub-process. */
    key: z.string(),
    /** The id the preview gives it, which the subprocess steps opening it name (the created model gets a new one). */
    id: z.uuid(),
    name: z.string().max(TEXT_LIMIT),
    description: z.string().max(TEXT_LIMIT),
    /** The key of the model whose subprocess step opens it (an embedded sub-process), else null. */
    parentKey: z.string().nullable(),
    /** Empty when refused. */
    steps: z.array(stepSchema),
    groups: z.array(informationGroupSchema),
    /** Why this model cannot be imported, naming the elements involved; null when it can. */
    refusal: z
      .object({
        reason: z.enum(BPMN_IMPORT_REASONS),
        elements: z.array(z.object({ id: z.string(), name: z.string() }).strict()),
      })
      .strict()
      .nullable(),
  })
  .strict()
  .meta({ id: 'BpmnImportModel' });
export type BpmnImportModel = z.infer<typeof bpmnImportModelSchema>;

/** `POST /api/process_model/import/bpmn?dryRun=true`: what the import would create, and the report. */
export const bpmnImportPreviewSchema = z
  .object({
    models: z.array(bpmnImportModelSchema),
    lanes: z.array(bpmnImportLaneSchema),
    report: z.array(bpmnImportReportItemSchema),
  })
  .strict()
  .meta({ id: 'BpmnImportPreview' });
export type BpmnImportPreview = z.infer<typeof bpmnImportPreviewSchema>;

/**
 * The multipart field `lanes` of the confirming upload (JSON): per lane key the role its steps get, null
 * for a new role of type multi named after the lane. A lane not listed takes its match, else a new role.
 */
export const bpmnImportLaneChoicesSchema = z
  .array(z.object({ key: z.string().max(1000), roleId: z.uuid().nullable() }).strict())
  .max(1000);
export type BpmnImportLaneChoices = z.infer<typeof bpmnImportLaneChoicesSchema>;

/** `POST /api/process_model/import/bpmn` (201): the working copies and the roles it created. */
export const bpmnImportResultSchema = z
  .object({
    models: z.array(z.object({ id: z.uuid(), name: z.string(), key: z.string() }).strict()),
    roles: z.array(roleRefSchema),
  })
  .strict()
  .meta({ id: 'BpmnImportResult' });
export type BpmnImportResult = z.infer<typeof bpmnImportResultSchema>;
