import type { ProcessModel } from '@stroomlijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingState, PageError } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { MissingNotice } from './data-stream-frame';
import { DATA_STREAM_AREA } from './data-stream-paths';
import { isMissingModel } from './data-stream-text';
import { publishedModelQuery } from './data-streams-api';

/**
 * Loads the published model an address of Data streams names (GET /api/process_model/{id}) and shows
 * `children` with it; while loading a loader, for an unknown or unpublished model a clear message with
 * the way back to the list, for another failure the error with a retry.
 */
export function PublishedModelLoader({
  processModelId,
  children,
}: {
  processModelId: string;
  children: (model: ProcessModel) => ReactNode;
}) {
  const { t } = useTranslation();
  const model = useQuery(publishedModelQuery(processModelId));
  usePageTitle(model.isSuccess ? null : t('data-stream.title'));
  if (model.isPending) return <LoadingState />;
  if (model.isError) {
    if (isMissingModel(model.error)) {
      return (
        <MissingNotice
          message={t('data-stream.not-found')}
          back={{ to: DATA_STREAM_AREA, label: t('data-stream.back') }}
        />
      );
    }
    return <PageError error={model.error} onRetry={() => void model.refetch()} />;
  }
  return children(model.data);
}
