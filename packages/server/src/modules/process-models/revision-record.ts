import { type InputOutput, usedDefinitionIds } from '@stroomlijn/domain';
import { definitionRoleIdsOf, toInputOutput } from '../input-outputs/index.js';
import { type Content, roleIdsOf, withRoleNames } from './mapping.js';
import type { ModelRow, ProcessModelsRepository } from './repository.js';

/** What a revision keeps of the moment it is published, beside its graph's ids: a revision is a record. */
export interface RevisionRecord {
  /** The graph with every actor named as now (a deleted role is none), as the revision will show it. */
  content: Content;
  owner_role_name: string | null;
  manager_role_name: string | null;
  approval_role_name: string | null;
  /** The definitions the groups use, as `GET /api/input-output` answers them now. */
  definitions: InputOutput[];
}

/**
 * The names a revision keeps, read at its publish: a revision is a record and shows them whatever happens
 * to the roles, definitions and models later. `content` is the graph being published (its subprocesses
 * resolved and its groups checked); its definitions are live and locked by that check.
 */
export async function revisionRecord(
  repository: ProcessModelsRepository,
  model: Pick<ModelRow, 'owner_role_id' | 'manager_role_id' | 'approval_role_id'>,
  content: Content,
): Promise<RevisionRecord> {
  const definitionIds = [...usedDefinitionIds(content.groups)];
  const rows = new Map(
    (await repository.liveDefinitionRows(definitionIds)).map((row) => [row.id, row] as const),
  );
  const roles = await repository.liveRoles([
    ...roleIdsOf(content),
    ...[model.owner_role_id, model.manager_role_id, model.approval_role_id].filter(
      (id): id is string => id !== null,
    ),
    ...definitionRoleIdsOf([...rows.values()]),
  ]);
  const names = new Map([...roles].map(([id, role]) => [id, role.name]));
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    content: withRoleNames(content, names),
    owner_role_name: nameOf(model.owner_role_id),
    manager_role_name: nameOf(model.manager_role_id),
    approval_role_name: nameOf(model.approval_role_id),
    definitions: definitionIds.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toInputOutput(row, roles)] : [];
    }),
  };
}
