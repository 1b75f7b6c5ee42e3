import {
  ADMIN_USER_ID,
  EVERYONE_ROLE,
  isImplicitRole,
  SUPPORT_USER_ID,
  SYSTEM_ROLE_DESCRIPTIONS,
  SYSTEM_ROLE_IDS,
  SYSTEM_ROLES,
} from '@stroomlijn/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import { NOT_DELETED } from './flags.js';
import type { Database, RoleTable } from './schema.js';

export interface SeedOptions {
  adminEmail: string;
  /** Hash of the administrator's first password; used only when the administrator is created. */
  adminPasswordHash: () => Promise<string>;
  supportEmail?: string;
}

/**
 * Creates the built-in roles and accounts with their fixed ids when they are missing.
 * Runs at every start; it never changes records that exist. Returns whether the administrator was created.
 */
export async function seedBuiltInAccounts(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    for (const name of SYSTEM_ROLES) {
      await trx
        .insertInto('role')
        .values(
          newRoleRow(
            { id: SYSTEM_ROLE_IDS[name], name, description: SYSTEM_ROLE_DESCRIPTIONS[name], type: 'system' },
            now,
          ),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }

    await seedEveryone(trx, now);

    const existing = await trx
      .selectFrom('app_user')
      .select('id')
      .where('id', '=', ADMIN_USER_ID)
      .executeTakeFirst();
    let created = false;
    if (!existing) {
      const result = await trx
        .insertInto('app_user')
        .values({
          id: ADMIN_USER_ID,
          email: options.adminEmail,
          email_key: options.adminEmail.toLowerCase(),
          first_name: 'Administrator',
          preposition: '',
          last_name: '',
          personnel_number: '',
          password_hash: await options.adminPasswordHash(),
          deleted: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    for (const name of SYSTEM_ROLES.filter((role) => !isImplicitRole(SYSTEM_ROLE_IDS[role]))) {
      await trx
        .insertInto('user_role')
        .values({ user_id: ADMIN_USER_ID, role_id: SYSTEM_ROLE_IDS[name] })
        .onConflict((oc) => oc.columns(['user_id', 'role_id']).doNothing())
        .execute();
    }

    const supportEmail = options.supportEmail ?? 'support@stroomlijn.local';
    await trx
      .insertInto('app_user')
      .values({
        id: SUPPORT_USER_ID,
        email: supportEmail,
        email_key: supportEmail.toLowerCase(),
        first_name: 'Support',
        preposition: '',
        last_name: '',
        personnel_number: '',
        password_hash: null,
        deleted: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return created;
  });
}

/** The row of a new live role: the texts beyond its description start empty. */
export function newRoleRow(
  role: Pick<RoleTable, 'id' | 'name' | 'description' | 'type'>,
  now: number,
): Insertable<RoleTable> {
  const texts = { tasks_summary: '', education: '', competences: '', screening: '' };
  return { ...role, ...texts, deleted: 0, created_at: now, updated_at: now };
}

/**
 * Everyone, the built-in role of type roles. Its name can be changed later; should a role of that name
 * exist already when it is first created, it is told apart by a suffix.
 */
async function seedEveryone(trx: Kysely<Database>, now: number): Promise<void> {
  const exists = await trx
    .selectFrom('role')
    .select('id')
    .where('id', '=', EVERYONE_ROLE.id)
    .executeTakeFirst();
  if (exists) return;
  const nameTaken = await trx
    .selectFrom('role')
    .select('id')
    .where(sql`lower(name)`, '=', EVERYONE_ROLE.name.toLowerCase())
    .where('deleted', '=', NOT_DELETED)
    .executeTakeFirst();
  await trx
    .insertInto('role')
    .values(
      newRoleRow(
        {
          id: EVERYONE_ROLE.id,
          name: nameTaken ? `${EVERYONE_ROLE.name} (built-in)` : EVERYONE_ROLE.name,
          description: EVERYONE_ROLE.description,
          type: EVERYONE_ROLE.type,
        },
        now,
      ),
    )
    .execute();
}
