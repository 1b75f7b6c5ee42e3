import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { AUDIT_PAGE_SIZE } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable, QueryView, RequireRole } from '../../components';
import { useDateFormat } from '../../lib/dates';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { auditExportPath, auditPageQuery, usePeople } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditFilterForm } from './audit-filter-form';
import { type AuditFilters, auditSearch, parseAuditFilters } from './audit-filters';

/** `/audit` for administrators: the audit trail, filtered and paged through the address. */
export function AuditPage() {
  return (
    <RequireRole systemRole="ROLE_ADMIN">
      <AuditTrail />
    </RequireRole>
  );
}

function AuditTrail() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('audit.title'));
  const { dateTime } = useDateFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseAuditFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: AuditFilters) => setSearchParams(auditSearch(next)),
    [setSearchParams],
  );
  const onPageChange = useCallback(
    (page: number) => setSearchParams(auditSearch({ ...filters, page })),
    [filters, setSearchParams],
  );
  const entries = useQuery(auditPageQuery(filters));
  const people = usePeople();
  const names = useMemo(
    () => new Map((people.data ?? []).map((person) => [person.id, person.name])),
    [people.data],
  );
  const columns = useMemo(() => auditColumns(t, dateTime, names), [t, dateTime, names]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('audit.title')}</Title>
        <Button component="a" href={auditExportPath(filters)} download variant="default">
          {t('audit.export')}
        </Button>
      </Group>
      <AuditFilterForm filters={filters} onChange={setFilters} people={people} />
      <QueryView query={entries}>
        {(answer) => (
          // While the entries of new filters load, the previous ones stay, marked busy.
          <Stack gap="sm" aria-busy={entries.isPlaceholderData} data-testid="audit-entries">
            {answer.more && (
              <Text size="sm" role="status" data-testid="audit-more">
                {t('audit.more', {
                  count: new Intl.NumberFormat(i18n.resolvedLanguage).format(
                    answer.totalPages * AUDIT_PAGE_SIZE,
                  ),
                })}
              </Text>
            )}
            <DataTable
              rows={answer.entries}
              columns={columns}
              rowKey={(entry) => String(entry.seq)}
              label={t('audit.title')}
              minWidth={1000}
              empty={t('audit.empty')}
              highlightOnHover={false}
              paging={{ page: filters.page, totalPages: answer.totalPages, onPageChange }}
              data-testid="audit-table"
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
