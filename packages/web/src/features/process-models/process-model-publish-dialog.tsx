import type { ProcessModel } from '@stroomlijn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { FeedbackDoneField } from '../feedback';
import { PROCESS_MODEL_AREA } from './area';
import { ChangeNoteField } from './change-note-field';
import { processModelName } from './process-model-text';
import { processModelSaved, publishProcessModel } from './process-models-api';
import { processModelKeys } from './query-keys';
import { useListedModel } from './use-listed-model';

/**
 * `/process-model/{id}/publish` (PM-09): publishing from the list is this separate confirmation. It
 * publishes the working copy as it is, with the change note typed; a refusal (`duplicate-revision`,
 * `subprocess_not_published`) shows in the dialog and refreshes the overview beneath it.
 */
export function ProcessModelPublishDialog() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { model, loading, loadError, retry } = useListedModel(id);
  // Once published, the refreshed row has no draft any more: keep the question while the dialog closes.
  const published = useRef(false);
  const [changeNote, setChangeNote] = useState('');
  const [feedbackDone, setFeedbackDone] = useState<string[]>([]);
  const name = model ? processModelName(t, model) : '';
  const nothingToPublish = model !== null && !model.unpublishedDraftAvailable && !published.current;
  return (
    <ConfirmDialog
      title={t('process-model-publish.title')}
      confirmLabel={t('process-model-publish.confirm')}
      confirmColor="blue"
      fallback={PROCESS_MODEL_AREA}
      successMessage={(saved) =>
        (saved as ProcessModel).status === 'awaiting-approval'
          ? t('process-model-publish.submitted', { name })
          : t('process-model-publish.success', { name })
      }
      loading={loading}
      loadError={loadError}
      onRetry={retry}
      impossible={nothingToPublish ? t('process-model-publish.nothing', { name }) : undefined}
      fields={
        <>
          <ChangeNoteField value={changeNote} onChange={setChangeNote} />
          {model && (
            <FeedbackDoneField
              processModelId={id}
              published={model.revision > 0}
              value={feedbackDone}
              onChange={setFeedbackDone}
            />
          )}
        </>
      }
      onConfirm={async () => {
        try {
          const saved = await publishProcessModel(id, undefined, changeNote, feedbackDone);
          published.current = true;
          await processModelSaved(queryClient, saved);
          return saved;
        } catch (error) {
          if (!published.current) void queryClient.invalidateQueries({ queryKey: processModelKeys.list });
          throw error;
        }
      }}
    >
      {t('process-model-publish.question', { name, revision: (model?.revision ?? 0) + 1 })}
    </ConfirmDialog>
  );
}
