import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { GiveFeedbackForm } from '../../feedback';
import { stepName } from '../diagram';
import { useStepInformation } from './step-information-context';

/** `feedback` of view-step-information: feedback on this step of the published model. */
export function StepFeedbackPage() {
  const { t } = useTranslation();
  const { step, processModelId, back } = useStepInformation();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('feedback.give.title-step', { name: stepName(t, step).text })}
      </Title>
      <GiveFeedbackForm processModelId={processModelId} stepId={step.id} onClose={() => back()} />
    </Stack>
  );
}
