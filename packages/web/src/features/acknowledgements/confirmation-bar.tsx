import './acknowledgements.css';
import { Button, Group, Text } from '@mantine/core';
import type { Acknowledgement } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { FormDanger, useGuardedMutation } from '../../components';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/translation';
import { confirmAcknowledgement } from './acknowledgements-api';
import { acknowledgementKeys } from './query-keys';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * "I have read this" of an open task, kept in reach at the bottom of the screen while the changes and the
 * diagram scroll by. Nothing once the task is confirmed or replaced (`TaskState` says so).
 */
export function ConfirmationBar({ acknowledgement }: { acknowledgement: Acknowledgement }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { processModelId, revision, confirmedAt, replacedBy } = acknowledgement;
  const confirm = useGuardedMutation({
    mutationFn: () => confirmAcknowledgement(queryClient, processModelId, revision),
    onError: (error) => {
      // Replaced by a later revision meanwhile: reading the task again shows that, and where to go.
      if (isNotFound(error)) {
        void queryClient.invalidateQueries({ queryKey: acknowledgementKeys.all });
      }
    },
  });
  if (confirmedAt !== null || replacedBy !== null) return null;
  return (
    <div className="ack-confirm-bar" data-testid="acknowledgement-confirm-bar">
      {confirm.isError && !isNotFound(confirm.error) && <FormDanger error={confirm.error} />}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('acknowledgement.confirm.question')}</Text>
        <Button
          onClick={() => confirm.mutate()}
          loading={confirm.isPending}
          data-testid="acknowledgement-confirm"
        >
          {t('acknowledgement.confirm.button')}
        </Button>
      </Group>
    </div>
  );
}
