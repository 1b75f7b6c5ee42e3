import { type DashboardStatus, FEED_NAMES, type FeedName } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { feedReadsRepository } from '../external-feeds/index.js';
import { workflowFormsRepository } from '../forms/index.js';

/** The feed's addresses for the reporting tool, absolute from the public URL. */
function feedAddresses(publicUrl: string, feed: FeedName) {
  const csv = `${publicUrl}/api/external/clicdata/${feed}`;
  return { csv, json: `${csv}?format=json` };
}

/**
 * EX-07: how the reporting's sources fare. The feeds: whether a key is set, their addresses and their
 * last reads. The form service: whether it is set up, the newest successful read of any live form (the
 * poller and the webhooks record it on the form as its processed date) and the reason of the last failure,
 * read from the live forms in status error (the poller records it there as the status message).
 */
export async function dashboardStatus(
  db: Kysely<Database>,
  configured: { feeds: boolean; formService: boolean },
  publicUrl: string,
): Promise<DashboardStatus> {
  const reads = feedReadsRepository(db);
  const forms = await workflowFormsRepository(db).listRows();
  const polled = forms.map((form) => form.processed_date).filter((date) => date !== null);
  const failed = forms
    .filter((form) => form.status === 'error' && form.status_message !== null)
    .sort((a, b) => Number(b.updated_at) - Number(a.updated_at));
  return {
    feeds: {
      configured: configured.feeds,
      addresses: Object.fromEntries(
        FEED_NAMES.map((feed) => [feed, feedAddresses(publicUrl, feed)]),
      ) as DashboardStatus['feeds']['addresses'],
      responsesLastRead: await reads.lastRead('responses'),
      actionsLastRead: await reads.lastRead('actions'),
    },
    formService: {
      configured: configured.formService,
      lastPoll: polled.length === 0 ? null : Math.max(...polled.map(Number)),
      lastError: failed[0]?.status_message ?? null,
    },
  };
}

/** EX-07: the status of the feeds and the form service, as this server is set up. */
export function dashboardStatusService(
  db: Kysely<Database>,
  configured: { feeds: boolean; formService: boolean },
  publicUrl: string,
) {
  return { read: (): Promise<DashboardStatus> => dashboardStatus(db, configured, publicUrl) };
}

export type DashboardStatusService = ReturnType<typeof dashboardStatusService>;
