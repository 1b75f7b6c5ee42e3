import { Anchor, Table, Text } from '@mantine/core';
import {
  DEFINITION_ROLE_FIELDS,
  hasApplication,
  type InputOutput,
  inputOutputKind,
  isWebAddress,
} from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { roleNameText } from '../../lib/role-texts';
import { useTranslation } from '../../lib/translation';
import { CurrentFile } from './file-upload-field';
import {
  applicationText,
  classificationText,
  periodText,
  roleFieldText,
  typeText,
} from './input-output-text';
import { workflowFormsQuery } from './input-outputs-api';

/** A link's address as a link that opens in a new tab; only http(s) addresses become links. */
function WebAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  if (!isWebAddress(address)) return <>{address}</>;
  return (
    <Anchor href={address} target="_blank" rel="noopener noreferrer" title={t('common.opens-in-new-tab')}>
      {address}
    </Anchor>
  );
}

/** The name of the workflow form a form or form-result definition points at. */
function WorkflowFormName({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const forms = useQuery(workflowFormsQuery);
  if (forms.isPending) return <>{t('common.loading')}</>;
  return <>{forms.data?.find((form) => form.id === formId)?.name ?? t('input-output.unknown-form')}</>;
}

/** A definition read-only (IO-09 when the definitions cannot be changed here). */
export function InputOutputView({ definition }: { definition: InputOutput }) {
  const { t } = useTranslation();
  const kind = inputOutputKind(definition.type);
  const none = <Text c="dimmed">{t('input-output.none')}</Text>;
  const rows: [string, ReactNode][] = [
    [t('input-output.field.type'), typeText(t, definition.type)],
    [t('input-output.field.name'), definition.name],
    [t('input-output.field.description'), definition.description || none],
  ];
  if (kind === 'link')
    rows.push([
      t('input-output.field.link'),
      definition.data ? <WebAddress key="data" address={definition.data} /> : none,
    ]);
  if (kind === 'form' || kind === 'form-result')
    rows.push([
      t(kind === 'form' ? 'input-output.field.form' : 'input-output.field.form-result'),
      definition.data ? <WorkflowFormName key="data" formId={definition.data} /> : none,
    ]);
  if (kind === 'upload')
    rows.push([t('input-output.field.file'), <CurrentFile key="data" fileId={definition.data} />]);
  if (hasApplication(definition.type) && definition.application)
    rows.push([t('input-output.field.application'), applicationText(t, definition.application)]);
  rows.push([t('input-output.field.period'), periodText(t, definition.period)]);
  rows.push([t('input-output.field.classification'), classificationText(t, definition.classification)]);
  for (const field of DEFINITION_ROLE_FIELDS) {
    if (field === 'reviewer' && kind !== 'form') continue;
    const role = definition[field];
    rows.push([roleFieldText(t, field), (role && roleNameText(t, role)) || none]);
  }

  return (
    <Table variant="vertical" withTableBorder data-testid="input-output-view">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="35%">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
