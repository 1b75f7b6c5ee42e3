import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ProcessModelListItem } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId } from 'react';
import { Link, Outlet, useLocation, useOutlet, useSearchParams } from 'react-router';
import {
  DataTable,
  FormSuccess,
  type HistoryRowLink,
  QueryView,
  type RowLink,
  RowLinks,
  useHistoryRowLink,
  useListSuccess,
  type VirtualColumn,
} from '../../components';
import { afterLoadWhenIdle } from '../../lib/idle';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { BPMN_IMPORT_PATH, PROCESS_MODEL_AREA } from './area';
import { GOVERNANCE_PATH } from './governance/governance-api';
import { ProcessModelEditorPage } from './lazy-editor';
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
 * filter kept in the address (`?status=`), links to a new model and to the BPMN import, and the action
 * links of each row. The confirmations (delete, publish) are dialogs over the list and keep its filter.
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
  const historyLink = useHistoryRowLink();
  // The editor is a chunk of its own: fetched when the list is shown and the browser idle, it is there
  // when a model is opened.
  useEffect(
    () => afterLoadWhenIdle(() => void ProcessModelEditorPage.preload().catch(() => undefined), 0),
    [],
  );

  const setFilter = (value: string) => {
    const next = parseStatusFilter(value);
    setSearchParams(next === 'all' ? {} : { status: next }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('process-models.title')}</Title>
        <Group gap="sm">
          <Button component={Link} to={GOVERNANCE_PATH} variant="default">
            {t('governance.link')}
          </Button>
          <Button component={Link} to={BPMN_IMPORT_PATH} variant="default">
            {t('process-models.import-link')}
          </Button>
          <Button component={Link} to={`${PROCESS_MODEL_AREA}/new`}>
            {t('process-models.new-link')}
          </Button>
        </Group>
      </Group>
      {success !== null && <FormSuccess>{success || undefined}</FormSuccess>}
      <QueryView query={models} empty={t('process-models.empty')}>
        {(all) => {
          const rows = filterByStatus(all, filter);
          return (
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
                {t('process-models.count', { count: rows.length, total: all.length })}
              </Text>
              <DataTable
                rows={rows}
                columns={processModelColumns(t, search, historyLink)}
                rowKey={(model) => model.id}
                label={t('process-models.title')}
                minWidth={900}
                empty={t('process-models.filter.none')}
                data-testid="process-model-table"
              />
            </Stack>
          );
        }}
      </QueryView>
      <Outlet context={context} />
    </Stack>
  );
}

/**
 * The columns of the overview (PM-01): name, owner, manager, published by, revision, status, actions;
 * `dialogSearch` is the list's query (its filter), kept by the links of the dialogs over the list.
 */
function processModelColumns(
  t: TFunction,
  dialogSearch: string,
  historyLink: HistoryRowLink,
): VirtualColumn<ProcessModelListItem>[] {
  return [
    { id: 'name', header: t('process-models.column.name'), cell: (model) => processModelName(t, model) },
    { id: 'owner', header: t('process-models.column.owner'), cell: (model) => roleName(t, model.owner) },
    {
      id: 'manager',
      header: t('process-models.column.manager'),
      cell: (model) => roleName(t, model.manager),
    },
    {
      id: 'published-by',
      header: t('process-models.column.published-by'),
      cell: (model) => model.publishedBy?.name ?? '',
    },
    {
      id: 'revision',
      header: t('process-models.column.revision'),
      cell: (model) => (model.revision > 0 ? model.revision : ''),
    },
    {
      id: 'status',
      header: t('process-models.column.status'),
      cell: (model) => (
        <Group gap={6} wrap="nowrap">
          <span>{processStatusText(t, model.status)}</span>
          {model.status === 'published' && model.unpublishedDraftAvailable && (
            <Badge size="sm" variant="light" color="orange">
              {t('process-models.unpublished-changes')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'actions',
      header: t('process-models.column.actions'),
      cell: (model) => (
        <RowLinks
          links={[
            ...processModelLinks(t, model, dialogSearch),
            historyLink(model.id, processModelName(t, model)),
          ]}
          gap="sm"
        />
      ),
    },
  ];
}

/** A model's action links (PM-02..04, PM-09), each named after the model. */
function processModelLinks(t: TFunction, model: ProcessModelListItem, dialogSearch: string): RowLink[] {
  const name = processModelName(t, model);
  const allowed = processModelActions(model);
  const base = `${PROCESS_MODEL_AREA}/${model.id}`;
  return [
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
}
