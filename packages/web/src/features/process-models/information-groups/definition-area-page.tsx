import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { GLOBAL_PROCESS_MODEL_ID } from '@stroomlijn/domain';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { InputOutputRoutes } from '../../input-outputs';
import { useStepInformation } from './step-information-context';

/**
 * `input-output/*` (this model's definitions) and `input-output-global/*` (global ones) inside the step's
 * information (IO-06). Modelers manage the model's definitions and editors the global ones, in edit mode.
 */
export function DefinitionAreaPage({ global }: { global: boolean }) {
  const { t } = useTranslation();
  const { hasRole } = useSession();
  const { mode, processModelId, modelSaved, areaReturn, back } = useStepInformation();
  const editable = mode === 'edit' && hasRole(global ? 'ROLE_EDITOR' : 'ROLE_MODELER');
  const area = global ? 'global' : 'model';
  return (
    <Stack gap="md" data-testid={`definition-area-${area}`}>
      <Group justify="flex-end">
        <Button variant="default" size="xs" onClick={() => back(areaReturn ?? '')}>
          {t(areaReturn ? 'step-information.back-to-picker' : 'step-information.back-to-groups')}
        </Button>
      </Group>
      {!global && !modelSaved ? (
        <>
          <Title order={2}>{t('step-information.area.model')}</Title>
          <Text data-testid="step-information-notice">{t('step-information.area.save-first')}</Text>
        </>
      ) : (
        <InputOutputRoutes
          processModelId={global ? GLOBAL_PROCESS_MODEL_ID : processModelId}
          editable={editable}
        />
      )}
    </Stack>
  );
}
