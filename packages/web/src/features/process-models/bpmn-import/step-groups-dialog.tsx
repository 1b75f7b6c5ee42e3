import { Modal, Stack, Text, Title } from '@mantine/core';
import type { InformationGroup, Step } from '@stroomlijn/domain';
import { useTranslation } from '../../../lib/translation';
import { stepName } from '../diagram';

/** The information groups a step of the preview would get (its BPMN documentation), to read. */
export function StepGroupsDialog({
  step,
  groups,
  onClose,
}: {
  step: Step;
  groups: readonly InformationGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('bpmn-import.step-information', { name: stepName(t, step).text })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {groups.map((group) => (
          <Stack key={group.id} gap={4}>
            <Title order={3} size="h5">
              {group.name}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {group.description}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
