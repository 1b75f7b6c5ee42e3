import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type QueryState, QueryView } from '../../components';
import { useTranslation } from '../../lib/translation';

export interface TaskSectionProps<T> {
  id: string;
  title: string;
  /** The line shown when there is nothing of the kind. */
  empty: string;
  query: QueryState<unknown>;
  /** How many there are in all (the list may carry only the first of them). */
  count: number | undefined;
  items: readonly T[] | undefined;
  /** A line under the heading (how many are overdue). */
  note?: string;
  /** The page with all of them, offered when the list carries fewer than the count. */
  more?: { to: string; label: string };
  children: (items: readonly T[]) => ReactNode;
}

/**
 * One kind of task on the home page: a heading with the count, then the list, or one line saying there
 * is nothing of the kind.
 */
export function TaskSection<T>({
  id,
  title,
  empty,
  query,
  count,
  items,
  note,
  more,
  children,
}: TaskSectionProps<T>) {
  const { t } = useTranslation();
  const headingId = `tasks-${id}`;
  const total = count ?? 0;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid={headingId}>
      <Group gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {total > 0 && (
          <Badge
            variant="light"
            aria-label={t('home.tasks.count', { count: total })}
            data-testid={`${headingId}-count`}
          >
            {total}
          </Badge>
        )}
      </Group>
      <QueryView query={query}>
        {() =>
          total === 0 || !items ? (
            <Text c="dimmed">{empty}</Text>
          ) : (
            <>
              {note && (
                <Text size="sm" c="red.8">
                  {note}
                </Text>
              )}
              {children(items)}
              {more && items.length < total && (
                <Anchor component={Link} to={more.to} size="sm">
                  {more.label}
                </Anchor>
              )}
            </>
          )
        }
      </QueryView>
    </Stack>
  );
}
