import { Alert, Group, Text } from '@mantine/core';
import type { ApprovalRequest } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { BusyButton, useGuardedMutation, useUnexpectedErrorDialog } from '../../../components';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { withdrawSubmission } from '../approval/approval-api';

/**
 * The working copy's approval state above the editor: a submission awaiting a decision (the copy is
 * locked; its submitter may withdraw it), or the reason of the latest rejection.
 */
export const ApprovalNotice = memo(function ApprovalNotice({
  approval,
  onWithdrawn,
}: {
  approval: ApprovalRequest;
  /** After a withdrawal: the editor loads the working copy again, now editable. */
  onWithdrawn: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { info } = useSession();
  const queryClient = useQueryClient();
  const showUnexpected = useUnexpectedErrorDialog();
  const withdraw = useGuardedMutation({
    mutationFn: async () => {
      await withdrawSubmission(queryClient, approval.processModelId);
      await onWithdrawn();
    },
    onError: showUnexpected,
  });
  if (approval.state === 'rejected') {
    return (
      <Alert
        color="orange"
        title={t('approval.notice.rejected-title')}
        role="status"
        data-testid="approval-notice"
      >
        <Text size="sm">
          {t('approval.notice.rejected', {
            name: approval.decidedBy?.name ?? '',
            time: formatDateTime(approval.decidedAt ?? 0),
          })}
        </Text>
        <Text
          size="sm"
          mt={4}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="approval-reason"
        >
          {approval.reason}
        </Text>
      </Alert>
    );
  }
  const mine = info?.user.id === approval.submittedBy.id;
  return (
    <Alert
      color="blue"
      title={t('approval.notice.awaiting-title')}
      role="status"
      data-testid="approval-notice"
    >
      <Text size="sm">
        {t('approval.notice.awaiting', {
          name: approval.submittedBy.name,
          time: formatDateTime(approval.submittedAt),
          role: approval.approvalRole.name || t('approval.role-deleted'),
        })}
      </Text>
      <Text size="sm" mt={4}>
        {t('approval.notice.locked')}
      </Text>
      {mine && (
        <Group mt="sm">
          <BusyButton size="xs" variant="default" busy={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {t('approval.notice.withdraw')}
          </BusyButton>
        </Group>
      )}
    </Alert>
  );
});
