import type { Role, RoleType, SelectorItem } from '@stroomlijn/domain';
import { type Kysely, sql } from 'kysely';
import { readInChunks } from '../../db/chunks.js';
import { NOT_DELETED } from '../../db/flags.js';
import type { Database, RoleTable } from '../../db/schema.js';
import { updateUnchanged } from '../../db/update-unchanged.js';

export const roleColumns = [
  'role.id as id',
  'role.name as name',
  'role.description as description',
  'role.type as type',
  'role.tasks_summary as tasksSummary',
  'role.education as education',
  'role.competences as competences',
  'role.screening as screening',
  'role.deleted as deleted',
  'role.updated_at as updatedAt',
] as const;

export interface LiveRole {
  name: string;
  type: string;
}

/** Name and type of the live roles among `ids` (other modules show role references by their current name). */
export async function liveRolesById(
  db: Kysely<Database>,
  ids: Iterable<string>,
): Promise<Map<string, LiveRole>> {
  const rows = await readInChunks(ids, (part) =>
    db
      .selectFrom('role')
      .select(['id', 'name', 'type'])
      .where('id', 'in', part)
      .where('deleted', '=', NOT_DELETED)
      .execute(),
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, type: row.type }]));
}

/** Roles are listed by name, case-insensitively. */
export const roleOrder = [sql`lower(role.name)`, sql`role.id`];

type RoleRow = Omit<Role, 'deleted' | 'updatedAt' | 'type'> & {
  type: string;
  deleted: number | boolean;
  updatedAt: number;
};

export function toRole(row: RoleRow): Role {
  return {
    ...row,
    type: row.type as RoleType,
    deleted: Boolean(row.deleted),
    updatedAt: Number(row.updatedAt),
  };
}

export type RoleFieldsRow = Pick<
  RoleTable,
  'name' | 'description' | 'tasks_summary' | 'education' | 'competences' | 'screening'
>;

export function rolesRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<Role[]> {
      let query = db.selectFrom('role').select(roleColumns).where('role.deleted', '=', NOT_DELETED);
      for (const order of roleOrder) query = query.orderBy(order);
      return (await query.execute()).map(toRole);
    },

    /** Id and name of the live roles (of `type` only, when given), by name. */
    async selector(type?: RoleType): Promise<SelectorItem[]> {
      let query = db
        .selectFrom('role')
        .select(['role.id as id', 'role.name as name'])
        .where('deleted', '=', NOT_DELETED);
      if (type !== undefined) query = query.where('type', '=', type);
      for (const order of roleOrder) query = query.orderBy(order);
      return query.execute();
    },

    /** The role with this id, deleted or not. */
    async find(id: string): Promise<Role | undefined> {
      const row = await db.selectFrom('role').select(roleColumns).where('id', '=', id).executeTakeFirst();
      return row && toRole(row);
    },

    /** The id of the live role with this name, compared without regard to case. */
    async ownerOfName(name: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('role')
        .select('id')
        // lower() on both sides: the same comparison as the unique index role_name_key on this database.
        .where(sql<string>`lower(name)`, '=', sql<string>`lower(${name})`)
        .where('deleted', '=', NOT_DELETED)
        .executeTakeFirst();
      return row?.id;
    },

    async insert(row: Database['role']): Promise<void> {
      await db.insertInto('role').values(row).execute();
    },

    /** Writes the fields when the row still has `expectedUpdatedAt`; false when it has changed meanwhile. */
    async update(id: string, expectedUpdatedAt: number, fields: RoleFieldsRow, at: number): Promise<boolean> {
      return updateUnchanged(db, 'role', id, expectedUpdatedAt, fields, at);
    },

    /** Marks the role deleted and removes its assignments and the containments it takes part in. */
    async softDelete(id: string, at: number): Promise<void> {
      await db.updateTable('role').set({ deleted: 1, updated_at: at }).where('id', '=', id).execute();
      await db.deleteFrom('user_role').where('role_id', '=', id).execute();
      await db
        .deleteFrom('role_role')
        .where((eb) => eb.or([eb('role_id', '=', id), eb('child_role_id', '=', id)]))
        .execute();
    },
  };
}

export type RolesRepository = ReturnType<typeof rolesRepository>;
