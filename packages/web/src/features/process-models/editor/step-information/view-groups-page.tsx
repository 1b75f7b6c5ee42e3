import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepGroupsOverview } from '../../../information-groups';
import { DefinitionAreaLinks } from './definition-area-links';
import { useStepInformation } from './step-information-context';

/** `/` of view-step-information: the step's groups read-only, with the staff links of each definition. */
export function ViewGroupsPage() {
  const { t } = useTranslation();
  const { processModelId, groups, close } = useStepInformation();
  return (
    <Stack gap="md">
      <StepGroupsOverview processModelId={processModelId} groups={groups} />
      <Group justify="space-between">
        <DefinitionAreaLinks />
        <Button variant="default" onClick={close} data-autofocus>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}
