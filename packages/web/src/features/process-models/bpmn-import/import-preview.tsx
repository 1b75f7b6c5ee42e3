import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { BpmnImportPreview } from '@stroomlijn/domain';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { BusyButton, FormDanger } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { PROCESS_MODEL_AREA } from '../area';
import { hasImportableModel } from './import-preview-order';
import { ImportReport } from './import-report';
import { LaneChoices, type LaneRoles } from './lane-choices';
import { PreviewModels } from './preview-models';

export interface ImportPreviewProps {
  file: File;
  preview: BpmnImportPreview;
  laneRoles: LaneRoles;
  onLaneRole: (key: string, roleId: string | null) => void;
  confirming: boolean;
  /** Why the server refused the file on confirmation (also shown under the file field, far above). */
  confirmError: string | null;
  onConfirm: () => void;
}

/**
 * What the file would become, before anything is stored: the process models drawn, the role of each
 * lane to choose, the report, and the confirmation. The keyboard focus moves to its opening message.
 */
export function ImportPreview({
  file,
  preview,
  laneRoles,
  onLaneRole,
  confirming,
  confirmError,
  onConfirm,
}: ImportPreviewProps) {
  const { t } = useTranslation();
  const opening = useRef<HTMLDivElement>(null);
  const refusedId = useId();
  const importable = hasImportableModel(preview);
  useEffect(() => opening.current?.focus(), []);
  return (
    <Stack gap="xl" data-testid="import-preview">
      <Alert
        ref={opening}
        tabIndex={-1}
        role="status"
        color="blue"
        title={t('bpmn-import.preview-title', { file: file.name })}
        data-testid="import-preview-intro"
      >
        {t('bpmn-import.preview-intro')}
      </Alert>
      <PreviewModels models={preview.models} />
      <LaneChoices lanes={preview.lanes} roles={laneRoles} onChange={onLaneRole} />
      <ImportReport report={preview.report} models={preview.models} />
      <Stack gap="xs">
        {confirmError !== null && <FormDanger>{confirmError}</FormDanger>}
        {!importable && (
          <Text id={refusedId} c="red.9" fw={500} data-testid="import-all-refused">
            {t('bpmn-import.all-refused')}
          </Text>
        )}
        <Group>
          <BusyButton
            busy={confirming}
            disabled={!importable}
            aria-describedby={importable ? undefined : refusedId}
            onClick={onConfirm}
          >
            {t('bpmn-import.confirm')}
          </BusyButton>
          <Button component={Link} to={PROCESS_MODEL_AREA} variant="default">
            {t('common.cancel')}
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {confirming && <Text size="sm">{t('bpmn-import.confirming')}</Text>}
        </div>
      </Stack>
    </Stack>
  );
}
