import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  canBeOutput,
  GLOBAL_PROCESS_MODEL_ID,
  groupOutput,
  type InformationGroup,
  type InputOutput,
  selectInput,
  selectOutput,
} from '@stroomlijn/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState, LoadingState, PageError } from '../../../components';
import { compareText } from '../../../lib/text-order';
import { useTranslation } from '../../../lib/translation';
import { typeText } from '../../input-outputs';
import { DefinitionAreaLinks } from './definition-area-links';
import { DefinitionSummary } from './definition-summary';
import { MissingGroup } from './group-form-page';
import { useStepInformation } from './step-information-context';
import { useStepDefinitions } from './use-step-definitions';

export type PickerRole = 'input' | 'output';

const byName = (a: InputOutput, b: InputOutput) => compareText(a.name, b.name) || a.id.localeCompare(b.id);

/**
 * `{groupId}/select-input` (IO-04, IO-14) and `{groupId}/select-output` (IO-05, IO-13, IO-15): the model's
 * and the global definitions, filtered by a search. An input chosen again stays one entry; the output
 * replaces the one before; forms (JotForm, Typeform) are not offered as output.
 */
export function DefinitionPickerPage({ kind }: { kind: PickerRole }) {
  const { groupId = '' } = useParams();
  const { groups } = useStepInformation();
  const [group] = useState(() => groups.find((candidate) => candidate.id === groupId));
  if (!group) return <MissingGroup />;
  return <Picker role={kind} group={group} />;
}

function Picker({ role, group }: { role: PickerRole; group: InformationGroup }) {
  const { t } = useTranslation();
  const { updateGroup, back } = useStepInformation();
  const definitions = useStepDefinitions();
  const [search, setSearch] = useState('');
  const groupName = group.name.trim() || t('step-information.no-name');
  const chosen = new Set(role === 'input' ? group.inputs : [groupOutput(group) ?? '']);

  const query = search.trim().toLocaleLowerCase();
  const offered = [...definitions.byId.values()]
    .filter((definition) => role === 'input' || canBeOutput(definition.type))
    .filter(
      (definition) =>
        query === '' ||
        [definition.name, definition.description, typeText(t, definition.type)].some((text) =>
          text.toLocaleLowerCase().includes(query),
        ),
    )
    .sort(byName);
  const sections = [
    { key: 'model', items: offered.filter((item) => item.processModelId !== GLOBAL_PROCESS_MODEL_ID) },
    { key: 'global', items: offered.filter((item) => item.processModelId === GLOBAL_PROCESS_MODEL_ID) },
  ];

  const choose = (definition: InputOutput) => {
    updateGroup(group.id, (current) =>
      role === 'input' ? selectInput(current, definition.id) : selectOutput(current, definition.id),
    );
    back();
  };

  let body: React.ReactNode;
  if (definitions.error) body = <PageError error={definitions.error} onRetry={definitions.refetch} />;
  else if (definitions.isPending) body = <LoadingState />;
  else if (offered.length === 0)
    body = (
      <EmptyState>
        {t(query === '' ? 'step-information.picker.no-definitions' : 'step-information.picker.no-match')}
      </EmptyState>
    );
  else
    body = sections
      .filter((section) => section.items.length > 0)
      .map((section) => (
        <Stack
          gap="xs"
          key={section.key}
          component="section"
          aria-label={t(`step-information.picker.${section.key}`)}
        >
          <Text size="sm" fw={600} component="h4" m={0}>
            {t(`step-information.picker.${section.key}`)}
          </Text>
          <Stack gap="xs" data-testid={`picker-${section.key}`}>
            {section.items.map((definition) => (
              <DefinitionSummary
                key={definition.id}
                definition={definition}
                extra={
                  <Group gap="xs" wrap="nowrap">
                    {chosen.has(definition.id) && (
                      <Badge size="sm" variant="outline" tt="none">
                        {t(`step-information.picker.chosen-${role}`)}
                      </Badge>
                    )}
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => choose(definition)}
                      aria-label={t('step-information.picker.choose-named', { name: definition.name })}
                    >
                      {t('step-information.picker.choose')}
                    </Button>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Stack>
      ));

  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {t(`step-information.picker.${role}-title`, { group: groupName })}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`step-information.picker.${role}-hint`)}
      </Text>
      <TextInput
        label={t('step-information.picker.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {body}
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">{t('step-information.picker.manage')}</Text>
          <DefinitionAreaLinks returnTo={`${group.id}/select-${role}`} />
        </Group>
        <Button variant="default" onClick={() => back()}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
