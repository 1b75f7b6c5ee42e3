import { randomUUID } from 'node:crypto';
import {
  type DashboardLink,
  type DashboardLinkCreate,
  type DashboardLinkUpdate,
  dashboardUrlSchema,
  hostNameSchema,
  type PublicConfig,
} from '@stroomlijn/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DashboardConfig } from '../../config.js';
import { insertUnique } from '../../db/insert-unique.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { versionAfter } from '../../db/update-unchanged.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import { dashboardLinksRepository, toDashboardLink } from './repository.js';

/** Set once the environment's links were written: deleting every link does not bring them back. */
export const LINKS_SEEDED_FLAG = 'dashboard-links-seeded';

const duplicateHost = () =>
  new AppError('duplicate-name', {
    message: 'This host has a dashboard link already',
    errors: [{ name: 'host', message: 'duplicate-name' }],
  });
const notFound = () => new AppError('not-found', { message: 'No such dashboard link' });

async function found(db: Kysely<Database>, id: string): Promise<DashboardLink> {
  const row = await dashboardLinksRepository(db).find(id);
  if (!row) throw notFound();
  return toDashboardLink(row);
}

/** EX-06: the home screen's dashboard link per host, kept by administrators. */
export function dashboardLinksService(db: Kysely<Database>) {
  return {
    list: async (): Promise<DashboardLink[]> =>
      (await dashboardLinksRepository(db).list()).map(toDashboardLink),

    create(input: DashboardLinkCreate): Promise<DashboardLink> {
      const now = Date.now();
      return insertUnique(db, {
        idTaken: async (trx) => (await dashboardLinksRepository(trx).find(input.id)) !== undefined,
        valueTaken: async (trx) => (await dashboardLinksRepository(trx).findByHost(input.host)) !== undefined,
        duplicate: duplicateHost,
        insert: async (trx) => {
          await dashboardLinksRepository(trx).insert({ ...input, created_at: now, updated_at: now });
          const link = await found(trx, input.id);
          await recordAudit(trx, {
            entity: 'dashboard-link',
            entityId: link.id,
            action: 'create',
            after: link,
          });
          return link;
        },
      });
    },

    async update(input: DashboardLinkUpdate): Promise<DashboardLink> {
      try {
        return await db.transaction().execute(async (trx) => {
          const links = dashboardLinksRepository(trx);
          const current = await found(trx, input.id);
          if (current.updatedAt !== input.updatedAt)
            throw new AppError('conflict', { message: 'The link was changed meanwhile' });
          const owner = await links.findByHost(input.host);
          if (owner !== undefined && owner.id !== input.id) throw duplicateHost();
          const at = versionAfter(current.updatedAt);
          const fields = { host: input.host, url: input.url, kind: input.kind };
          if (!(await links.update(input.id, input.updatedAt, fields, at)))
            throw new AppError('conflict', { message: 'The link was changed meanwhile' });
          const link = await found(trx, input.id);
          await recordAudit(trx, {
            entity: 'dashboard-link',
            entityId: link.id,
            action: 'update',
            before: current,
            after: link,
          });
          return link;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateHost();
        throw error;
      }
    },

    async remove(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await found(trx, id);
        if (!(await dashboardLinksRepository(trx).delete(id))) throw notFound();
        await recordAudit(trx, { entity: 'dashboard-link', entityId: id, action: 'delete', before: current });
      });
    },
  };
}

/**
 * The link of the home screen for the host the browser used (its Host header, port and case aside):
 * test hosts show 'view business model and workflows', customer hosts 'view dashboard and forms', other
 * hosts none (spec part 1 §1).
 */
export async function dashboardLinkFor(
  db: Kysely<Database>,
  hostHeader: string | undefined,
): Promise<PublicConfig['dashboard']> {
  const host = hostNameSchema.safeParse((hostHeader ?? '').replace(/:\d*$/, ''));
  if (!host.success) return null;
  const row = await dashboardLinksRepository(db).findByHost(host.data);
  return row ? { kind: toDashboardLink(row).kind, url: row.url } : null;
}

/**
 * On the first start that has them, the environment's links (STROOMLIJN_DASHBOARD_URL for each host of
 * STROOMLIJN_DASHBOARD_TEST_HOSTS and _CUSTOMER_HOSTS) become rows, unless links exist already. Once
 * done, never again: the administrators keep the links from then on. Hosts or an address that are not
 * valid are left out with a warning. Returns how many links were written.
 */
export async function seedDashboardLinks(
  db: Kysely<Database>,
  environment: DashboardConfig,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  const hosts = [
    ...environment.testHosts.map((host) => ({ host, kind: 'test' as const })),
    ...environment.customerHosts.map((host) => ({ host, kind: 'customer' as const })),
  ];
  if (environment.url === '' || hosts.length === 0) return 0;
  const url = dashboardUrlSchema.safeParse(environment.url);
  if (!url.success) {
    log.warn('STROOMLIJN_DASHBOARD_URL is no https address: no dashboard links are made from it');
    return 0;
  }
  const entries = new Map<string, 'test' | 'customer'>();
  for (const { host, kind } of hosts) {
    const parsed = hostNameSchema.safeParse(host);
    if (!parsed.success) log.warn({ host }, 'A dashboard host of the environment is no host name: left out');
    else if (entries.has(parsed.data))
      log.warn({ host }, 'A dashboard host is listed twice: the first counts');
    else entries.set(parsed.data, kind);
  }
  const written = await db.transaction().execute(async (trx) => {
    const links = dashboardLinksRepository(trx);
    const now = Date.now();
    if (!(await links.claimFlag(LINKS_SEEDED_FLAG, now))) return 0;
    if ((await links.count()) > 0) return 0;
    for (const [host, kind] of entries) {
      await links.insert({ id: randomUUID(), host, url: url.data, kind, created_at: now, updated_at: now });
    }
    return entries.size;
  });
  if (written > 0) log.info({ links: written }, 'Dashboard links made from the environment');
  return written;
}

export type DashboardLinksService = ReturnType<typeof dashboardLinksService>;
