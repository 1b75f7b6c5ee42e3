import { z } from 'zod';
import { REMARKS_LIMIT } from '../constants.js';
import type { ResponseStatus } from './statuses.js';

/** AC-27: the response-status filter of the review and read lists ('open' is labelled Ongoing). */
export const RESPONSE_FILTER_STATUSES = ['open', 'closed', 'all'] as const;
export type ResponseFilterStatus = (typeof RESPONSE_FILTER_STATUSES)[number];

/** The statuses a response of each filter may have; `error` responses have no reviewer or reader. */
export const STATUSES_OF_FILTER: Record<ResponseFilterStatus, readonly ResponseStatus[]> = {
  open: ['new', 'in-progress', 'on-hold'],
  closed: ['closed'],
  all: ['new', 'in-progress', 'on-hold', 'closed'],
};

/** How a response's status changes, and who changes it (docs/decisions.md). */
export type ResponseEvent =
  /** The reviewer saves the response with this status (in-progress or on-hold). */
  | { kind: 'edit'; status: ResponseStatus }
  /** The reviewer adds an action. */
  | { kind: 'add-action' }
  /** Finish. */
  | { kind: 'close' }
  /** Open a finished response again. */
  | { kind: 'open' };

const OPEN: readonly ResponseStatus[] = ['new', 'in-progress', 'on-hold'];

/**
 * The status after `event`, or null when the transition is not allowed (409 invalid-state):
 * new → in-progress when the reviewer first edits it or adds an action; in-progress ↔ on-hold by an
 * edit; any open status → closed; closed → in-progress. An error response changes only by a retry.
 */
export function nextResponseStatus(status: ResponseStatus, event: ResponseEvent): ResponseStatus | null {
  switch (event.kind) {
    case 'edit':
      return OPEN.includes(status) && (event.status === 'in-progress' || event.status === 'on-hold')
        ? event.status
        : null;
    case 'add-action':
      if (status === 'new') return 'in-progress';
      return OPEN.includes(status) ? status : null;
    case 'close':
      return OPEN.includes(status) ? 'closed' : null;
    case 'open':
      return status === 'closed' ? 'in-progress' : null;
  }
}

/** `PUT /api/workflow/{id}/response/{rid}`: the reviewer's edit of status and remarks. */
export const responseEditSchema = z
  .object({
    status: z.enum(['in-progress', 'on-hold'], { error: 'invalid-value' }),
    remarks: z.string().max(REMARKS_LIMIT, { error: 'text-too-long' }),
    /** The `updatedAt` of the response the edit was based on; a stale one is refused with 409 conflict. */
    updatedAt: z.number(),
  })
  .strict()
  .meta({ id: 'ResponseEdit' });
export type ResponseEdit = z.infer<typeof responseEditSchema>;
