import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GLOBAL_PROCESS_MODEL_ID, type InformationGroup } from '@stroomlijn/domain';
import { useParams } from 'react-router';
import { LimitedTextarea, LimitedTextInput } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { newId } from '../../../lib/uuid';
import { useStepInformation } from './step-information-context';
import { StepInformationNotice } from './step-information-notice';

interface GroupValues {
  name: string;
  description: string;
}

/** `add-group` (IO-02) and `{groupId}/edit-group` (IO-03): a group's name and description (at most 200). */
export function GroupFormPage({ edit }: { edit: boolean }) {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const { groups } = useStepInformation();
  const group = edit ? groups.find((candidate) => candidate.id === groupId) : undefined;
  if (edit && !group) return <MissingGroup />;
  return (
    <GroupForm
      key={group?.id ?? 'new'}
      group={group}
      title={t(`step-information.group-form.${edit ? 'edit' : 'add'}-title`)}
    />
  );
}

function GroupForm({ group, title }: { group: InformationGroup | undefined; title: string }) {
  const { t } = useTranslation();
  const { step, addGroup, updateGroup, back } = useStepInformation();
  const form = useForm<GroupValues>({
    initialValues: { name: group?.name ?? '', description: group?.description ?? '' },
    validate: { name: (value) => (value.trim() === '' ? t('field.not-empty') : null) },
  });
  const submit = form.onSubmit((values) => {
    const fields = { name: values.name.trim(), description: values.description.trim() };
    if (group) updateGroup(group.id, (current) => ({ ...current, ...fields }));
    else addGroup({ id: newId(), stepId: step.id, ...fields, output: GLOBAL_PROCESS_MODEL_ID, inputs: [] });
    back();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <LimitedTextInput
          label={t('step-information.group-form.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <LimitedTextarea
          label={t('step-information.group-form.description')}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={() => back()}>
            {t('common.cancel')}
          </Button>
          <Button type="submit">
            {t(`step-information.group-form.${group ? 'submit-edit' : 'submit-add'}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A group address that names no group of the step (deleted meanwhile, or mistyped). */
export function MissingGroup() {
  const { t } = useTranslation();
  return <StepInformationNotice text={t('step-information.unknown-group')} />;
}
