import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { processModelName } from '../process-model-text';

export interface GovernanceSectionProps<T> {
  title: string;
  description: string;
  lines: readonly T[];
  lineKey: (line: T) => string;
  children: (line: T) => ReactNode;
  'data-testid'?: string;
}

/** One list of the overview: a heading with its count, what it holds, and its lines or 'nothing to do'. */
export function GovernanceSection<T>({
  title,
  description,
  lines,
  lineKey,
  children,
  'data-testid': testId,
}: GovernanceSectionProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" gap={6} aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} size="h3" id={headingId}>
        {t('governance.heading', { section: title, count: lines.length })}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
      {lines.length === 0 ? (
        <Text size="sm" data-testid="section-empty">
          {t('governance.section-empty')}
        </Text>
      ) : (
        <List spacing={6} listStyleType="disc">
          {lines.map((line) => (
            <List.Item key={lineKey(line)}>{children(line)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** A line's link to the model, named by the model. */
export function ModelLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} fw={500}>
      {processModelName(t, { info: { name, description: '' } })}
    </Anchor>
  );
}
