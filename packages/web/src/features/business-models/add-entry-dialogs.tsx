import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { externalLinkSchema, isProcessLink, type ProcessGroup, URL_LIMIT } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AppModal,
  FormActions,
  LimitedTextInput,
  SearchableSelect,
  useSchemaValidate,
} from '../../components';
import { compareText } from '../../lib/text-order';
import { useTranslation } from '../../lib/translation';
import { processModelName, publishedModelsQuery } from '../process-models';
import { type DialogProps, useDialogSave } from './dialog-save';

/** Add process (BM-13): one published process model; submitting with none chosen just closes. */
export function AddProcessDialog({
  processGroup,
  label,
  ...props
}: DialogProps & { processGroup: ProcessGroup; label: string }) {
  const { t } = useTranslation();
  const models = useQuery({ ...publishedModelsQuery, staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const { run, danger } = useDialogSave(props);
  const linked = new Set(processGroup.items.filter(isProcessLink).map((item) => item.processModelId));
  const candidates = (models.data ?? []).filter(
    (model) => !model.deleted && model.revision > 0 && !linked.has(model.id),
  );
  const options = candidates
    .map((model) => ({ value: model.id, label: processModelName(t, model) }))
    .sort((a, b) => compareText(a.label, b.label));

  const submit = () => {
    const model = candidates.find((candidate) => candidate.id === chosen);
    if (!model) return props.onClose();
    void run({
      type: 'item.add',
      processGroupId: processGroup.id,
      item: { processModelId: model.id, name: model.info.name },
    });
  };

  return (
    <AppModal
      title={t('business-model.dialog.add-process', { name: label })}
      onClose={props.onClose}
      size="md"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {danger}
          <SearchableSelect
            label={t('business-model.field.process')}
            description={t('business-model.field.process-hint')}
            placeholder={t('business-model.field.process-placeholder')}
            data={options}
            value={chosen}
            onChange={setChosen}
            clearable
            loading={models.isPending}
            failed={models.isError}
            data-autofocus
          />
          <FormActions
            onCancel={props.onClose}
            pending={props.busy}
            submitLabel={t('business-model.submit.add')}
          />
        </Stack>
      </form>
    </AppModal>
  );
}

interface LinkValues {
  url: string;
  name: string;
}

const trimmed = (values: LinkValues): LinkValues => ({ url: values.url.trim(), name: values.name.trim() });

/** Add link (BM-14): a web address (http or https, 'invalid-url' otherwise) and a name, both required. */
export function AddLinkDialog({
  processGroup,
  label,
  ...props
}: DialogProps & { processGroup: ProcessGroup; label: string }) {
  const { t } = useTranslation();
  const validate = useSchemaValidate<LinkValues>(externalLinkSchema, trimmed);
  const form = useForm<LinkValues>({ initialValues: { url: '', name: '' }, validate });
  const { run, danger } = useDialogSave(props);
  return (
    <AppModal title={t('business-model.dialog.add-link', { name: label })} onClose={props.onClose} size="md">
      <form
        onSubmit={form.onSubmit(
          (values) => void run({ type: 'item.add', processGroupId: processGroup.id, item: trimmed(values) }),
        )}
        noValidate
      >
        <Stack gap="sm">
          {danger}
          <LimitedTextInput
            label={t('business-model.field.url')}
            description={t('business-model.field.url-hint')}
            limit={URL_LIMIT}
            type="url"
            withAsterisk
            data-autofocus
            {...form.getInputProps('url')}
          />
          <LimitedTextInput
            label={t('business-model.field.link-name')}
            withAsterisk
            {...form.getInputProps('name')}
          />
          <FormActions
            onCancel={props.onClose}
            pending={props.busy}
            submitLabel={t('business-model.submit.add')}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
