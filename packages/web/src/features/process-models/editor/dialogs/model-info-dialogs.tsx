import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RoleRef, roleOrNone, toRoleReference } from '@stroomlijn/domain';
import { LimitedTextarea, LimitedTextInput } from '../../../../components';
import { useTranslation } from '../../../../lib/translation';
import { RoleSelect } from '../../../roles';
import { ReviewIntervalSelect } from '../../governance/review-interval-select';
import { useEditorContext } from '../editor-context';
import type { ModelFields } from '../use-editor-state';
import { CloseAction, EditorDialog, NoticeDialog } from './editor-dialog';

interface ModelInfoValues {
  name: string;
  description: string;
  owner: RoleRef | null;
  manager: RoleRef | null;
  approvalRole: RoleRef | null;
  reviewIntervalMonths: number | null;
}

const sameRole = (a: RoleRef | null, b: RoleRef | null) => (a?.id ?? null) === (b?.id ?? null);

/**
 * `edit` (ED-06): name, description, owner, manager, approval role and review interval of the model. Done
 * puts them into the editor's model (one unsaved change); nothing goes to the server until the model is
 * saved.
 */
export function ModelEditDialog() {
  const { t } = useTranslation();
  const { editor, readOnly } = useEditorContext();
  if (readOnly)
    return (
      <NoticeDialog title={t('editor-dialogs.info.edit-title')}>{t('editor-dialogs.read-only')}</NoticeDialog>
    );
  return <ModelEditForm key={editor.model.id} />;
}

function ModelEditForm() {
  const { t } = useTranslation();
  const { editor, server, closeSubRoute } = useEditorContext();
  const { model } = editor;
  const form = useForm<ModelInfoValues>({
    initialValues: {
      name: model.info.name,
      description: model.info.description,
      owner: roleOrNone(model.owner),
      manager: roleOrNone(model.manager),
      approvalRole: roleOrNone(model.approvalRole),
      reviewIntervalMonths: model.reviewIntervalMonths ?? null,
    },
  });

  const submit = form.onSubmit((values) => {
    const fields: ModelFields = {};
    const info = { name: values.name.trim(), description: values.description.trim() };
    if (info.name !== model.info.name || info.description !== model.info.description) fields.info = info;
    // A cleared role is stored as the 'unknown role' placeholder (CL-08).
    if (!sameRole(values.owner, roleOrNone(model.owner))) fields.owner = toRoleReference(values.owner);
    if (!sameRole(values.manager, roleOrNone(model.manager)))
      fields.manager = toRoleReference(values.manager);
    if (!sameRole(values.approvalRole, roleOrNone(model.approvalRole)))
      fields.approvalRole = toRoleReference(values.approvalRole);
    if (values.reviewIntervalMonths !== (model.reviewIntervalMonths ?? null))
      fields.reviewIntervalMonths = values.reviewIntervalMonths;
    // Unchanged fields leave the model as it is: no unsaved change without a change.
    if (Object.keys(fields).length > 0) editor.setFields(fields);
    closeSubRoute();
  });

  return (
    <EditorDialog title={t('editor-dialogs.info.edit-title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <LimitedTextInput
            label={t('editor-dialogs.info.name')}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <LimitedTextarea
            label={t('editor-dialogs.info.description')}
            {...form.getInputProps('description')}
          />
          <RoleSelect
            label={t('editor-dialogs.info.owner')}
            value={form.values.owner}
            onChange={(role) => form.setFieldValue('owner', role)}
          />
          <RoleSelect
            label={t('editor-dialogs.info.manager')}
            value={form.values.manager}
            onChange={(role) => form.setFieldValue('manager', role)}
          />
          <RoleSelect
            label={t('editor-dialogs.info.approval-role')}
            description={t('editor-dialogs.info.approval-role-hint')}
            value={form.values.approvalRole}
            onChange={(role) => form.setFieldValue('approvalRole', role)}
          />
          <ReviewIntervalSelect
            value={form.values.reviewIntervalMonths}
            onChange={(months) => form.setFieldValue('reviewIntervalMonths', months)}
            publishedAt={server?.publishedAt ?? null}
          />
          <Text size="sm" c="dimmed">
            {t('editor-dialogs.info.save-hint')}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={closeSubRoute}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('editor-dialogs.info.done')}</Button>
          </Group>
        </Stack>
      </form>
    </EditorDialog>
  );
}

/** A name or description as the info dialog shows it: the text, or a dimmed 'none'. */
function InfoText({ value, none }: { value: string; none: string }) {
  return value.trim() === '' ? (
    <Text span c="dimmed">
      {none}
    </Text>
  ) : (
    <Text span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

/** `view` (ED-07): the model's name, description, owner, manager and approval role, read-only; a revision also who approved it. */
export function ModelViewDialog() {
  const { t } = useTranslation();
  const { editor, server } = useEditorContext();
  const { info, owner, manager, approvalRole } = editor.model;
  const none = t('editor-dialogs.info.none');
  const rows: [string, string][] = [
    [t('editor-dialogs.info.name'), info.name],
    [t('editor-dialogs.info.description'), info.description],
    [t('editor-dialogs.info.owner'), roleOrNone(owner)?.name ?? ''],
    [t('editor-dialogs.info.manager'), roleOrNone(manager)?.name ?? ''],
    [t('editor-dialogs.info.approval-role'), roleOrNone(approvalRole)?.name ?? ''],
  ];
  if (server?.status === 'published' && server.approvedBy) {
    rows.push([t('editor-dialogs.info.approved-by'), server.approvedBy.name]);
  }
  return (
    <EditorDialog title={t('editor-dialogs.info.view-title')}>
      <Stack gap="md">
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={140}>
                  {label}
                </Table.Th>
                <Table.Td>
                  <InfoText value={value} none={none} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <CloseAction />
      </Stack>
    </EditorDialog>
  );
}
