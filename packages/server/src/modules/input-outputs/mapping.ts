import type {
  Application,
  Classification,
  DefinitionRoleField,
  InputOutput,
  InputOutputBody,
  InputOutputType,
  Period,
  RoleRef,
} from '@stroomlijn/domain';
import type { InputOutputFields, InputOutputRow, LiveRole } from './repository.js';

/** The column of each role field. */
export const ROLE_COLUMNS = {
  owner: 'owner_role_id',
  reviewer: 'reviewer_role_id',
  drafter: 'drafter_role_id',
  actionHolder: 'action_holder_role_id',
  reader: 'reader_role_id',
} as const satisfies Record<DefinitionRoleField, keyof InputOutputRow>;

const ROLE_FIELDS = Object.keys(ROLE_COLUMNS) as DefinitionRoleField[];

/** The role ids the rows refer to. */
export function roleIdsOf(rows: readonly InputOutputRow[]): string[] {
  return rows
    .flatMap((row) => ROLE_FIELDS.map((field) => row[ROLE_COLUMNS[field]]))
    .filter((id) => id !== null);
}

/** The columns of a normalised body (`normalizeInputOutput`); roles as ids, none as null. */
export function fieldsOf(body: InputOutputBody): InputOutputFields {
  const roleId = (role: RoleRef | null) => role?.id ?? null;
  return {
    type: body.type,
    name: body.name,
    description: body.description,
    data: body.data,
    period: body.period,
    classification: body.classification,
    application: body.application,
    owner_role_id: roleId(body.owner),
    reviewer_role_id: roleId(body.reviewer),
    drafter_role_id: roleId(body.drafter),
    action_holder_role_id: roleId(body.actionHolder),
    reader_role_id: roleId(body.reader),
  };
}

/** A stored definition as answered: each role with its current name, a deleted role as none. */
export function toInputOutput(row: InputOutputRow, roles: ReadonlyMap<string, LiveRole>): InputOutput {
  const role = (id: string | null): RoleRef | null => {
    const found = id === null ? undefined : roles.get(id);
    return id !== null && found ? { id, name: found.name } : null;
  };
  return {
    id: row.id,
    processModelId: row.process_model_id,
    type: row.type as InputOutputType,
    name: row.name,
    description: row.description,
    data: row.data,
    period: row.period as Period,
    classification: row.classification as Classification,
    application: row.application as Application | null,
    owner: role(row.owner_role_id),
    reviewer: role(row.reviewer_role_id),
    drafter: role(row.drafter_role_id),
    actionHolder: role(row.action_holder_role_id),
    reader: role(row.reader_role_id),
    updatedAt: Number(row.updated_at),
  };
}
