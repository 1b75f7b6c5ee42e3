import { Button, Group, Stack } from '@mantine/core';
import { newProcessModel, type ProcessModel } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { BusyButton, FormDanger, LimitedTextInput, useGuardedMutation } from '../../../../components';
import { useTranslation } from '../../../../lib/translation';
import { newId } from '../../../../lib/uuid';
import { createProcessModel, processModelSaved } from '../../process-models-api';

export interface NewSubprocessModelProps {
  /** The model was created (an empty working copy with the given name): the step opens it. */
  onCreated: (model: ProcessModel) => void;
}

/**
 * Creates the model a subprocess step opens, from the step's dialog: a working copy with a start, an
 * end and the typed name, stored at once (the step can only open a model that exists). The modeler builds
 * and publishes it later; the parent can be published once it is (PM-26).
 */
export function NewSubprocessModel({ onCreated }: NewSubprocessModelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const creating = useGuardedMutation(
    {
      mutationFn: (modelName: string) => {
        const model = newProcessModel({ modelId: newId(), startId: newId(), endId: newId() });
        return createProcessModel({ ...model, info: { ...model.info, name: modelName } });
      },
      onSuccess: async (created) => {
        await processModelSaved(queryClient, created);
        setOpen(false);
        setName('');
        onCreated(created);
      },
    },
    { holdAfterSuccess: false },
  );
  const create = () => {
    const trimmed = name.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') creating.mutate(trimmed);
  };
  // Enter creates the model; it must not submit the step's own form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    create();
  };

  if (!open) {
    return (
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
          {t('editor-dialogs.step.new-process')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label={t('editor-dialogs.step.new-process')}>
      {creating.isError && <FormDanger error={creating.error} />}
      <LimitedTextInput
        label={t('editor-dialogs.step.new-process-name')}
        description={t('editor-dialogs.step.new-process-hint')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setMissing(false);
        }}
        onKeyDown={onKeyDown}
        error={missing ? t('field.not-empty') : undefined}
        required
        data-autofocus
        autoFocus
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => setOpen(false)}
          disabled={creating.isPending}
        >
          {t('common.cancel')}
        </Button>
        <BusyButton size="compact-sm" onClick={create} busy={creating.isPending}>
          {t('editor-dialogs.step.new-process-create')}
        </BusyButton>
      </Group>
    </Stack>
  );
}
