import { Code, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import {
  BPMN_IMPORT_OUTCOMES,
  type BpmnImportModel,
  type BpmnImportOutcome,
  type BpmnImportReportItem,
} from '@stroomlijn/domain';
import { useId, useMemo, useState } from 'react';
import { EmptyState, Pager } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { countOutcomes } from './import-preview-order';
import { OutcomeBadge } from './outcome-badge';
import { reasonText } from './report-texts';

/** Rows per page: a report of hundreds of elements stays quick to read and to page with the keyboard. */
export const REPORT_PAGE_SIZE = 50;

type Filter = 'all' | BpmnImportOutcome;

/**
 * The report of the preview: what becomes of every element of the file, with a count per outcome, a
 * filter by outcome and pages of 50 rows.
 */
export function ImportReport({
  report,
  models,
}: {
  report: readonly BpmnImportReportItem[];
  models: readonly BpmnImportModel[];
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const headingId = useId();
  const filterLabelId = useId();
  const counts = useMemo(() => countOutcomes(report), [report]);
  const rows = useMemo(
    () => (filter === 'all' ? report : report.filter((item) => item.outcome === filter)),
    [report, filter],
  );
  const modelNames = useMemo(() => new Map(models.map((model) => [model.key, model.name])), [models]);
  const totalPages = Math.max(1, Math.ceil(rows.length / REPORT_PAGE_SIZE));
  const shown = rows.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  const choose = (value: string) => {
    setFilter(value as Filter);
    setPage(1);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('bpmn-import.report.title')}
      </Title>
      <Text data-testid="import-report-summary">
        {t('bpmn-import.report.summary', {
          total: report.length,
          kept: counts.kept,
          approximated: counts.approximated,
          leftOut: counts['left-out'],
          refused: counts.refused,
        })}
      </Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={filterLabelId}>
          {t('bpmn-import.report.filter')}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={choose}
          data-testid="import-report-filter"
          data={[
            { value: 'all', label: t('bpmn-import.report.all', { count: report.length }) },
            ...BPMN_IMPORT_OUTCOMES.map((outcome) => ({
              value: outcome,
              label: t('bpmn-import.report.outcome-count', {
                outcome: t(`bpmn-import.outcome.${outcome}`),
                count: counts[outcome],
              }),
            })),
          ]}
        />
      </Stack>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="import-report-count">
        {t('bpmn-import.report.shown', { count: rows.length, total: report.length })}
      </Text>
      {rows.length === 0 ? (
        <EmptyState>{t('bpmn-import.report.none')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table captionSide="top" data-testid="import-report">
            <Table.Caption ta="left">{t('bpmn-import.report.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('bpmn-import.report.element')}</Table.Th>
                <Table.Th scope="col">{t('bpmn-import.report.type')}</Table.Th>
                <Table.Th scope="col">{t('bpmn-import.report.model')}</Table.Th>
                <Table.Th scope="col">{t('bpmn-import.report.outcome')}</Table.Th>
                <Table.Th scope="col">{t('bpmn-import.report.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => (
                // An element may be reported twice (its name cut and itself kept), each time for another reason.
                <Table.Tr key={`${item.model} ${item.elementId} ${item.reason}`}>
                  <Table.Td>{item.name || <Code>{item.elementId}</Code>}</Table.Td>
                  <Table.Td>{item.elementType}</Table.Td>
                  <Table.Td>{item.model === null ? '' : (modelNames.get(item.model) ?? item.model)}</Table.Td>
                  <Table.Td>
                    <OutcomeBadge outcome={item.outcome} />
                  </Table.Td>
                  <Table.Td>{reasonText(t, item.reason, item.detail)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager page={page} totalPages={totalPages} onPageChange={setPage} />
    </Stack>
  );
}
