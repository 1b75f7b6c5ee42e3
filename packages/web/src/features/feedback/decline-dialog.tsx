import { Modal } from '@mantine/core';
import { FEEDBACK_TEXT_MAX } from '@stroomlijn/domain';
import { ReasonForm } from '../../components';
import { useTranslation } from '../../lib/translation';

export interface DeclineDialogProps {
  opened: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
  busy: boolean;
  /** The failure of the last answer: field errors go under the reason, others above it. */
  error: unknown;
}

/** Declining feedback asks for the reason (required), which its author reads. */
export function DeclineDialog({ opened, onClose, onDecline, busy, error }: DeclineDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('feedback.decline.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <ReasonForm
        label={t('feedback.decline.reason')}
        description={t('feedback.decline.reason-hint')}
        limit={FEEDBACK_TEXT_MAX}
        confirmLabel={t('feedback.decline.confirm')}
        busy={busy}
        error={error}
        onCancel={onClose}
        onSubmit={onDecline}
      />
    </Modal>
  );
}
