import { Button, Group, Stack, Title } from '@mantine/core';
import type { InputOutput } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import {
  DataTable,
  FormSuccess,
  QueryView,
  type RowLink,
  RowLinks,
  type VirtualColumn,
} from '../../components';
import { roleNameText } from '../../lib/role-texts';
import { compareText } from '../../lib/text-order';
import { useTranslation } from '../../lib/translation';
import { typeText } from './input-output-text';
import { inputOutputsQuery } from './input-outputs-api';
import { useAreaTitle, useListMessage } from './use-list-navigation';

/**
 * The list of definitions (IO-07, IO-08): name, description, type, owner and the actions, sorted by name.
 * Editable lists offer a new definition, edit and delete; otherwise each row can be viewed.
 */
export function InputOutputList({ processModelId, editable }: { processModelId: string; editable: boolean }) {
  const { t } = useTranslation();
  const title = useAreaTitle(processModelId);
  const success = useListMessage();
  const definitions = useQuery(inputOutputsQuery(processModelId));

  const columns: VirtualColumn<InputOutput>[] = [
    {
      id: 'name',
      header: t('input-output.column.name'),
      cell: (definition) => definition.name,
      sort: (a, b) => compareText(a.name, b.name),
    },
    {
      id: 'description',
      header: t('input-output.column.description'),
      cell: (definition) => definition.description,
    },
    { id: 'type', header: t('input-output.column.type'), cell: (definition) => typeText(t, definition.type) },
    {
      id: 'owner',
      header: t('input-output.column.owner'),
      cell: (definition) => (definition.owner ? roleNameText(t, definition.owner) : ''),
    },
    {
      id: 'actions',
      header: t('input-output.column.actions'),
      cell: (definition) => <RowLinks links={definitionLinks(t, definition, editable)} gap="sm" />,
    },
  ];

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
      <QueryView query={definitions} empty={t('input-output.empty')}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(definition) => definition.id}
            label={title}
            minWidth={640}
            sortBy={{ column: 'name' }}
            data-testid="input-output-table"
          />
        )}
      </QueryView>
    </Stack>
  );
}

/** A definition's links: edit and delete where the list is editable, else view (IO-08). */
function definitionLinks(t: TFunction, definition: InputOutput, editable: boolean): RowLink[] {
  const name = definition.name;
  return [
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
}
