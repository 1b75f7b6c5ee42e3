import { Stack, Text, Title } from '@mantine/core';
import type { ProcessModelListItem } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, QueryView, RowLinks, type VirtualColumn } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { dataStreamModelPath } from './data-stream-paths';
import { modelName, useNameCollator } from './data-stream-text';
import { publishedModelsQuery } from './data-streams-api';

/** `/data-stream` (DS-01, DS-02): the published process models by name, each with a view-input-output link. */
export function DataStreamListPage() {
  const { t } = useTranslation();
  const collator = useNameCollator();
  const models = useQuery(publishedModelsQuery);
  usePageTitle(t('data-stream.title'));

  const columns: VirtualColumn<ProcessModelListItem>[] = [
    {
      id: 'name',
      header: t('data-stream.column.name'),
      cell: (model) => modelName(t, model),
      sort: (a, b) => collator.compare(modelName(t, a), modelName(t, b)) || a.id.localeCompare(b.id),
    },
    {
      id: 'description',
      header: t('data-stream.column.description'),
      cell: (model) => model.info.description,
    },
    {
      id: 'actions',
      header: t('data-stream.column.actions'),
      cell: (model) => (
        <RowLinks
          links={[
            {
              to: dataStreamModelPath(model.id),
              label: t('data-stream.action.view'),
              name: t('data-stream.action-name.view', { name: modelName(t, model) }),
              show: true,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('data-stream.title')}</Title>
      <Text c="dimmed">{t('data-stream.intro')}</Text>
      <QueryView query={models} empty={t('data-stream.empty')}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(model) => model.id}
            label={t('data-stream.table')}
            minWidth={600}
            sortBy={{ column: 'name' }}
            data-testid="data-stream-model-table"
          />
        )}
      </QueryView>
    </Stack>
  );
}
