import { Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { approvalPath, approvalTasksQuery } from '../process-models';
import { TaskSection } from './task-section';

/** The submissions for approval the user may decide, oldest first, each opening its review. */
export function ApprovalTasks() {
  const { t } = useTranslation();
  const tasks = useQuery(approvalTasksQuery);
  return (
    <TaskSection
      id="approvals"
      title={t('home.tasks.approvals')}
      empty={t('home.tasks.approvals-none')}
      query={tasks}
      count={tasks.data?.length}
      items={tasks.data}
    >
      {(items) => (
        <List spacing="xs" listStyleType="none">
          {items.map((task) => (
            <List.Item key={task.request.id}>
              <Anchor component={Link} to={approvalPath(task.processModelId)}>
                {task.name || t('editor.placeholder.model')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('home.tasks.approval-line', {
                  name: task.request.submittedBy.name,
                  time: formatDateTime(task.request.submittedAt),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </TaskSection>
  );
}
