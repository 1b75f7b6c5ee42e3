import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { closeResponse, deleteResponse, workflowKeys } from '../workflows';
import { actionKeys, actionsChanged, openResponse, responseAsQuery } from './actions-api';

type Change = 'close' | 'open' | 'delete';

const CALLS: Record<Change, (formId: string, responseId: string) => Promise<unknown>> = {
  close: closeResponse,
  open: openResponse,
  delete: deleteResponse,
};

/**
 * `/actions/review/{close|open|delete}/{formId}/{responseId}` (AC-14, AC-15, AC-16, AC-17): asks, finishes,
 * opens again or deletes the response, then goes back to the list.
 */
export function ResponseStatusDialog({ change }: { change: Change }) {
  const { t } = useTranslation();
  const { formId = '', responseId = '' } = useParams();
  const queryClient = useQueryClient();
  // Read as the reviewer's: someone else sees 'not allowed' instead of a question they cannot confirm.
  const response = useQuery(responseAsQuery('review', formId, responseId));
  const name = response.data ? `${response.data.internalId} ${response.data.subject}` : '';
  return (
    <ConfirmDialog
      title={t(`actions.response-${change}.title`)}
      confirmLabel={t(`actions.response-${change}.confirm`)}
      confirmColor={change === 'delete' ? 'red' : 'blue'}
      fallback="/actions/review"
      successMessage={t(`actions.response-${change}.success`, { name })}
      loading={response.isPending}
      loadError={response.isError ? response.error : undefined}
      onRetry={() => void response.refetch()}
      onConfirm={async () => {
        await CALLS[change](formId, responseId);
        if (change !== 'delete') return actionsChanged(queryClient);
        // The response is gone: the lists are read again, the response itself never.
        await queryClient.invalidateQueries({ queryKey: workflowKeys.all, refetchType: 'none' });
        await queryClient.refetchQueries({ queryKey: actionKeys.all, type: 'active' });
      }}
    >
      {t(`actions.response-${change}.question`, { name })}
    </ConfirmDialog>
  );
}
