import { Stack, Title } from '@mantine/core';
import {
  type ProcessModelListItem,
  PUBLISHED_MODEL_ROLES,
  type PublishedModelRole,
} from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { DataTable, QueryView, RowLinks, TabLinks, type VirtualColumn } from '../../components';
import { useDateFormat } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { knownValue } from '../../lib/untranslatable';
import { processModelName, publishedForRoleQuery, roleName } from '../process-models';
import { myProcessModelsPath } from './my-process-model-types';

/**
 * `/my-process-models/{actor|owner|manager}` (MP-02..05): the published models in which the user's
 * roles take that part, each opening read-only; tabs lead between the three lists.
 */
export function MyProcessModelsPage({ type: listType }: { type: PublishedModelRole }) {
  const { t } = useTranslation();
  // The list type names the texts of the page: one it does not know is untranslatable (ER-23).
  const type = knownValue('list type', PUBLISHED_MODEL_ROLES, listType);
  const { pathname } = useLocation();
  const format = useDateFormat();
  const models = useQuery(publishedForRoleQuery(type));
  usePageTitle(`${t('my-process-models.title')} – ${t(`my-process-models.tab.${type}`)}`);

  const viewLink = (model: ProcessModelListItem) => {
    const name = processModelName(t, model);
    return {
      to: `${myProcessModelsPath(type)}/${model.id}/view`,
      label: t('my-process-models.action.view'),
      name: t('my-process-models.action-name.view', { name }),
      show: true,
    };
  };
  const columns: VirtualColumn<ProcessModelListItem>[] = [
    { id: 'name', header: t('my-process-models.column.name'), cell: (model) => processModelName(t, model) },
    {
      id: 'description',
      header: t('my-process-models.column.description'),
      cell: (model) => model.info.description,
    },
    { id: 'owner', header: t('my-process-models.column.owner'), cell: (model) => roleName(t, model.owner) },
    {
      id: 'manager',
      header: t('my-process-models.column.manager'),
      cell: (model) => roleName(t, model.manager),
    },
    { id: 'revision', header: t('my-process-models.column.revision'), cell: (model) => model.revision },
    {
      id: 'published-at',
      header: t('my-process-models.column.published-at'),
      cell: (model) => (model.publishedAt === null ? '' : format.date(model.publishedAt)),
    },
    {
      id: 'actions',
      header: t('my-process-models.column.actions'),
      cell: (model) => <RowLinks links={[viewLink(model)]} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('my-process-models.title')}</Title>
      <TabLinks
        label={t('my-process-models.tabs')}
        pathname={pathname}
        tabs={PUBLISHED_MODEL_ROLES.map((tab) => ({
          to: myProcessModelsPath(tab),
          label: t(`my-process-models.tab.${tab}`),
        }))}
      />
      <QueryView query={models} empty={t(`my-process-models.empty.${type}`)}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(model) => model.id}
            label={t(`my-process-models.table.${type}`)}
            minWidth={900}
            data-testid="my-process-model-table"
          />
        )}
      </QueryView>
    </Stack>
  );
}
