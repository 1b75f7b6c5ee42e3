import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { groupOutput, type InformationGroup, type InputOutput } from '@stroomlijn/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { DefinitionSummary } from './definition-summary';
import { GroupInputs } from './group-inputs';
import { useStepInformation } from './step-information-context';

function ActionLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={name}>
      {label}
    </Anchor>
  );
}

/** One group of the local copy with its actions (IO-01..IO-05): edit, delete, inputs and the output. */
export function GroupCard({
  group,
  byId,
}: {
  group: InformationGroup;
  byId: ReadonlyMap<string, InputOutput>;
}) {
  const { t } = useTranslation();
  const { href } = useStepInformation();
  const output = groupOutput(group);
  const name = group.name.trim() || t('step-information.no-name');
  const titleId = `edit-group-${group.id}`;
  const definitionName = (id: string) => byId.get(id)?.name ?? t('step-information.unknown-definition');
  const action = (path: string, key: string, subject = name) => ({
    to: href(`${group.id}/${path}`),
    label: t(`step-information.action.${key}`),
    name: t(`step-information.action-name.${key}`, { name: subject }),
  });
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId} data-testid="information-group">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} fz="md" id={titleId}>
              {name}
            </Title>
            {group.description && <Text size="sm">{group.description}</Text>}
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <ActionLink {...action('edit-group', 'edit-group')} />
            <ActionLink {...action('delete-group', 'delete-group')} />
          </Group>
        </Group>
        <Group justify="space-between">
          <Text size="sm" fw={600} component="h4" m={0}>
            {t('step-information.inputs')}
          </Text>
          <ActionLink {...action('select-input', 'select-input')} />
        </Group>
        <GroupInputs
          inputs={group.inputs}
          entry={(id) => (
            <DefinitionSummary
              definition={byId.get(id)}
              extra={<ActionLink {...action(`delete-input/${id}`, 'delete-input', definitionName(id))} />}
            />
          )}
        />
        <Group justify="space-between">
          <Text size="sm" fw={600} component="h4" m={0}>
            {t('step-information.output')}
          </Text>
          <ActionLink {...action('select-output', output ? 'change-output' : 'select-output')} />
        </Group>
        {output ? (
          <div data-testid="group-output">
            <DefinitionSummary
              definition={byId.get(output)}
              extra={<ActionLink {...action('delete-output', 'delete-output', definitionName(output))} />}
            />
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('step-information.no-output')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
