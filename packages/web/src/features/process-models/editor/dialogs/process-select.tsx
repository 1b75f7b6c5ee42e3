import { type ComboboxItem, Stack } from '@mantine/core';
import { NO_ROLE, type ProcessModelListItem, type SubprocessReference } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { NOT_SELECTED, SearchableSelect } from '../../../../components';
import { compareText } from '../../../../lib/text-order';
import { useTranslation } from '../../../../lib/translation';
import { processModelsQuery } from '../../process-models-api';
import { useEditorContext } from '../editor-context';
import { NewSubprocessModel } from './new-subprocess-model';

/**
 * What a subprocess step stores of a chosen model (ED-23): its id, name and latest published revision,
 * or revision 0 for a model not published yet (the server names it as it stands when saving).
 */
export function subprocessReference(
  model: Pick<ProcessModelListItem, 'id' | 'info' | 'revision'>,
): SubprocessReference {
  return { id: model.id, name: model.info.name, actor: NO_ROLE, revision: model.revision };
}

/**
 * The models a subprocess may open: live and not the model itself, published or not (a working copy may
 * open a model not published yet; publishing the parent waits for it, PM-26).
 */
export function subprocessCandidates(
  models: readonly ProcessModelListItem[],
  modelId: string,
): ProcessModelListItem[] {
  return models.filter((model) => !model.deleted && model.id !== modelId);
}

function optionLabel(t: TFunction, name: string, revision: number): string {
  const shown = name.trim() === '' ? t('editor-dialogs.structure.no-name') : name;
  return revision > 0
    ? t('editor-dialogs.step.process-option', { name: shown, revision })
    : t('editor-dialogs.step.process-option-unpublished', { name: shown });
}

export interface ProcessSelectProps {
  /** The chosen process; null is 'not selected' (stored as the 'unknown process' placeholder, CL-09). */
  value: SubprocessReference | null;
  onChange: (process: SubprocessReference | null) => void;
}

/**
 * The process of a subprocess step: a filterable select of the process models by name, and a way to
 * create the model the step opens.
 */
export function ProcessSelect({ value, onChange }: ProcessSelectProps) {
  const { t } = useTranslation();
  const { editor } = useEditorContext();
  const models = useQuery(processModelsQuery);
  const candidates = subprocessCandidates(models.data ?? [], editor.model.id);
  const options: ComboboxItem[] = candidates.map((model) => ({
    value: model.id,
    label: optionLabel(t, model.info.name, model.revision),
  }));
  // A process chosen before stays choosable when the list no longer offers it.
  if (value && !candidates.some((model) => model.id === value.id))
    options.push({ value: value.id, label: optionLabel(t, value.name, value.revision) });
  options.sort((a, b) => compareText(a.label, b.label));
  const data = [{ value: NOT_SELECTED, label: t('editor-dialogs.not-selected') }, ...options];

  return (
    <Stack gap={4}>
      <SearchableSelect
        label={t('editor-dialogs.step.process')}
        description={t('editor-dialogs.step.process-hint')}
        data={data}
        // As the role selects: no process is an empty search with 'not selected' as its placeholder, so
        // that typing searches (a filled-in 'Not selected' turned "Invoice" into "Not selectedInvoice").
        value={value?.id ?? null}
        placeholder={t('editor-dialogs.not-selected')}
        onChange={(id) => {
          if (!id) return onChange(null);
          const model = candidates.find((candidate) => candidate.id === id);
          onChange(model ? subprocessReference(model) : value);
        }}
        allowDeselect={false}
        loading={models.isPending}
        failed={models.isError}
      />
      <NewSubprocessModel onCreated={(model) => onChange(subprocessReference(model))} />
    </Stack>
  );
}
