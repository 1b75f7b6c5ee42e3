import { Anchor, List, Table, VisuallyHidden } from '@mantine/core';
import { addressLines, type ResponseAnswer } from '@stroomlijn/domain';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/translation';
import { formatAnswerDate, formatClockTime, textLines } from './answer-format';

function Lines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move.
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

/**
 * One answer of a response as people read it, the same on every page that shows answers: a date
 * day-month-year, a time in the user's language, a name on one line, an address in lines, a matrix as a
 * small table, uploaded files as links to the form service. An answer without structure is its text.
 */
export function AnswerDisplay({ answer }: { answer: ResponseAnswer }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const value = answer.value;
  switch (value?.kind) {
    case undefined:
      return <Lines lines={textLines(answer.data)} />;
    case 'date':
      return (
        <time dateTime={value.time ? `${value.date}T${value.time}` : value.date}>
          {formatAnswerDate(value, language)}
        </time>
      );
    case 'time':
      return <time dateTime={value.time}>{formatClockTime(value.time, language)}</time>;
    case 'name':
      return <>{value.parts.join(' ')}</>;
    case 'address':
      return <Lines lines={addressLines(value)} />;
    case 'files':
      return (
        <List listStyleType="none" spacing={2}>
          {value.files.map((file) => (
            <List.Item key={file.url}>
              <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
                <VisuallyHidden> {t('workflows.answer.new-tab')}</VisuallyHidden>
              </Anchor>
            </List.Item>
          ))}
        </List>
      );
    case 'matrix':
      return (
        <Table withTableBorder withColumnBorders w="auto" aria-label={answer.question}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('workflows.answer.matrix-row')}</Table.Th>
              <Table.Th scope="col">{t('workflows.answer.matrix-answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Th scope="row" fw={400}>
                  {row.row}
                </Table.Th>
                <Table.Td>{row.answers.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
  }
}
