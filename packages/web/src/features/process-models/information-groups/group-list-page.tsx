import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formReuseProblem } from '@stroomlijn/domain';
import { EmptyState, LoadingState, PageError } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { useEditorContext } from '../editor/editor-context';
import { DefinitionAreaLinks } from './definition-area-links';
import { GroupCard } from './group-card';
import { useStepInformation } from './step-information-context';
import { useStepDefinitions } from './use-step-definitions';

/**
 * `/` of edit-step-information (IO-01): the local copy of the step's groups with their actions, and
 * Finish (apply to the step, IO-16) or Cancel (discard, after asking when something changed).
 */
export function GroupListPage({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const { step, groups, dirty, open, finish } = useStepInformation();
  const definitions = useStepDefinitions();
  const { editor } = useEditorContext();
  // The server refuses a form (or a form's results) used twice in one process: say so before Finish.
  const others = editor.model.groups.filter((group) => group.stepId !== step.id);
  const reuse = formReuseProblem([...others, ...groups], definitions.byId);

  let body: React.ReactNode;
  if (groups.length === 0) body = <EmptyState>{t('step-information.no-groups')}</EmptyState>;
  else if (definitions.error) body = <PageError error={definitions.error} onRetry={definitions.refetch} />;
  else if (definitions.isPending) body = <LoadingState />;
  else
    body = (
      <Stack gap="sm" data-testid="information-groups">
        {groups.map((group) => (
          <GroupCard key={group.id} group={group} byId={definitions.byId} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('step-information.intro')}
      </Text>
      {body}
      {reuse && (
        <Alert color="yellow" data-testid="step-information-reuse">
          {t('step-information.reuse-warning')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="light" onClick={() => open('add-group')}>
          {t('step-information.action.add-group')}
        </Button>
        <DefinitionAreaLinks />
      </Group>
      <Group justify="flex-end" gap="sm">
        {dirty && (
          <Badge variant="light" color="yellow" data-testid="step-information-dirty">
            {t('step-information.not-applied')}
          </Badge>
        )}
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => finish()} data-autofocus>
          {t('step-information.finish')}
        </Button>
      </Group>
    </Stack>
  );
}
