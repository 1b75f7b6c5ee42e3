import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { AcknowledgementReport } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DataTable, PageError, QueryView, type VirtualColumn } from '../../components';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { revisionQuery } from '../process-models';
import { acknowledgementCsvPath, acknowledgementReportQuery, revisionOf } from './acknowledgements-api';

type Person = AcknowledgementReport['people'][number];

/** Above this many people the table draws only the rows in view. */
const VIRTUAL_FROM = 200;

/**
 * `/acknowledgements/{processModelId}/{revision}/report`: who the revision asked to confirm having read
 * it, how many did and the share, each person with when they confirmed (or not yet, or replaced by a
 * later revision's task), and the same as a CSV file. For the holders of the model's owner and manager
 * roles and administrators; anyone else reads why not.
 */
export function AcknowledgementReportPage() {
  const { t } = useTranslation();
  const { id = '', revision: revisionParam } = useParams();
  const revision = revisionOf(revisionParam);
  const report = useQuery({ ...acknowledgementReportQuery(id, revision ?? 0), enabled: revision !== null });
  const published = useQuery({ ...revisionQuery(id, revision ?? 0), enabled: report.isSuccess });
  const name = published.data?.model.info.name || t('editor.placeholder.model');
  const title = published.data
    ? t('acknowledgement.report.title-of', { name, revision })
    : t('acknowledgement.report.title');
  usePageTitle(title);
  const status = report.error instanceof ApiError ? report.error.status : null;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {status === 403 ? (
        <Alert
          color="gray"
          title={t('acknowledgement.report.not-allowed-title')}
          data-testid="report-not-allowed"
        >
          {t('acknowledgement.report.not-allowed')}
        </Alert>
      ) : revision === null || status === 404 ? (
        <Alert color="gray" data-testid="report-not-found">
          {t('acknowledgement.report.not-found')}
        </Alert>
      ) : report.isError ? (
        <PageError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <QueryView query={report}>
          {(data) => <Report report={data} csv={acknowledgementCsvPath(id, revision)} />}
        </QueryView>
      )}
    </Stack>
  );
}

function Report({ report, csv }: { report: AcknowledgementReport; csv: string }) {
  const { t } = useTranslation();
  const columns: VirtualColumn<Person>[] = [
    {
      id: 'name',
      header: t('acknowledgement.report.column.name'),
      cell: ({ user }) => user.name,
      sort: (a, b) => a.user.name.localeCompare(b.user.name),
    },
    { id: 'email', header: t('acknowledgement.report.column.email'), cell: ({ user }) => user.email },
    {
      id: 'confirmed',
      header: t('acknowledgement.report.column.confirmed'),
      cell: (person) =>
        person.confirmedAt !== null
          ? formatDateTime(person.confirmedAt)
          : person.replaced
            ? t('acknowledgement.report.replaced')
            : t('acknowledgement.report.not-yet'),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={500} data-testid="report-share">
          {report.share === null
            ? t('acknowledgement.report.nobody')
            : t('acknowledgement.report.share', {
                confirmed: report.confirmed,
                asked: report.asked,
                percent: Math.round(report.share * 100),
              })}
        </Text>
        <Button component="a" href={csv} download variant="light" data-testid="report-csv">
          {t('acknowledgement.report.csv')}
        </Button>
      </Group>
      {report.people.length > 0 && (
        <DataTable
          rows={report.people}
          columns={columns}
          rowKey={({ user }) => user.id}
          label={t('acknowledgement.report.people')}
          minWidth={560}
          sortBy={{ column: 'name', direction: 'ascending' }}
          virtual={report.people.length > VIRTUAL_FROM}
          data-testid="report-people"
        />
      )}
    </Stack>
  );
}
