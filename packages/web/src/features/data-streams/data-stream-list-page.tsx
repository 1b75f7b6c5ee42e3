import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState, PageError, RowLinks } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { dataStreamModelPath } from './data-stream-paths';
import { modelName, useNameCollator } from './data-stream-text';
import { publishedModelsQuery } from './data-streams-api';

/** `/data-stream` (DS-01, DS-02): the published process models by name, each with a view-input-output link. */
export function DataStreamListPage() {
  const { t } = useTranslation();
  const collator = useNameCollator();
  const models = useQuery(publishedModelsQuery);
  usePageTitle(t('data-stream.title'));

  let content: ReactNode;
  if (models.isPending) content = <LoadingState />;
  else if (models.isError) content = <PageError error={models.error} onRetry={() => void models.refetch()} />;
  else if (models.data.length === 0) content = <EmptyState>{t('data-stream.empty')}</EmptyState>;
  else {
    const rows = models.data
      .map((model) => ({ model, name: modelName(t, model) }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.model.id.localeCompare(b.model.id));
    content = (
      <Table.ScrollContainer minWidth={600}>
        <Table highlightOnHover aria-label={t('data-stream.table')} data-testid="data-stream-model-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('data-stream.column.name')}</Table.Th>
              <Table.Th scope="col">{t('data-stream.column.description')}</Table.Th>
              <Table.Th scope="col">{t('data-stream.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ model, name }) => (
              <Table.Tr key={model.id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{model.info.description}</Table.Td>
                <Table.Td>
                  <RowLinks
                    links={[
                      {
                        to: dataStreamModelPath(model.id),
                        label: t('data-stream.action.view'),
                        name: t('data-stream.action-name.view', { name }),
                        show: true,
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('data-stream.title')}</Title>
      <Text c="dimmed">{t('data-stream.intro')}</Text>
      {content}
    </Stack>
  );
}
