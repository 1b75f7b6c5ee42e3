import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useOutletContext, useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { workflowKeys } from './query-keys';
import type { ResponseRouteContext } from './response-view-page';
import {
  closeResponse,
  deleteResponse,
  responseQuery,
  retryResponse,
  workflowsChanged,
} from './workflows-api';

type ResponseAction = 'retry' | 'close' | 'delete';

const CALLS: Record<ResponseAction, (id: string, rid: string) => Promise<unknown>> = {
  retry: retryResponse,
  close: closeResponse,
  delete: deleteResponse,
};

/**
 * `/workflow/{formId}/responses/{responseId}/retry`, `/close` and `/delete` (WF-17..19): asks, sends
 * POST …/retry, DELETE …/close or DELETE …/delete, then goes back one step.
 */
export function ResponseActionDialog({ action }: { action: ResponseAction }) {
  const { t } = useTranslation();
  const { formId = '', responseId = '' } = useParams();
  const queryClient = useQueryClient();
  const view = useOutletContext<ResponseRouteContext | undefined>();
  const response = useQuery(responseQuery(formId, responseId));
  const name = response.data ? `${response.data.internalId} ${response.data.subject}` : '';
  return (
    <ConfirmDialog
      title={t(`workflows.response-${action}.title`)}
      confirmLabel={t(`workflows.response-${action}.confirm`)}
      confirmColor={action === 'delete' ? 'red' : 'blue'}
      fallback={`/workflow/${formId}/responses`}
      successMessage={t(`workflows.response-${action}.success`, { name })}
      loading={response.isPending}
      loadError={response.isError ? response.error : undefined}
      onRetry={() => void response.refetch()}
      onConfirm={async () => {
        await CALLS[action](formId, responseId);
        if (action !== 'delete') return workflowsChanged(queryClient);
        // The response is gone: its lists are read again when shown, the response itself never.
        view?.responseDeleted();
        await queryClient.invalidateQueries({ queryKey: workflowKeys.all, refetchType: 'none' });
      }}
    >
      {t(`workflows.response-${action}.question`, { name })}
    </ConfirmDialog>
  );
}
