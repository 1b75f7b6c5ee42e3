import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { PROCESS_MODEL_AREA } from './area';
import { processModelName } from './process-model-text';
import { deleteProcessModel, processModelDeleted } from './process-models-api';
import { useListedModel } from './use-listed-model';

/**
 * `/process-model/{id}/delete` (PM-08): asks for confirmation, deletes, then goes back one step. A
 * refusal (such as `sub-process-used`, with the models that use it) shows in the dialog.
 */
export function ProcessModelDeleteDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { model, loading, loadError, retry } = useListedModel(id);
  const name = model ? processModelName(t, model) : '';
  return (
    <ConfirmDialog
      title={t('process-model-delete.title')}
      confirmLabel={t('process-model-delete.confirm')}
      fallback={PROCESS_MODEL_AREA}
      successMessage={t('process-model-delete.success', { name })}
      loading={loading}
      loadError={loadError}
      onRetry={retry}
      onConfirm={async () => {
        await deleteProcessModel(id);
        await processModelDeleted(queryClient, id);
      }}
    >
      {t('process-model-delete.question', { name })}
    </ConfirmDialog>
  );
}
