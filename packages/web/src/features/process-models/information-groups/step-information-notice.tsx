import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { useStepInformation } from './step-information-context';

/** A page of the step's information that cannot show what its address names: a text and the way back. */
export function StepInformationNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  const { back } = useStepInformation();
  return (
    <Stack gap="md">
      <Text data-testid="step-information-notice">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => back()}>
          {t('step-information.back-to-groups')}
        </Button>
      </Group>
    </Stack>
  );
}
