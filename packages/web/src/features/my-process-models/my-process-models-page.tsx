import { Stack, Table, Title } from '@mantine/core';
import { PUBLISHED_MODEL_ROLES, type PublishedModelRole } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState, LoadingState, PageError, RowLinks, TabLinks } from '../../components';
import { useDateFormat } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { processModelName, publishedForRoleQuery, roleName } from '../process-models';
import { myProcessModelsPath } from './my-process-model-types';

/**
 * `/my-process-models/{actor|owner|manager}` (MP-02..05): the published models in which the user's
 * roles take that part, each opening read-only; tabs lead between the three lists.
 */
export function MyProcessModelsPage({ type }: { type: PublishedModelRole }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const format = useDateFormat();
  const models = useQuery(publishedForRoleQuery(type));
  usePageTitle(`${t('my-process-models.title')} – ${t(`my-process-models.tab.${type}`)}`);

  let content: ReactNode;
  if (models.isPending) content = <LoadingState />;
  else if (models.isError) content = <PageError error={models.error} onRetry={() => void models.refetch()} />;
  else if (models.data.length === 0)
    content = <EmptyState>{t(`my-process-models.empty.${type}`)}</EmptyState>;
  else
    content = (
      <Table.ScrollContainer minWidth={900}>
        <Table
          highlightOnHover
          aria-label={t(`my-process-models.table.${type}`)}
          data-testid="my-process-model-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('my-process-models.column.name')}</Table.Th>
              <Table.Th scope="col">{t('my-process-models.column.description')}</Table.Th>
              <Table.Th scope="col">{t('my-process-models.column.owner')}</Table.Th>
              <Table.Th scope="col">{t('my-process-models.column.manager')}</Table.Th>
              <Table.Th scope="col">{t('my-process-models.column.revision')}</Table.Th>
              <Table.Th scope="col">{t('my-process-models.column.published-at')}</Table.Th>
              <Table.Th scope="col">{t('my-process-models.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {models.data.map((model) => {
              const name = processModelName(t, model);
              return (
                <Table.Tr key={model.id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{model.info.description}</Table.Td>
                  <Table.Td>{roleName(model.owner)}</Table.Td>
                  <Table.Td>{roleName(model.manager)}</Table.Td>
                  <Table.Td>{model.revision}</Table.Td>
                  <Table.Td>{model.publishedAt === null ? '' : format.date(model.publishedAt)}</Table.Td>
                  <Table.Td>
                    <RowLinks
                      links={[
                        {
                          to: `${myProcessModelsPath(type)}/${model.id}/view`,
                          label: t('my-process-models.action.view'),
                          name: t('my-process-models.action-name.view', { name }),
                          show: true,
                        },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

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
      {content}
    </Stack>
  );
}
