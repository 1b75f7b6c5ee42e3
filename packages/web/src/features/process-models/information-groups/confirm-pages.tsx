import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { deleteInput, deleteOutput, groupOutput, type InformationGroup } from '@stroomlijn/domain';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { MissingGroup } from './group-form-page';
import { useStepInformation } from './step-information-context';
import { StepInformationNotice } from './step-information-notice';
import { useStepDefinitions } from './use-step-definitions';

function ConfirmPage({
  title,
  question,
  confirmLabel,
  onConfirm,
}: {
  title: string;
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { back } = useStepInformation();
  return (
    <Stack gap="md">
      <Title order={3} fz="md">
        {title}
      </Title>
      <Text>{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => back()} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onConfirm();
            back();
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The group the address names, as it was when the page opened: after the confirmed change the page stays
 * as it was while the history goes back.
 */
function useGroup(): InformationGroup | undefined {
  const { groupId = '' } = useParams();
  const { groups } = useStepInformation();
  const [group] = useState(() => groups.find((candidate) => candidate.id === groupId));
  return group;
}

function useGroupName() {
  const { t } = useTranslation();
  return (group: InformationGroup) => group.name.trim() || t('step-information.no-name');
}

/** `{groupId}/delete-group` (IO-03): removes the group, with its inputs and output, from the local copy. */
export function DeleteGroupPage() {
  const { t } = useTranslation();
  const { deleteGroup } = useStepInformation();
  const group = useGroup();
  const groupName = useGroupName();
  if (!group) return <MissingGroup />;
  return (
    <ConfirmPage
      title={t('step-information.action.delete-group')}
      question={t('step-information.confirm.delete-group', { name: groupName(group) })}
      confirmLabel={t('step-information.confirm.delete')}
      onConfirm={() => deleteGroup(group.id)}
    />
  );
}

/** `{groupId}/delete-input/{inputId}` (IO-04). */
export function DeleteInputPage() {
  const { t } = useTranslation();
  const { inputId = '' } = useParams();
  const { updateGroup } = useStepInformation();
  const { byId } = useStepDefinitions();
  const group = useGroup();
  const groupName = useGroupName();
  if (!group) return <MissingGroup />;
  if (!group.inputs.includes(inputId))
    return <StepInformationNotice text={t('step-information.unknown-input')} />;
  return (
    <ConfirmPage
      title={t('step-information.action.delete-input')}
      question={t('step-information.confirm.delete-input', {
        name: byId.get(inputId)?.name ?? t('step-information.unknown-definition'),
        group: groupName(group),
      })}
      confirmLabel={t('step-information.confirm.remove')}
      onConfirm={() => updateGroup(group.id, (current) => deleteInput(current, inputId))}
    />
  );
}

/** `{groupId}/delete-output` (IO-05): the group has no output afterwards (stored as the global id). */
export function DeleteOutputPage() {
  const { t } = useTranslation();
  const { updateGroup } = useStepInformation();
  const { byId } = useStepDefinitions();
  const group = useGroup();
  const groupName = useGroupName();
  if (!group) return <MissingGroup />;
  const output = groupOutput(group);
  if (!output) return <StepInformationNotice text={t('step-information.no-output-to-delete')} />;
  return (
    <ConfirmPage
      title={t('step-information.action.delete-output')}
      question={t('step-information.confirm.delete-output', {
        name: byId.get(output)?.name ?? t('step-information.unknown-definition'),
        group: groupName(group),
      })}
      confirmLabel={t('step-information.confirm.remove')}
      onConfirm={() => updateGroup(group.id, deleteOutput)}
    />
  );
}
