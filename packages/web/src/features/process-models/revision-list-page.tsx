import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { Revision } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { BackLink, DataTable, QueryView, type VirtualColumn } from '../../components';
import { useDateFormat } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { FeedbackDoneList } from '../feedback';
import { ReadConfirmationsLink } from './acknowledgement-report-link';
import { PROCESS_MODEL_AREA } from './area';
import { comparePath } from './compare/compare-api';
import { latestRevision, processModelName } from './process-model-text';
import { revisionsQuery } from './process-models-api';

/**
 * `/process-model/{id}/revisions` (PM-10, PM-11, I18N-03): the published revisions, newest (highest
 * number) first, with who published each and when (in the user's language) and the publisher's change
 * note, each opening read-only; each but the first compares with the one before, and a button
 * at the top compares the latest with the one before (or with the working copy when there is one revision).
 */
export function RevisionListPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const format = useDateFormat();
  const revisions = useQuery(revisionsQuery(id));
  const latest = latestRevision(revisions.data);
  const title = latest
    ? t('revisions.title-of', { name: processModelName(t, latest.model) })
    : t('revisions.title');
  usePageTitle(title);
  const numbers = (revisions.data ?? []).map(({ revision }) => revision).sort((a, b) => b - a);
  const previousOf = (revision: number) => numbers.find((each) => each < revision);
  const [newest, beforeNewest] = numbers;
  const compareLatest =
    newest === undefined
      ? null
      : comparePath(id, beforeNewest ?? newest, beforeNewest === undefined ? 'working-copy' : newest);

  const columns: VirtualColumn<Revision>[] = [
    {
      id: 'revision',
      header: t('revisions.column.revision'),
      cell: ({ revision }) => revision,
      sort: (a, b) => a.revision - b.revision,
    },
    {
      id: 'published-by',
      header: t('revisions.column.published-by'),
      cell: ({ model }) => model.publishedBy?.name ?? '',
    },
    {
      id: 'approved-by',
      header: t('revisions.column.approved-by'),
      cell: ({ model }) => model.approvedBy?.name ?? '',
    },
    {
      id: 'published-at',
      header: t('revisions.column.published-at'),
      cell: ({ model }) => (model.publishedAt === null ? '' : format.dateTime(model.publishedAt)),
    },
    {
      id: 'change-note',
      header: t('revisions.column.change-note'),
      cell: ({ changeNote, revision }) => (
        <>
          {changeNote ?? ''}
          <FeedbackDoneList processModelId={id} revision={revision} />
        </>
      ),
    },
    {
      id: 'actions',
      header: t('revisions.column.actions'),
      cell: ({ revision }) => {
        const previous = previousOf(revision);
        return (
          <Group gap="sm" wrap="nowrap">
            <Anchor
              component={Link}
              to={`${PROCESS_MODEL_AREA}/${encodeURIComponent(id)}/revisions/${revision}`}
              size="sm"
              aria-label={t('revisions.action-name.view', { name: revision })}
            >
              {t('revisions.action.view')}
            </Anchor>
            {previous !== undefined && (
              <Anchor
                component={Link}
                to={comparePath(id, previous, revision)}
                size="sm"
                aria-label={t('revision-compare.action-name.with-previous', { name: revision, previous })}
              >
                {t('revision-compare.action.with-previous')}
              </Anchor>
            )}
            <ReadConfirmationsLink model={latest?.model} processModelId={id} revision={revision} />
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <BackLink to={PROCESS_MODEL_AREA} label={t('process-models.back')} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        {compareLatest && (
          <Button component={Link} to={compareLatest} variant="light">
            {beforeNewest === undefined
              ? t('revision-compare.action.with-working-copy')
              : t('revision-compare.action.latest')}
          </Button>
        )}
      </Group>
      <QueryView query={revisions} empty={t('revisions.empty')}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={({ revision }) => String(revision)}
            label={t('revisions.title')}
            minWidth={720}
            sortBy={{ column: 'revision', direction: 'descending' }}
            data-testid="revision-table"
          />
        )}
      </QueryView>
    </Stack>
  );
}
