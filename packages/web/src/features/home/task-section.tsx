import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type QueryState, QueryView } from '../../components';

/**
 * One kind of task on the home page: a heading with the count, then the list, or one line saying there
 * is nothing of the kind.
 */
export function TaskSection<T>({
  id,
  title,
  empty,
  query,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  query: QueryState<readonly T[]>;
  children: (items: readonly T[]) => ReactNode;
}) {
  const headingId = `tasks-${id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid={headingId}>
      <Group gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {query.data && query.data.length > 0 && (
          <Badge variant="light" aria-hidden>
            {query.data.length}
          </Badge>
        )}
      </Group>
      <QueryView query={query}>
        {(items) => (items.length === 0 ? <Text c="dimmed">{empty}</Text> : children(items))}
      </QueryView>
    </Stack>
  );
}
