import { APPROVAL_REASON_MAX_LENGTH } from '@stroomlijn/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  ConfirmDialog,
  ReasonForm,
  RouteDialog,
  useGoBack,
  useGuardedMutation,
  useListRouteContext,
} from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { approvalPath, approvalReviewQuery, approveSubmission, rejectSubmission } from './approval-api';

/** `/approval/{id}/approve`: publishes the submission as the next revision, after a question. */
export function ApproveDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const review = useQuery(approvalReviewQuery(id));
  const task = review.data?.task;
  const revision = (task?.revision ?? 0) + 1;
  return (
    <ConfirmDialog
      title={t('approval.approve.title')}
      confirmLabel={t('approval.approve.confirm')}
      confirmColor="blue"
      fallback={approvalPath(id)}
      loading={review.isPending}
      loadError={review.error ?? undefined}
      onRetry={() => void review.refetch()}
      successMessage={t('approval.approve.success', { name: task?.name ?? '', revision })}
      onConfirm={() => approveSubmission(queryClient, id)}
    >
      {t('approval.approve.question', { name: task?.name ?? '', revision })}
    </ConfirmDialog>
  );
}

/** `/approval/{id}/reject`: returns the working copy to its modelers with a reason (required). */
export function RejectDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const goBack = useGoBack(approvalPath(id));
  const { showSuccess } = useListRouteContext();
  const mutation = useGuardedMutation({
    mutationFn: (reason: string) => rejectSubmission(queryClient, id, reason),
    onSuccess: () => {
      showSuccess(t('approval.reject.success'));
      goBack();
    },
  });
  return (
    <RouteDialog title={t('approval.reject.title')} fallback={approvalPath(id)} size="md">
      <ReasonForm
        label={t('approval.reject.reason')}
        description={t('approval.reject.reason-hint')}
        limit={APPROVAL_REASON_MAX_LENGTH}
        confirmLabel={t('approval.reject.confirm')}
        busy={mutation.isPending}
        error={mutation.error}
        onCancel={goBack}
        onSubmit={(reason) => mutation.mutate(reason)}
      />
    </RouteDialog>
  );
}
