import type { Role, RoleCreate, RoleUpdate, SelectorItem } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../errors.js';
import { type RoleFieldsRow, type RolesRepository, rolesRepository } from './repository.js';

const notFound = () => new AppError('not-found', { message: 'No such role' });
const invalidId = () =>
  new AppError('invalid-id', {
    message: 'The id is in use already',
    errors: [{ name: 'id', message: 'invalid-id' }],
  });
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

export async function liveRole(repository: RolesRepository, id: string): Promise<Role> {
  const role = await repository.find(id);
  if (!role || role.deleted) throw notFound();
  return role;
}

export function rolesService(db: Kysely<Database>) {
  return {
    list: (): Promise<Role[]> => rolesRepository(db).list(),

    selector: (): Promise<SelectorItem[]> => rolesRepository(db).selector(),

    get: (id: string): Promise<Role> => liveRole(rolesRepository(db), id),

    async create(input: RoleCreate): Promise<Role> {
      const now = Date.now();
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = rolesRepository(trx);
          if (await repository.find(input.id)) throw invalidId();
          if (await repository.ownerOfName(input.name)) throw duplicateName();
          await repository.insert({
            id: input.id,
            type: input.type,
            ...fieldsRow(input),
            deleted: 0,
            created_at: now,
            updated_at: now,
          });
          return liveRole(repository, input.id);
        });
      } catch (error) {
        // Another request took the id or the name between the check and the insert.
        if (!isUniqueViolation(error)) throw error;
        if (await rolesRepository(db).find(input.id)) throw invalidId();
        throw duplicateName();
      }
    },

    /** The type never changes; a system role keeps its name (the permission checks know it by it). */
    async update(input: RoleUpdate): Promise<Role> {
      try {
        return await db.transaction().execute(async (trx) => {
          const repository = rolesRepository(trx);
          const current = await liveRole(repository, input.id);
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
          const at = Math.max(Date.now(), current.updatedAt + 1);
          if (!(await repository.update(input.id, input.updatedAt, fieldsRow(input), at))) {
            throw new AppError('conflict');
          }
          return liveRole(repository, input.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    /** Soft delete; the role's assignments and containments go with it. System roles stay. */
    async remove(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repository = rolesRepository(trx);
        const current = await liveRole(repository, id);
        if (current.type === 'system') {
          throw new AppError('invalid-state', { message: 'A system role cannot be deleted' });
        }
        await repository.softDelete(id, Math.max(Date.now(), current.updatedAt + 1));
      });
    },
  };
}

export type RolesService = ReturnType<typeof rolesService>;
