import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import type { ProcessModelListItem } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useOutlet, useSearchParams } from 'react-router';
import {
  EmptyState,
  FormSuccess,
  LoadingState,
  PageError,
  type RowLink,
  RowLinks,
  useListSuccess,
} from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { PROCESS_MODEL_AREA } from './area';
import {
  filterByStatus,
  parseStatusFilter,
  processModelActions,
  STATUS_FILTERS,
  type StatusFilter,
} from './process-model-actions';
import { processModelName, processStatusText, roleName } from './process-model-text';
import { processModelsQuery } from './process-models-api';

/**
 * `/process-model` (PM-01..04, PM-09): every live model in the server's order (by name), with a status
 * filter kept in the address (`?status=`), a link to a new model and the action links of each row. The
 * confirmations (delete, publish) are dialogs over the list and keep its filter.
 */
export function ProcessModelListPage() {
  const { t } = useTranslation();
  const dialogOpen = useOutlet() !== null;
  const { success, context } = useListSuccess(dialogOpen);
  usePageTitle(dialogOpen ? null : t('process-models.title'));
  const models = useQuery(processModelsQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const { search } = useLocation();
  const filter = parseStatusFilter(searchParams.get('status'));
  const filterLabelId = useId();

  const setFilter = (value: string) => {
    const next = parseStatusFilter(value);
    setSearchParams(next === 'all' ? {} : { status: next }, { replace: true });
  };

  let content: ReactNode;
  if (models.isPending) content = <LoadingState />;
  else if (models.isError) content = <PageError error={models.error} onRetry={() => void models.refetch()} />;
  else if (models.data.length === 0) content = <EmptyState>{t('process-models.empty')}</EmptyState>;
  else {
    const rows = filterByStatus(models.data, filter);
    content = (
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <Text size="sm" fw={500} id={filterLabelId}>
            {t('process-models.filter.label')}
          </Text>
          <SegmentedControl
            aria-labelledby={filterLabelId}
            value={filter}
            onChange={setFilter}
            data={STATUS_FILTERS.map((value: StatusFilter) => ({
              value,
              label: value === 'all' ? t('process-models.filter.all') : processStatusText(t, value),
            }))}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="process-model-count">
          {t('process-models.count', { count: rows.length, total: models.data.length })}
        </Text>
        {rows.length === 0 ? (
          <EmptyState>{t('process-models.filter.none')}</EmptyState>
        ) : (
          <ProcessModelTable models={rows} dialogSearch={search} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('process-models.title')}</Title>
        <Button component={Link} to={`${PROCESS_MODEL_AREA}/new`}>
          {t('process-models.new-link')}
        </Button>
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      {content}
      <Outlet context={context} />
    </Stack>
  );
}

/** The overview table (PM-01): name, owner, manager, published by, revision, status, actions. */
function ProcessModelTable({
  models,
  dialogSearch,
}: {
  models: readonly ProcessModelListItem[];
  /** The list's query (its filter), kept by the links of the dialogs over the list. */
  dialogSearch: string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover aria-label={t('process-models.title')} data-testid="process-model-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('process-models.column.name')}</Table.Th>
            <Table.Th scope="col">{t('process-models.column.owner')}</Table.Th>
            <Table.Th scope="col">{t('process-models.column.manager')}</Table.Th>
            <Table.Th scope="col">{t('process-models.column.published-by')}</Table.Th>
            <Table.Th scope="col">{t('process-models.column.revision')}</Table.Th>
            <Table.Th scope="col">{t('process-models.column.status')}</Table.Th>
            <Table.Th scope="col">{t('process-models.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.map((model) => {
            const name = processModelName(t, model);
            const allowed = processModelActions(model);
            const base = `${PROCESS_MODEL_AREA}/${model.id}`;
            const links: RowLink[] = [
              {
                to: base,
                label: t('process-models.action.edit'),
                name: t('process-models.action-name.edit', { name }),
                show: allowed.edit,
              },
              {
                to: `${base}/view`,
                label: t('process-models.action.view'),
                name: t('process-models.action-name.view', { name }),
                show: allowed.view,
              },
              {
                to: `${base}/revisions`,
                label: t('process-models.action.revisions'),
                name: t('process-models.action-name.revisions', { name }),
                show: allowed.revisions,
              },
              {
                to: `${base}/publish${dialogSearch}`,
                label: t('process-models.action.publish'),
                name: t('process-models.action-name.publish', { name }),
                show: allowed.publish,
              },
              {
                to: `${base}/delete${dialogSearch}`,
                label: t('process-models.action.delete'),
                name: t('process-models.action-name.delete', { name }),
                show: allowed.delete,
              },
            ];
            return (
              <Table.Tr key={model.id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{roleName(model.owner)}</Table.Td>
                <Table.Td>{roleName(model.manager)}</Table.Td>
                <Table.Td>{model.publishedBy?.name ?? ''}</Table.Td>
                <Table.Td>{model.revision > 0 ? model.revision : ''}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span>{processStatusText(t, model.status)}</span>
                    {model.status === 'published' && model.unpublishedDraftAvailable && (
                      <Badge size="sm" variant="light" color="orange">
                        {t('process-models.unpublished-changes')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RowLinks links={links} gap="sm" />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
