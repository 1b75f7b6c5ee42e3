import { Button, Group, Stack, Table, Title } from '@mantine/core';
import type { InputOutput } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, FormSuccess, LoadingState, PageError, RowLinks } from '../../components';
import { compareText } from '../../lib/text-order';
import { typeText } from './input-output-text';
import { inputOutputsQuery } from './input-outputs-api';
import { useAreaTitle, useListMessage } from './use-list-navigation';

const byName = (a: InputOutput, b: InputOutput) => compareText(a.name, b.name);

/**
 * The list of definitions (IO-07, IO-08): name, description, type, owner and the actions, sorted by name.
 * Editable lists offer a new definition, edit and delete; otherwise each row can be viewed.
 */
export function InputOutputList({ processModelId, editable }: { processModelId: string; editable: boolean }) {
  const { t } = useTranslation();
  const title = useAreaTitle(processModelId);
  const success = useListMessage();
  const definitions = useQuery(inputOutputsQuery(processModelId));

  let content: ReactNode;
  if (definitions.isPending) content = <LoadingState />;
  else if (definitions.isError)
    content = <PageError error={definitions.error} onRetry={() => void definitions.refetch()} />;
  else if (definitions.data.length === 0) content = <EmptyState>{t('input-output.empty')}</EmptyState>;
  else
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover aria-label={title} data-testid="input-output-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('input-output.column.name')}</Table.Th>
              <Table.Th scope="col">{t('input-output.column.description')}</Table.Th>
              <Table.Th scope="col">{t('input-output.column.type')}</Table.Th>
              <Table.Th scope="col">{t('input-output.column.owner')}</Table.Th>
              <Table.Th scope="col">{t('input-output.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...definitions.data].sort(byName).map((definition) => {
              const name = definition.name;
              const links = [
                {
                  to: definition.id,
                  label: t('input-output.action.edit'),
                  name: t('input-output.action-name.edit', { name }),
                  show: editable,
                },
                {
                  to: `${definition.id}/delete`,
                  label: t('input-output.action.delete'),
                  name: t('input-output.action-name.delete', { name }),
                  show: editable,
                },
                {
                  to: definition.id,
                  label: t('input-output.action.view'),
                  name: t('input-output.action-name.view', { name }),
                  show: !editable,
                },
              ];
              return (
                <Table.Tr key={definition.id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{definition.description}</Table.Td>
                  <Table.Td>{typeText(t, definition.type)}</Table.Td>
                  <Table.Td>{definition.owner?.name ?? ''}</Table.Td>
                  <Table.Td>
                    <RowLinks links={links} gap="sm" />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md" data-testid="input-output-list">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{title}</Title>
        {editable && (
          <Button component={Link} to="new">
            {t('input-output.new-link')}
          </Button>
        )}
      </Group>
      {success !== null && <FormSuccess>{success}</FormSuccess>}
      {content}
    </Stack>
  );
}
