// The definitions' constants and the functions on their types, apart from their zod schemas, so that code
// that only needs these (the editor's first paint) does not build the schemas.

/** Spec part 1 §3: every type of input/output definition, in the order the type select offers them. */
export const INPUT_OUTPUT_TYPES = [
  'information',
  'tool',
  'material',
  'office-365',
  'sharepoint',
  'google-drive',
  'jotform',
  'jotform-result',
  'typeform',
  'upload',
  'clicdata',
] as const;
export type InputOutputType = (typeof INPUT_OUTPUT_TYPES)[number];

/**
 * What a type's `data` holds, and so which fields its form shows:
 * - information: nothing; a description of at most 200 characters;
 * - link: a web address (`invalid-url` otherwise, empty allowed) and an application;
 * - form: the workflow form (`GET /api/workflow` item id); the reviewer must be a role of type multi;
 * - form-result: the workflow form whose results it stands for;
 * - upload: the id of an uploaded file, and an application.
 */
export const INPUT_OUTPUT_KINDS = ['information', 'link', 'form', 'form-result', 'upload'] as const;
export type InputOutputKind = (typeof INPUT_OUTPUT_KINDS)[number];

const KIND_OF_TYPE: Record<InputOutputType, InputOutputKind> = {
  information: 'information',
  tool: 'information',
  material: 'information',
  'office-365': 'link',
  sharepoint: 'link',
  'google-drive': 'link',
  clicdata: 'link',
  jotform: 'form',
  typeform: 'form',
  'jotform-result': 'form-result',
  upload: 'upload',
};

export function inputOutputKind(type: InputOutputType): InputOutputKind {
  return KIND_OF_TYPE[type];
}

/** Form definitions (the external forms staff fill in) cannot be the output of a group (spec part 1 §5). */
export function canBeOutput(type: InputOutputType): boolean {
  return inputOutputKind(type) !== 'form';
}

/** Link and upload types choose the application that opens them. */
export function hasApplication(type: InputOutputType): boolean {
  const kind = inputOutputKind(type);
  return kind === 'link' || kind === 'upload';
}

/** Spec part 1 §3, in the order of the select; the first is the default. */
export const PERIODS = [
  'not-selected',
  '3-months',
  '1-year',
  '2-year',
  '3-year',
  '4-year',
  '5-year',
  '6-year',
  '7-year',
  '8-year',
  '9-year',
  '10-year',
  'lifetime-project',
  'lifetime-object',
  'current-year',
  'undefined-time',
  'next-change',
] as const;
export type Period = (typeof PERIODS)[number];

export const CLASSIFICATIONS = ['public', 'internal', 'confidential', 'secret'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const APPLICATIONS = ['excel', 'word', 'pdf'] as const;
export type Application = (typeof APPLICATIONS)[number];

/** The roles a definition names (spec part 1 §6). */
export const DEFINITION_ROLE_FIELDS = ['owner', 'reviewer', 'drafter', 'actionHolder', 'reader'] as const;
export type DefinitionRoleField = (typeof DEFINITION_ROLE_FIELDS)[number];
