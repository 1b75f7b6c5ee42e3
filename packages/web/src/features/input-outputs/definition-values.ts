import {
  APPLICATIONS,
  type Application,
  CLASSIFICATIONS,
  type Classification,
  type FieldError,
  fieldErrorsFromIssues,
  type InputOutput,
  type InputOutputBody,
  type InputOutputType,
  inputOutputBodySchema,
  inputOutputKind,
  inputOutputProblems,
  normalizeInputOutput,
  PERIODS,
  type Period,
  type RoleRef,
  roleOrNone,
} from '@stroomlijn/domain';

/** The values of the definition form; `type` is '' until the user chooses one (IO-10). */
export interface DefinitionValues {
  type: InputOutputType | '';
  name: string;
  description: string;
  data: string;
  period: Period;
  classification: Classification;
  application: Application;
  owner: RoleRef | null;
  reviewer: RoleRef | null;
  drafter: RoleRef | null;
  actionHolder: RoleRef | null;
  reader: RoleRef | null;
}

/** A new definition: no type yet, every select at its first option (IO-26), no roles. */
export const EMPTY_DEFINITION: DefinitionValues = {
  type: '',
  name: '',
  description: '',
  data: '',
  period: PERIODS[0],
  classification: CLASSIFICATIONS[0],
  application: APPLICATIONS[0],
  owner: null,
  reviewer: null,
  drafter: null,
  actionHolder: null,
  reader: null,
};

export function definitionValues(definition: InputOutput): DefinitionValues {
  return {
    type: definition.type,
    name: definition.name,
    description: definition.description,
    data: definition.data,
    period: definition.period,
    classification: definition.classification,
    application: definition.application ?? APPLICATIONS[0],
    owner: roleOrNone(definition.owner),
    reviewer: roleOrNone(definition.reviewer),
    drafter: roleOrNone(definition.drafter),
    actionHolder: roleOrNone(definition.actionHolder),
    reader: roleOrNone(definition.reader),
  };
}

/**
 * The body of `POST`/`PUT /api/input-output` (IO-27: every named field), with the fields that do not fit
 * the type cleared and, for a change, the `updatedAt` it is based on; null while no type is chosen.
 */
export function definitionBody(
  values: DefinitionValues,
  id: string,
  processModelId: string,
  updatedAt?: number,
): InputOutputBody | null {
  if (values.type === '') return null;
  const body = normalizeInputOutput({ ...values, type: values.type, id, processModelId });
  return updatedAt === undefined ? body : { ...body, updatedAt };
}

/** The same checks as the server's: the schema's and the per-type ones (a link's address, a chosen form or file). */
export function definitionProblems(body: InputOutputBody): FieldError[] {
  const parsed = inputOutputBodySchema.safeParse(body);
  const schemaErrors = parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues);
  return [...schemaErrors, ...inputOutputProblems(body)];
}

/**
 * When the type changes to another kind, `data` means something else (an address, a form, a file):
 * it starts empty again.
 */
export function withType(values: DefinitionValues, type: InputOutputType): DefinitionValues {
  const sameKind = values.type !== '' && inputOutputKind(values.type) === inputOutputKind(type);
  return { ...values, type, data: sameKind ? values.data : '' };
}
