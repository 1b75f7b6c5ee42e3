import type { DashboardLink } from '@stroomlijn/domain';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DashboardLinkTable, Database } from '../../db/schema.js';
import { updateUnchanged } from '../../db/update-unchanged.js';

export type DashboardLinkRow = Selectable<DashboardLinkTable>;

export function toDashboardLink(row: DashboardLinkRow): DashboardLink {
  return {
    id: row.id,
    host: row.host,
    url: row.url,
    kind: row.kind as DashboardLink['kind'],
    updatedAt: Number(row.updated_at),
  };
}

export function dashboardLinksRepository(db: Kysely<Database>) {
  return {
    /** Every link, by host. */
    list(): Promise<DashboardLinkRow[]> {
      return db.selectFrom('dashboard_links').selectAll().orderBy('host').execute();
    },

    find(id: string): Promise<DashboardLinkRow | undefined> {
      return db.selectFrom('dashboard_links').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The link of the (lowercase) host. */
    findByHost(host: string): Promise<DashboardLinkRow | undefined> {
      return db.selectFrom('dashboard_links').selectAll().where('host', '=', host).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('dashboard_links')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(row: Insertable<DashboardLinkTable>): Promise<void> {
      await db.insertInto('dashboard_links').values(row).execute();
    },

    /** Writes the link while it still has `expectedUpdatedAt`; false when it changed or went meanwhile. */
    async update(
      id: string,
      expectedUpdatedAt: number,
      fields: Pick<DashboardLinkRow, 'host' | 'url' | 'kind'>,
      at: number,
    ): Promise<boolean> {
      return updateUnchanged(db, 'dashboard_links', id, expectedUpdatedAt, fields, at);
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('dashboard_links').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Sets the flag `name` unless it is set already: true for the one caller that set it. */
    async claimFlag(name: string, at: number): Promise<boolean> {
      const result = await db
        .insertInto('reporting_flags')
        .values({ name, set_at: at })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
