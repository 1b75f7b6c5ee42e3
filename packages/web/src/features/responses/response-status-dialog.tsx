import type { WorkflowResponse } from '@stroomlijn/domain';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { workflowKeys } from '../workflows/query-keys';
import {
  closeResponse,
  deleteResponse,
  openResponse,
  responsesChanged,
  retryResponse,
} from './responses-api';

/** The changes of a response's status a dialog asks about. */
export type ResponseChange = 'retry' | 'close' | 'open' | 'delete';

const CALLS: Record<ResponseChange, (formId: string, responseId: string) => Promise<unknown>> = {
  retry: retryResponse,
  close: closeResponse,
  open: openResponse,
  delete: deleteResponse,
};

export interface ResponseStatusDialogProps<Key extends QueryKey> {
  /**
   * One of the changes the page offers: the administrator's retry, close and delete (WF-17..19), the
   * reviewer's close, open and delete (AC-15..17).
   */
  change: ResponseChange;
  /** The response as the page reads it, so that someone without that right sees 'not allowed'. */
  read: (
    formId: string,
    responseId: string,
  ) => UseQueryOptions<WorkflowResponse, Error, WorkflowResponse, Key>;
  /** The texts' area: `workflows` (the administrator's) or `actions` (the reviewer's). */
  texts: 'workflows' | 'actions';
  /** Where the dialog goes when there is no step back (opened by its address). */
  fallback: string;
  /** After a delete, when the lists are marked stale: what the page does besides. */
  onDeleted?: () => unknown;
}

/**
 * `…/{retry|close|open|delete}` of a response (`{formId}` and `{responseId}` in the address): asks,
 * sends the change, then goes back. A change refreshes every workflow read; a delete reads none again
 * at once, so that the gone response is not asked for (`onDeleted` refreshes what the page shows).
 */
export function ResponseStatusDialog<Key extends QueryKey>({
  change,
  read,
  texts,
  fallback,
  onDeleted,
}: ResponseStatusDialogProps<Key>) {
  const { t } = useTranslation();
  const { formId = '', responseId = '' } = useParams();
  const queryClient = useQueryClient();
  const response = useQuery(read(formId, responseId));
  const name = response.data ? `${response.data.internalId} ${response.data.subject}` : '';
  const text = (key: string) => t(`${texts}.response-${change}.${key}`, { name });
  return (
    <ConfirmDialog
      title={text('title')}
      confirmLabel={text('confirm')}
      confirmColor={change === 'delete' ? 'red' : 'blue'}
      fallback={fallback}
      successMessage={text('success')}
      loading={response.isPending}
      loadError={response.isError ? response.error : undefined}
      onRetry={() => void response.refetch()}
      onConfirm={async () => {
        await CALLS[change](formId, responseId);
        if (change !== 'delete') return responsesChanged(queryClient);
        await queryClient.invalidateQueries({ queryKey: workflowKeys.all, refetchType: 'none' });
        await onDeleted?.();
      }}
    >
      {text('question')}
    </ConfirmDialog>
  );
}
