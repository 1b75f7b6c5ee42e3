import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { useEditorContext } from '../editor/editor-context';
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
  const { processModelId, groups, close, open } = useStepInformation();
  const { mode, server } = useEditorContext();
  // Feedback goes to the published model: from its view and its revisions, once it has one.
  const feedback = (mode === 'view' || mode === 'revision') && server !== null && server.revision > 0;
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
        <Group gap="sm">
          {feedback && (
            <Button variant="light" onClick={() => open('feedback')} data-testid="step-feedback">
              {t('feedback.give.on-step')}
            </Button>
          )}
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.close')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
