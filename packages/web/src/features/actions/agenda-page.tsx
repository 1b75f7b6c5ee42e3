import { Button, Group, Stack, Table, Title } from '@mantine/core';
import type { ResponseAction } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink, FormDanger, QueryView } from '../../components';
import { getBlob } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { roleNameText } from '../../lib/role-texts';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { responseQuery } from '../responses';
import { actionQuery, agendaUrl } from './actions-api';

/** Saves the action's calendar file as calendar.ics (AG-02). */
async function downloadCalendar(action: ResponseAction): Promise<void> {
  const blob = await getBlob(agendaUrl(action));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'calendar.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * `/agenda/{formId}/{responseId}/{id}` (AG-01..AG-04): the action as a table (subject, action, remarks,
 * start and end date, reviewer and owner name); opening it downloads calendar.ics once, and 'Add to
 * calendar' downloads it again when the action has an assignee.
 */
export function AgendaPage() {
  const { t } = useTranslation();
  const { formId = '', responseId = '', id = '' } = useParams();
  const action = useQuery(actionQuery(formId, responseId, id));
  const response = useQuery(responseQuery(formId, responseId));
  const signedIn = useSession().info !== null;
  const [failed, setFailed] = useState<unknown>(null);
  const downloaded = useRef(false);
  usePageTitle(t('agenda.title'));
  const current = action.data;
  useEffect(() => {
    if (!current || downloaded.current) return;
    downloaded.current = true;
    downloadCalendar(current).catch(setFailed);
  }, [current]);
  const download = () => {
    if (current) downloadCalendar(current).catch(setFailed);
  };
  return (
    <Stack gap="md">
      <BackLink to="/actions/my" />
      <Title order={1}>{t('agenda.title')}</Title>
      {failed !== null && <FormDanger error={failed} />}
      <QueryView query={action}>
        {(shown) => (
          <Stack gap="md">
            <Table withTableBorder aria-label={t('agenda.title')} data-testid="agenda-table">
              <Table.Thead>
                <Table.Tr>
                  {['subject', 'action', 'remarks', 'start-date', 'end-date', 'reviewer', 'owner'].map(
                    (key) => (
                      <Table.Th key={key}>{t(`agenda.column.${key}`)}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{response.data?.subject ?? ''}</Table.Td>
                  <Table.Td>{shown.action}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{shown.remarks}</Table.Td>
                  <Table.Td>{shown.startDate}</Table.Td>
                  <Table.Td>{shown.endDate}</Table.Td>
                  <Table.Td>{shown.reviewer ? roleNameText(t, shown.reviewer) : ''}</Table.Td>
                  <Table.Td>{shown.owner?.name ?? ''}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {shown.assignee !== null && signedIn && (
              <Group>
                <Button onClick={download}>{t('agenda.add-to-calendar')}</Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
