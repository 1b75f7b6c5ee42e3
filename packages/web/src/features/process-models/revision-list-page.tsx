import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, EmptyState, LoadingState, PageError } from '../../components';
import { useDateFormat } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { PROCESS_MODEL_AREA } from './area';
import { processModelName } from './process-model-text';
import { revisionsQuery } from './process-models-api';

/**
 * `/process-model/{id}/revisions` (PM-10, PM-11, I18N-03): the published revisions, newest (highest
 * number) first, with who published each and when (in the user's language), each opening read-only.
 */
export function RevisionListPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const format = useDateFormat();
  const revisions = useQuery({
    ...revisionsQuery(id),
    select: (list) => [...list].sort((a, b) => b.revision - a.revision),
  });
  const latest = revisions.data?.[0];
  const title = latest
    ? t('revisions.title-of', { name: processModelName(t, latest.model) })
    : t('revisions.title');
  usePageTitle(title);

  let content: ReactNode;
  if (revisions.isPending) content = <LoadingState />;
  else if (revisions.isError)
    content = <PageError error={revisions.error} onRetry={() => void revisions.refetch()} />;
  else if (revisions.data.length === 0) content = <EmptyState>{t('revisions.empty')}</EmptyState>;
  else
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover aria-label={t('revisions.title')} data-testid="revision-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('revisions.column.revision')}</Table.Th>
              <Table.Th scope="col">{t('revisions.column.published-by')}</Table.Th>
              <Table.Th scope="col">{t('revisions.column.published-at')}</Table.Th>
              <Table.Th scope="col">{t('revisions.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revisions.data.map(({ revision, model }) => (
              <Table.Tr key={revision}>
                <Table.Td>{revision}</Table.Td>
                <Table.Td>{model.publishedBy?.name ?? ''}</Table.Td>
                <Table.Td>{model.publishedAt === null ? '' : format.dateTime(model.publishedAt)}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`${PROCESS_MODEL_AREA}/${encodeURIComponent(id)}/revisions/${revision}`}
                    size="sm"
                    aria-label={t('revisions.action-name.view', { name: revision })}
                  >
                    {t('revisions.action.view')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <BackLink to={PROCESS_MODEL_AREA} label={t('process-models.back')} />
      <Title order={1}>{title}</Title>
      {content}
    </Stack>
  );
}
