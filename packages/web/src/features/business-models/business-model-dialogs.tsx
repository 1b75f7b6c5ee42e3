import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { BusinessModelEdit, BusinessModelGroup, ProcessGroup } from '@stroomlijn/domain';
import { AppModal, FormActions, LimitedTextInput } from '../../components';
import { useTranslation } from '../../lib/translation';
import { newId } from '../../lib/uuid';
import { AddLinkDialog, AddProcessDialog } from './add-entry-dialogs';
import { groupTitle, standardGroupTitle } from './business-model-text';
import { type DialogProps, useDialogSave } from './dialog-save';

/** The dialogs of edit mode; each names what it works on. */
export type BusinessModelDialogState =
  | { kind: 'rename-group'; group: BusinessModelGroup }
  | { kind: 'add-process-group'; group: BusinessModelGroup }
  | { kind: 'rename-process-group'; processGroup: ProcessGroup; label: string }
  | { kind: 'delete-process-group'; processGroup: ProcessGroup; label: string }
  | { kind: 'add-process'; processGroup: ProcessGroup; label: string }
  | { kind: 'add-link'; processGroup: ProcessGroup; label: string };

interface NameDialogProps extends DialogProps {
  title: string;
  label: string;
  description?: string;
  placeholder?: string;
  initialName: string;
  submitLabel: string;
  onSave: (name: string) => BusinessModelEdit;
}

/** One name field: renaming a group, adding or renaming a process group (whose title is optional). */
function NameDialog({
  title,
  label,
  description,
  placeholder,
  initialName,
  submitLabel,
  onSave,
  ...props
}: NameDialogProps) {
  const form = useForm({ initialValues: { name: initialName } });
  const { run, danger } = useDialogSave(props);
  return (
    <AppModal title={title} onClose={props.onClose} size="md">
      <form onSubmit={form.onSubmit(({ name }) => void run(onSave(name)))} noValidate>
        <Stack gap="sm">
          {danger}
          <LimitedTextInput
            label={label}
            description={description}
            placeholder={placeholder}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <FormActions onCancel={props.onClose} pending={props.busy} submitLabel={submitLabel} />
        </Stack>
      </form>
    </AppModal>
  );
}

/** Delete process group (BM-12): asks first, since its entries go with it. */
function DeleteProcessGroupDialog({
  processGroup,
  label,
  ...props
}: DialogProps & { processGroup: ProcessGroup; label: string }) {
  const { t } = useTranslation();
  const { run, danger } = useDialogSave(props, { typed: false });
  return (
    <AppModal title={t('business-model.dialog.delete-process-group')} onClose={props.onClose} size="md">
      <Stack gap="md">
        {danger}
        <Text>
          {t('business-model.dialog.delete-process-group-question', { name: label })}
          {processGroup.items.length > 0 &&
            ` ${t('business-model.dialog.delete-process-group-entries', { count: processGroup.items.length })}`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={props.busy}
            onClick={() => void run({ type: 'process-group.delete', processGroupId: processGroup.id })}
          >
            {t('business-model.submit.delete')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/** The open dialog of edit mode. */
export function BusinessModelDialog({
  dialog,
  ...props
}: DialogProps & { dialog: BusinessModelDialogState }) {
  const { t } = useTranslation();
  switch (dialog.kind) {
    case 'rename-group': {
      const standard = standardGroupTitle(t, dialog.group.id);
      return (
        <NameDialog
          {...props}
          title={t('business-model.dialog.rename-group', { name: groupTitle(t, dialog.group) })}
          label={t('business-model.field.group-name')}
          description={t('business-model.field.group-name-hint', { title: standard })}
          placeholder={standard}
          initialName={dialog.group.name}
          submitLabel={t('common.save')}
          onSave={(name) => ({ type: 'group.rename', groupId: dialog.group.id, name })}
        />
      );
    }
    case 'add-process-group':
      return (
        <NameDialog
          {...props}
          title={t('business-model.dialog.add-process-group', { name: groupTitle(t, dialog.group) })}
          label={t('business-model.field.process-group-name')}
          description={t('business-model.field.process-group-name-hint')}
          initialName=""
          submitLabel={t('business-model.submit.add')}
          onSave={(name) => ({
            type: 'process-group.add',
            groupId: dialog.group.id,
            processGroup: { id: newId(), name, items: [] },
          })}
        />
      );
    case 'rename-process-group':
      return (
        <NameDialog
          {...props}
          title={t('business-model.dialog.rename-process-group', { name: dialog.label })}
          label={t('business-model.field.process-group-name')}
          description={t('business-model.field.process-group-name-hint')}
          initialName={dialog.processGroup.name}
          submitLabel={t('common.save')}
          onSave={(name) => ({ type: 'process-group.rename', processGroupId: dialog.processGroup.id, name })}
        />
      );
    case 'delete-process-group':
      return <DeleteProcessGroupDialog {...props} processGroup={dialog.processGroup} label={dialog.label} />;
    case 'add-process':
      return <AddProcessDialog {...props} processGroup={dialog.processGroup} label={dialog.label} />;
    case 'add-link':
      return <AddLinkDialog {...props} processGroup={dialog.processGroup} label={dialog.label} />;
  }
}
