import {
  type Acknowledgement,
  type AcknowledgementDetail,
  type AcknowledgementReport,
  acknowledgementDetailSchema,
  acknowledgementReportSchema,
  acknowledgementSchema,
  emailLinkPaths,
} from '@stroomlijn/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { arrayOf } from '../../lib/schema';
import { acknowledgementKeys } from './query-keys';

const path = (id: string) => encodeURIComponent(id);
const revisionPath = (id: string, revision: number) =>
  `/api/process_model/revisions/${path(id)}/${revision}/acknowledgements`;

/** GET /api/acknowledgement: the user's open tasks (not confirmed, not replaced), newest first. */
export const openAcknowledgementsQuery = queryOptions({
  queryKey: acknowledgementKeys.open,
  queryFn: ({ signal }) =>
    api.get<Acknowledgement[]>('/api/acknowledgement', { signal, schema: arrayOf(acknowledgementSchema) }),
  staleTime: 0,
});

/**
 * GET /api/acknowledgement/{id}/{revision}: the user's task of a revision (open, confirmed or replaced),
 * what the revision changed, and which changed steps are the user's; 404 when it does not concern them.
 */
export const acknowledgementQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: acknowledgementKeys.detail(id, revision),
    queryFn: ({ signal }) =>
      api.get<AcknowledgementDetail>(`/api/acknowledgement/${path(id)}/${revision}`, {
        signal,
        schema: acknowledgementDetailSchema,
      }),
    staleTime: 0,
  });

/** GET …/revisions/{id}/{revision}/acknowledgements: who the revision asked and who confirmed. */
export const acknowledgementReportQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: acknowledgementKeys.report(id, revision),
    queryFn: ({ signal }) =>
      api.get<AcknowledgementReport>(revisionPath(id, revision), {
        signal,
        schema: acknowledgementReportSchema,
      }),
    staleTime: 0,
  });

/** The address of the report as a CSV file (an attachment the browser downloads). */
export function acknowledgementCsvPath(id: string, revision: number): string {
  return `${revisionPath(id, revision)}.csv`;
}

/** POST /api/acknowledgement/{id}/{revision}: "I have read this"; answers the confirmed task. */
export async function confirmAcknowledgement(
  queryClient: QueryClient,
  id: string,
  revision: number,
): Promise<Acknowledgement> {
  const confirmed = await api.post<Acknowledgement>(
    `/api/acknowledgement/${path(id)}/${revision}`,
    {},
    { schema: acknowledgementSchema },
  );
  queryClient.setQueryData<AcknowledgementDetail>(acknowledgementKeys.detail(id, revision), (detail) =>
    detail ? { ...detail, acknowledgement: confirmed } : detail,
  );
  await queryClient.invalidateQueries({ queryKey: acknowledgementKeys.open });
  return confirmed;
}

/** The task page of a revision, as the email links it. */
export const acknowledgementPath = emailLinkPaths.acknowledgement;

/** A revision number from the address: a whole number from 1, else null (no such revision). */
export function revisionOf(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}
