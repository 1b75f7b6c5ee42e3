import { Paper, Stack, Text, Title } from '@mantine/core';
import { groupOutput, type InformationGroup, type InputOutput } from '@stroomlijn/domain';
import { EmptyState, LoadingState, PageError } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { type DefinitionsById, useDefinitionsById } from '../../input-outputs';
import { DefinitionLinks } from './definition-links';
import { DefinitionSummary } from './definition-summary';
import { GroupInputs } from './group-inputs';

export interface StepGroupsOverviewProps {
  /** The model the groups belong to: its own and the global definitions are loaded for the names. */
  processModelId: string;
  /** The information groups of one step, in their order. */
  groups: readonly InformationGroup[];
  /**
   * The definitions to show instead of the live ones (a published revision's stored definitions);
   * without it the model's own and the global definitions are loaded as they are now.
   */
  definitions?: DefinitionsById;
}

/**
 * The read-only overview of a step's information groups (view mode of the editor, Data streams): each
 * group with its name, description, inputs and output, and for staff the links of each definition.
 */
export function StepGroupsOverview({ definitions, ...props }: StepGroupsOverviewProps) {
  return definitions ? (
    <GroupsOverview {...props} definitions={definitions} />
  ) : (
    <LiveStepGroupsOverview {...props} />
  );
}

function LiveStepGroupsOverview(props: Omit<StepGroupsOverviewProps, 'definitions'>) {
  return <GroupsOverview {...props} definitions={useDefinitionsById(props.processModelId)} />;
}

function GroupsOverview({
  processModelId,
  groups,
  definitions,
}: Omit<StepGroupsOverviewProps, 'definitions'> & { definitions: DefinitionsById }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <EmptyState>{t('step-information.no-groups')}</EmptyState>;
  if (definitions.error) return <PageError error={definitions.error} onRetry={definitions.refetch} />;
  if (definitions.isPending) return <LoadingState />;
  return (
    <Stack gap="md" data-testid="step-groups-overview">
      {groups.map((group) => (
        <GroupOverview key={group.id} group={group} byId={definitions.byId} processModelId={processModelId} />
      ))}
    </Stack>
  );
}

function GroupOverview({
  group,
  byId,
  processModelId,
}: {
  group: InformationGroup;
  byId: ReadonlyMap<string, InputOutput>;
  processModelId: string;
}) {
  const { t } = useTranslation();
  const output = groupOutput(group);
  const titleId = `group-${group.id}`;
  const entry = (id: string) => {
    const definition = byId.get(id);
    return (
      <DefinitionSummary
        definition={definition}
        extra={definition && <DefinitionLinks definition={definition} processModelId={processModelId} />}
      />
    );
  };
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId} data-testid="information-group">
      <Stack gap="xs">
        <Title order={3} fz="md" id={titleId}>
          {group.name.trim() || t('step-information.no-name')}
        </Title>
        {group.description && <Text size="sm">{group.description}</Text>}
        <Text size="sm" fw={600} component="h4" m={0}>
          {t('step-information.inputs')}
        </Text>
        <GroupInputs inputs={group.inputs} entry={entry} />
        <Text size="sm" fw={600} component="h4" m={0}>
          {t('step-information.output')}
        </Text>
        {output ? (
          <div data-testid="group-output">{entry(output)}</div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('step-information.no-output')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
