import {
  type BpmnImportLaneChoices,
  type BpmnImportPreview,
  type BpmnImportResult,
  bpmnImportPreviewSchema,
  bpmnImportResultSchema,
} from '@stroomlijn/domain';
import type { QueryClient } from '@tanstack/react-query';
import { postMultipart } from '../../../lib/api';
import { processModelKeys } from '../query-keys';

const IMPORT_PATH = '/api/process_model/import/bpmn';

/** POST /api/process_model/import/bpmn?dryRun=true: what the file would become; nothing is stored. */
export function previewBpmnImport(
  file: File,
  onUploadProgress?: (fraction: number) => void,
): Promise<BpmnImportPreview> {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart<BpmnImportPreview>(`${IMPORT_PATH}?dryRun=true`, body, {
    schema: bpmnImportPreviewSchema,
    onUploadProgress,
  });
}

/**
 * POST /api/process_model/import/bpmn: the same file with the role of each lane; the working copies
 * (201). `lanes` goes before `file`, so the server has the choices when it reads the file.
 */
export function confirmBpmnImport(
  file: File,
  lanes: BpmnImportLaneChoices,
  onUploadProgress?: (fraction: number) => void,
): Promise<BpmnImportResult> {
  const body = new FormData();
  body.append('lanes', JSON.stringify(lanes));
  body.append('file', file, file.name);
  return postMultipart<BpmnImportResult>(IMPORT_PATH, body, {
    schema: bpmnImportResultSchema,
    onUploadProgress,
  });
}

/** After an import: the model list and every role select (roles may have been created). */
export function bpmnImported(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: processModelKeys.list }),
    queryClient.invalidateQueries({ queryKey: ['roles'] }),
  ]).then(() => undefined);
}
