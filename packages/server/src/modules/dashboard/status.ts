import type { DashboardStatus } from '@stroomlijn/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { feedReadsRepository } from '../external-feeds/index.js';
import { workflowFormsRepository } from '../workflows/index.js';

/**
 * EX-07: how the reporting's sources fare. The feeds: whether a key is set and their last reads. The
 * form service: whether it is set up, the newest successful read of any live form (the poller and the
 * webhooks record it on the form as its processed date) and the reason of the last failure, read from the
 * live forms in status error (the poller records it there as the status message).
 */
export async function dashboardStatus(
  db: Kysely<Database>,
  configured: { feeds: boolean; formService: boolean },
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
