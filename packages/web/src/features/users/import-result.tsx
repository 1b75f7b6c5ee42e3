import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import type { UserImportResult, UserImportRow } from '@stroomlijn/domain';
import { USER_IMPORT_OUTCOMES } from '@stroomlijn/domain';
import { useMemo } from 'react';
import { DataTable, type VirtualColumn } from '../../components';
import { useTranslation } from '../../lib/translation';
import { summarizeImport } from './import-summary';
import { personColumns } from './user-table';

/** The answer of an import (US-24, US-25): the overall message, a summary and every row with its outcome. */
export function ImportResult({ result }: { result: UserImportResult }) {
  const { t } = useTranslation();
  const summary = useMemo(() => summarizeImport(result), [result]);
  const succeeded = summary.messageKey === 'user-import.all-succeeded';
  const columns = useMemo<VirtualColumn<UserImportRow>[]>(
    () => [
      { id: 'row', header: t('user-import.column.row'), cell: (row) => row.row, width: '6%' },
      ...personColumns<UserImportRow>(t, ['26%', '14%', '10%', '16%']),
      {
        id: 'outcome',
        header: t('user-import.column.outcome'),
        cell: (row) => (
          <Text
            span
            size="sm"
            c={row.outcome === 'imported' ? undefined : 'red.8'}
            fw={row.outcome === 'imported' ? 400 : 600}
          >
            {t(`user-import.outcome.${row.outcome}`)}
          </Text>
        ),
        width: '28%',
      },
    ],
    [t],
  );

  return (
    <Stack gap="sm" data-testid="import-result">
      <Alert
        color={succeeded ? 'green' : 'red'}
        role={succeeded ? 'status' : 'alert'}
        title={t(summary.messageKey)}
        data-testid={succeeded ? 'import-succeeded' : 'import-failed'}
      >
        {t('user-import.summary', { count: summary.total, imported: summary.imported })}
      </Alert>
      <Group gap="xs" aria-label={t('user-import.per-outcome')} role="list">
        {USER_IMPORT_OUTCOMES.filter((outcome) => summary.byOutcome[outcome] > 0).map((outcome) => (
          <Badge
            key={outcome}
            role="listitem"
            variant="light"
            color={outcome === 'imported' ? 'green' : 'red'}
            tt="none"
          >
            {t(`user-import.outcome.${outcome}`)}: {summary.byOutcome[outcome]}
          </Badge>
        ))}
      </Group>
      {result.rows.length > 0 && (
        <DataTable
          virtual
          rows={result.rows}
          columns={columns}
          rowKey={(row) => String(row.row)}
          label={t('user-import.rows')}
          data-testid="import-rows"
        />
      )}
    </Stack>
  );
}
