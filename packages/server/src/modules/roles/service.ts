import { randomUUID } from 'node:crypto';
import {
  isBuiltInRole,
  type Role,
  type RoleCreate,
  type RoleType,
  type RoleUpdate,
  type SelectorItem,
} from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import { insertUnique } from '../../db/insert-unique.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import type { AuthSession } from '../../lib/sessions.js';
import { recordAudit } from '../audit/index.js';
import { indexWorkingCopiesActedBy } from '../search/index.js';
import { assertMayChangeAdministrators } from '../users/index.js';
import { type RoleFieldsRow, rolesRepository } from './repository.js';

const duplicateName = () =>
  new AppError('duplicate-name', {
    message: 'A role with this name exists already',
    errors: [{ name: 'name', message: 'duplicate-name' }],
  });

function fieldsRow(role: RoleCreate | RoleUpdate): RoleFieldsRow {
  return {
    name: role.name,
    description: role.description,
    tasks_summary: role.tasksSummary,
    education: role.education,
    competences: role.competences,
    screening: role.screening,
  };
}

/** The role with this id when it is not deleted, else 404 not-found. */
export async function liveRole(db: Kysely<Database>, id: string): Promise<Role> {
  const role = await rolesRepository(db).find(id);
  if (!role || role.deleted) throw new AppError('not-found', { message: 'No such role' });
  return role;
}

/**
 * A role of type multi named `name` (with `description`), created in `trx` unless a live role of that name (case ignored)
 * exists, which it answers instead: for an import that names roles by their names.
 */
export async function multiRoleNamedIn(
  trx: Kysely<Database>,
  name: string,
  description: string,
): Promise<{ id: string; name: string }> {
  const repository = rolesRepository(trx);
  const existing = await repository.ownerOfName(name);
  if (existing !== undefined) return liveRole(trx, existing);
  const now = Date.now();
  const id = randomUUID();
  await repository.insert({
    id,
    type: 'multi',
    ...fieldsRow({
      id,
      type: 'multi',
      name,
      description,
      tasksSummary: '',
      education: '',
      competences: '',
      screening: '',
    }),
    deleted: 0,
    created_at: now,
    updated_at: now,
  });
  return { id, name };
}

export function rolesService(db: Kysely<Database>) {
  return {
    list: (): Promise<Role[]> => rolesRepository(db).list(),

    selector: (type?: RoleType): Promise<SelectorItem[]> => rolesRepository(db).selector(type),

    get: (id: string): Promise<Role> => liveRole(db, id),

    create: (input: RoleCreate): Promise<Role> => {
      const now = Date.now();
      return insertUnique(db, {
        idTaken: async (trx) => (await rolesRepository(trx).find(input.id)) !== undefined,
        valueTaken: async (trx) => (await rolesRepository(trx).ownerOfName(input.name)) !== undefined,
        duplicate: duplicateName,
        insert: async (trx) => {
          await rolesRepository(trx).insert({
            id: input.id,
            type: input.type,
            ...fieldsRow(input),
            deleted: 0,
            created_at: now,
            updated_at: now,
          });
          const role = await liveRole(trx, input.id);
          await recordAudit(trx, { entity: 'role', entityId: role.id, action: 'create', after: role });
          return role;
        },
      });
    },

    /** The type never changes; a system role keeps its name (the permission checks know it by it). */
    async update(input: RoleUpdate): Promise<Role> {
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = rolesRepository(trx);
          const current = await liveRole(trx, input.id);
          if (input.type !== current.type) {
            throw new AppError('unsupported-role-switch', { message: 'The type of a role cannot change' });
          }
          if (current.type === 'system' && input.name !== current.name) {
            throw new AppError('invalid-state', {
              message: 'The name of a system role cannot change',
              errors: [{ name: 'name', message: 'invalid-value' }],
            });
          }
          if (current.updatedAt !== input.updatedAt) throw new AppError('conflict');
          const owner = await repository.ownerOfName(input.name);
          if (owner !== undefined && owner !== input.id) throw duplicateName();
          const at = versionAfter(current.updatedAt);
          if (!(await repository.update(input.id, input.updatedAt, fieldsRow(input), at))) {
            throw new AppError('conflict');
          }
          if (input.name !== current.name) await indexWorkingCopiesActedBy(trx, input.id, input.name);
          const role = await liveRole(trx, input.id);
          await recordAudit(trx, {
            entity: 'role',
            entityId: role.id,
            action: 'update',
            before: current,
            after: role,
          });
          return role;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    /**
     * Soft delete; the role's assignments and containments go with it. Built-in roles stay. Deleting a
     * role changes the effective roles of its holders: of an administrator, only an administrator may.
     */
    async remove(caller: AuthSession, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await liveRole(trx, id);
        if (isBuiltInRole(current)) {
          throw new AppError('invalid-state', { message: 'A built-in role cannot be deleted' });
        }
        await assertMayChangeAdministrators(trx, caller, { holdersOf: id });
        await rolesRepository(trx).softDelete(id, versionAfter(current.updatedAt));
        await indexWorkingCopiesActedBy(trx, id, '');
        await recordAudit(trx, { entity: 'role', entityId: id, action: 'delete', before: current });
      });
    },
  };
}

export type RolesService = ReturnType<typeof rolesService>;
