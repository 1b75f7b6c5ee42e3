import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { WorkflowResponse } from '@stroomlijn/domain';
import type { ReactNode } from 'react';
import { formatDayMonthYear } from '../../lib/dates';
import { roleNameText } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { AnswerDisplay } from './answer-display';
import { ResponseProgress } from './response-progress';
import { responseStatusText } from './response-statuses';

/** WF-11: the fields of a response as a table of label and value, with its progress (WF-27). */
export function ResponseFields({ response }: { response: WorkflowResponse }) {
  const { t } = useTranslation();
  const name = (reference: { name: string } | null) => reference?.name ?? '';
  const role = (reference: { id: string; name: string } | null) =>
    reference ? roleNameText(t, reference) : '';
  const fields: [string, ReactNode][] = [
    ['internal-id', response.internalId],
    ['response-id', response.responseId],
    ['subject', response.subject],
    ['submission-date', formatDayMonthYear(response.submissionDate)],
    ['processed-date', formatDayMonthYear(response.processedDate)],
    ['status', responseStatusText(t, response.status)],
    ['sender', name(response.sender)],
    ['reviewer', role(response.reviewer)],
    ['action-holder', role(response.actionHolder)],
    ['reader', role(response.reader)],
    ['remarks', response.remarks],
    [
      'handled',
      <ResponseProgress key="handled" handled={response.actionHandledStatus} status={response.status} />,
    ],
  ];
  return (
    <Table variant="vertical" withTableBorder aria-label={t('workflows.response.fields')}>
      <Table.Tbody>
        {fields.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w={220}>{t(`workflows.response.${key}`)}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The answers of a response as a readable list of question and answer (each shown by AnswerDisplay). */
export function ResponseAnswers({ response }: { response: WorkflowResponse }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2}>{t('workflows.response.answers')}</Title>
      {response.answers.length === 0 ? (
        <Text>{t('workflows.response.no-answers')}</Text>
      ) : (
        <dl aria-label={t('workflows.response.answers')}>
          {response.answers.map((answer) => (
            <div key={answer.questionId}>
              <Text component="dt" fw={600}>
                {answer.question}
              </Text>
              <Text component="dd" ms={0} mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
                <AnswerDisplay answer={answer} />
              </Text>
            </div>
          ))}
        </dl>
      )}
    </Stack>
  );
}

/** Why a response is in error, translated. */
export function ResponseErrorNotice({ response }: { response: WorkflowResponse }) {
  const { t } = useTranslation();
  if (response.status !== 'error' || !response.errorMessage) return null;
  return (
    <Alert color="red" title={t('workflows.response.error-title')}>
      {t(`error.${response.errorMessage}`)}
    </Alert>
  );
}
