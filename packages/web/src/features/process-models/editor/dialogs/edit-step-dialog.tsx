import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTROL_OPERATORS,
  type ControlOperator,
  commandRule,
  DEFAULT_CONTROL_OPERATOR,
  findStep,
  type RoleRef,
  roleOrNone,
  type Step,
  type StepChanges,
  type SubprocessReference,
  UNKNOWN_PROCESS_ID,
} from '@stroomlijn/domain';
import { useParams } from 'react-router';
import { LimitedTextInput } from '../../../../components';
import { useTranslation } from '../../../../lib/translation';
import { RoleSelect } from '../../../roles';
import { StepInformationButton } from '../../information-groups';
import { useEditorContext } from '../editor-context';
import { EditorDialog, NoticeDialog } from './editor-dialog';
import { ProcessSelect } from './process-select';

interface StepValues {
  name: string;
  actor: RoleRef | null;
  operator: ControlOperator;
  /** A subprocess's process, or null for none. */
  process: SubprocessReference | null;
}

/** The `step.update` changes of the form: only what differs from the step. */
export function stepChanges(step: Step, values: StepValues): StepChanges {
  const changes: StepChanges = {};
  const name = values.name.trim();
  if (name !== step.name) changes.name = name;
  if ((values.actor?.id ?? null) !== (roleOrNone(step.actor)?.id ?? null)) changes.actor = values.actor;
  if (step.type === 'control' && values.operator !== (step.operator ?? DEFAULT_CONTROL_OPERATOR))
    changes.operator = values.operator;
  if (step.type === 'subprocess') {
    const before = step.process && step.process.id !== UNKNOWN_PROCESS_ID ? step.process.id : null;
    if ((values.process?.id ?? null) !== before) changes.process = values.process;
  }
  return changes;
}

/**
 * `edit-step/{stepId}` (ED-12): name and actor of a step, a control's operator (ED-21), a
 * subprocess's process (ED-23). Apply runs one `step.update` command, so one undo reverts it.
 */
export function EditStepDialog() {
  const { t } = useTranslation();
  const { stepId = '' } = useParams();
  const { editor, readOnly } = useEditorContext();
  const title = t('editor-dialogs.step.title');
  if (readOnly) return <NoticeDialog title={title}>{t('editor-dialogs.read-only')}</NoticeDialog>;
  const step = findStep(editor.model.steps, stepId);
  if (!step) return <NoticeDialog title={title}>{t('editor-dialogs.step.unknown')}</NoticeDialog>;
  if (!commandRule(editor.model, { type: 'step.update', stepId }).allowed)
    return <NoticeDialog title={title}>{t('editor-dialogs.step.fixed')}</NoticeDialog>;
  return <StepForm key={step.id} step={step} />;
}

function StepForm({ step }: { step: Step }) {
  const { t } = useTranslation();
  const { editor, closeSubRoute } = useEditorContext();
  const chosen = step.process && step.process.id !== UNKNOWN_PROCESS_ID ? step.process : null;
  const form = useForm<StepValues>({
    initialValues: {
      name: step.name,
      actor: roleOrNone(step.actor),
      operator: step.operator ?? DEFAULT_CONTROL_OPERATOR,
      process: chosen,
    },
  });

  const submit = form.onSubmit((values) => {
    const changes = stepChanges(step, values);
    if (Object.keys(changes).length === 0) {
      closeSubRoute();
      return;
    }
    // A refused edit leaves the dialog open; the editor shows the 'invalid state' dialog.
    if (editor.execute({ type: 'step.update', stepId: step.id, changes })) closeSubRoute();
  });

  return (
    <EditorDialog title={t('editor-dialogs.step.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(`editor-dialogs.step.type-${step.type}`)}
          </Text>
          <LimitedTextInput
            label={t('editor-dialogs.step.name')}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <RoleSelect
            label={t('editor-dialogs.step.actor')}
            value={form.values.actor}
            onChange={(role) => form.setFieldValue('actor', role)}
          />
          {step.type === 'control' && (
            <Select
              label={t('editor-dialogs.step.operator')}
              data={CONTROL_OPERATORS.map((operator) => ({
                value: operator,
                label: t(`editor-dialogs.step.operator-${operator}`),
              }))}
              value={form.values.operator}
              onChange={(value) => {
                if (value) form.setFieldValue('operator', value as ControlOperator);
              }}
              allowDeselect={false}
            />
          )}
          {step.type === 'subprocess' && (
            <ProcessSelect
              value={form.values.process}
              onChange={(process) => form.setFieldValue('process', process)}
            />
          )}
          <Group justify="space-between" mt="sm">
            <StepInformationButton
              stepId={step.id}
              changed={Object.keys(stepChanges(step, form.values)).length > 0}
            />
            <Group gap="sm">
              <Button variant="default" onClick={closeSubRoute}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t('editor-dialogs.step.submit')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </EditorDialog>
  );
}
