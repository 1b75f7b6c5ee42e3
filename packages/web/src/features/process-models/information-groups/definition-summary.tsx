import { Badge, Group, Stack, Text } from '@mantine/core';
import type { InputOutput } from '@stroomlijn/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { typeText } from '../../input-outputs';

/**
 * One input or output of a group: the definition's name, type and description, or a notice when the
 * definition is not known (deleted, or not readable any more). `extra` holds links or actions.
 */
export function DefinitionSummary({
  definition,
  extra,
}: {
  definition: InputOutput | undefined;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!definition)
    return (
      <Group justify="space-between" wrap="nowrap" data-testid="definition-summary">
        <Text size="sm" c="dimmed" fs="italic">
          {t('step-information.unknown-definition')}
        </Text>
        {extra}
      </Group>
    );
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="definition-summary">
      <Stack gap={2}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {definition.name}
          </Text>
          <Badge size="sm" variant="light" tt="none">
            {typeText(t, definition.type)}
          </Badge>
        </Group>
        {definition.description && (
          <Text size="sm" c="dimmed">
            {definition.description}
          </Text>
        )}
      </Stack>
      {extra}
    </Group>
  );
}
