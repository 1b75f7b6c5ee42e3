import { Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/translation';
import { acknowledgementPath, openAcknowledgementsQuery } from '../acknowledgements';
import { TaskSection } from './task-section';

/** The published revisions that changed the user's steps (or a model they own or manage), to read and confirm. */
export function AcknowledgementTasks() {
  const { t } = useTranslation();
  const tasks = useQuery(openAcknowledgementsQuery);
  return (
    <TaskSection
      id="acknowledgements"
      title={t('home.tasks.acknowledgements')}
      empty={t('home.tasks.acknowledgements-none')}
      query={tasks}
      count={tasks.data?.length}
      items={tasks.data}
    >
      {(items) => (
        <List spacing="xs" listStyleType="none">
          {items.map((task) => (
            <List.Item key={`${task.processModelId}/${task.revision}`}>
              <Anchor component={Link} to={acknowledgementPath(task.processModelId, task.revision)}>
                {t('home.tasks.acknowledgement-name', {
                  name: task.modelName || t('editor.placeholder.model'),
                  revision: task.revision,
                })}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('home.tasks.acknowledgement-line', {
                  name: task.publishedBy.name,
                  time: formatDateTime(task.publishedAt),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </TaskSection>
  );
}
