import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { DefinitionAreaLinks } from './definition-area-links';
import { StepGroupsOverview } from './step-groups-overview';
import { useStepInformation } from './step-information-context';
import { useRevisionDefinitions, useShownRevision } from './use-step-definitions';

/**
 * `/` of view-step-information: the step's groups read-only, with the staff links of each definition.
 * A published revision (view and revision mode) shows the definitions it stored when it was published;
 * a working copy shows them as they are now.
 */
export function ViewGroupsPage() {
  const { t } = useTranslation();
  const { processModelId, groups, close } = useStepInformation();
  const shown = useShownRevision();
  const stored = useRevisionDefinitions(shown);
  return (
    <Stack gap="md">
      <StepGroupsOverview
        processModelId={processModelId}
        groups={groups}
        definitions={shown ? stored : undefined}
      />
      <Group justify="space-between">
        <DefinitionAreaLinks />
        <Button variant="default" onClick={close} data-autofocus>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}
