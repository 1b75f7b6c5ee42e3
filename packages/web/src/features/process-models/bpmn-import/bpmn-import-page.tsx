import { Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { type BpmnImportPreview, type BpmnImportResult, UPLOAD_LIMIT_BYTES } from '@stroomlijn/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink, UploadProgress, useErrorDialog } from '../../../components';
import { usePageTitle } from '../../../lib/page-title';
import { useTranslation } from '../../../lib/translation';
import { PROCESS_MODEL_AREA } from '../area';
import { bpmnImported, confirmBpmnImport, previewBpmnImport } from './bpmn-import-api';
import { BPMN_FILE_ACCEPT, bpmnFileProblem, fileErrorText, fileProblemText } from './import-file';
import { ImportPreview } from './import-preview';
import type { ImportedState } from './imported-notice';
import { initialLaneRoles, type LaneRoles } from './lane-choices';

const LIMIT_MB = Math.round(UPLOAD_LIMIT_BYTES / (1024 * 1024));

/**
 * `/process-model/import` (modelers): one BPMN 2.0 file, uploaded for a preview of the process models
 * it gives, its lanes with the role each gets, and the report of every element; nothing is stored until
 * the modeler creates the working copies, which opens the first of them in the editor.
 */
export function BpmnImportPage() {
  const { t } = useTranslation();
  usePageTitle(t('bpmn-import.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [laneRoles, setLaneRoles] = useState<LaneRoles>(new Map());
  // A failure about the file shows under its field; any other in the error dialog.
  const onError = (error: unknown) => {
    if (fileErrorText(t, error) === null) showError(error);
  };
  const preview = useMutation<BpmnImportPreview, unknown, File>({
    mutationFn: (chosen) => {
      setProgress(0);
      return previewBpmnImport(chosen, setProgress);
    },
    onSuccess: (data) => setLaneRoles(initialLaneRoles(data.lanes)),
    onError,
  });
  const confirm = useMutation<BpmnImportResult, unknown, { file: File; lanes: LaneRoles }>({
    mutationFn: ({ file: chosen, lanes }) =>
      confirmBpmnImport(
        chosen,
        [...lanes].map(([key, roleId]) => ({ key, roleId })),
      ),
    onSuccess: (result, { file: chosen }) => {
      void bpmnImported(queryClient);
      const first = result.models[0];
      const state: ImportedState = { bpmnImported: { result, file: chosen.name } };
      void navigate(first ? `${PROCESS_MODEL_AREA}/${encodeURIComponent(first.id)}` : PROCESS_MODEL_AREA, {
        state,
      });
    },
    onError,
  });
  const problem = file ? bpmnFileProblem(file) : null;
  const fileError = problem
    ? fileProblemText(t, problem)
    : (fileErrorText(t, preview.error) ?? fileErrorText(t, confirm.error));
  const busy = preview.isPending || confirm.isPending;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    confirm.reset();
  };

  return (
    <Stack gap="lg">
      <BackLink to={PROCESS_MODEL_AREA} label={t('process-models.back')} />
      <Stack gap="xs">
        <Title order={1}>{t('bpmn-import.title')}</Title>
        <Text maw={720}>{t('bpmn-import.intro')}</Text>
        <Text size="sm">{t('bpmn-import.format', { max: LIMIT_MB })}</Text>
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (file && !problem && !busy) preview.mutate(file);
        }}
      >
        <Stack gap="sm" maw={520}>
          <FileInput
            label={t('bpmn-import.file')}
            placeholder={t('bpmn-import.choose')}
            accept={BPMN_FILE_ACCEPT}
            clearable
            clearButtonProps={{ 'aria-label': t('bpmn-import.clear') }}
            value={file}
            onChange={choose}
            error={fileError}
            disabled={busy}
          />
          <Group>
            <Button type="submit" disabled={!file || problem !== null || busy} loading={preview.isPending}>
              {t('bpmn-import.submit')}
            </Button>
          </Group>
          {preview.isPending && (
            <UploadProgress
              fraction={progress}
              sendingText={(percent) => t('bpmn-import.uploading', { percent })}
              handlingText={t('bpmn-import.reading')}
              data-testid="import-progress"
            />
          )}
        </Stack>
      </form>
      {preview.isSuccess && file && (
        <ImportPreview
          file={file}
          preview={preview.data}
          laneRoles={laneRoles}
          onLaneRole={(key, roleId) => setLaneRoles((current) => new Map(current).set(key, roleId))}
          confirming={confirm.isPending}
          confirmError={fileErrorText(t, confirm.error)}
          onConfirm={() => confirm.mutate({ file, lanes: laneRoles })}
        />
      )}
    </Stack>
  );
}
