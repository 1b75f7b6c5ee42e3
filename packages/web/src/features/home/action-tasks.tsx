import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { emailLinkPaths, formatIsoDate, parseDayMonthYear } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { openActionsQuery } from '../actions';
import { TaskSection } from './task-section';

/** The user's open and waiting actions, overdue first, each opening its status page. */
export function ActionTasks() {
  const { t } = useTranslation();
  const actions = useQuery(openActionsQuery);
  return (
    <TaskSection
      id="actions"
      title={t('home.tasks.actions')}
      empty={t('home.tasks.actions-none')}
      query={actions}
      count={actions.data?.count}
      items={actions.data?.items}
      note={
        actions.data && actions.data.overdue > 0
          ? t('home.tasks.actions-overdue', { count: actions.data.overdue })
          : undefined
      }
      more={{ to: '/actions/my', label: t('home.tasks.actions-all') }}
    >
      {(items) => (
        <List spacing="xs" listStyleType="none">
          {items.map((action) => (
            <List.Item key={action.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={emailLinkPaths.myAction(action.formId, action.responseId, action.id)}
                >
                  {action.action}
                </Anchor>
                {isOverdue(action.endDate) && (
                  <Badge variant="light" color="red">
                    {t('home.tasks.overdue')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('home.tasks.action-line', { date: action.endDate })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </TaskSection>
  );
}

/** Ended before today (the end date is day-month-year text, as the actions' own pages show it). */
function isOverdue(endDate: string): boolean {
  const end = parseDayMonthYear(endDate);
  const now = new Date();
  const today = formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  return end !== null && formatIsoDate(end) < today;
}
