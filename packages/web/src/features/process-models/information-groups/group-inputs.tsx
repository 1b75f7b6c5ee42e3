import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';

/** A group's inputs as a list, each drawn by `entry` (with or without actions); or that it has none. */
export function GroupInputs({
  inputs,
  entry,
}: {
  inputs: readonly string[];
  entry: (id: string) => ReactNode;
}) {
  const { t } = useTranslation();
  if (inputs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('step-information.no-inputs')}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('step-information.inputs')}
    >
      {inputs.map((id) => (
        <li key={id} data-testid="group-input">
          {entry(id)}
        </li>
      ))}
    </Stack>
  );
}
