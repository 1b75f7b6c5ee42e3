import type { ProcessModel } from '@stroomlijn/domain';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { InputOutputRoutes } from '../input-outputs';
import { DataStreamFrame } from './data-stream-frame';
import { DATA_STREAM_AREA, dataStreamModelPath } from './data-stream-paths';
import { modelName } from './data-stream-text';
import { PublishedModelLoader } from './published-model-loader';

/**
 * `/data-stream/{processModelId}/input-output/*` (DS-07): the input/output definitions of the published
 * model under its name (the definitions show their own heading); a modeler may also manage them there
 * (the server checks every change).
 */
export function DataStreamDefinitionsPage() {
  const { processModelId = '' } = useParams();
  const { hasRole } = useSession();
  return (
    <PublishedModelLoader processModelId={processModelId}>
      {(model) => <Definitions model={model} editable={hasRole('ROLE_MODELER')} />}
    </PublishedModelLoader>
  );
}

function Definitions({ model, editable }: { model: ProcessModel; editable: boolean }) {
  const { t } = useTranslation();
  const name = modelName(t, model);
  usePageTitle(t('data-stream.definitions.page-title', { name }));
  const modelPath = dataStreamModelPath(model.id);
  return (
    <DataStreamFrame
      back={{ to: modelPath, label: t('data-stream.back-to-model', { name }) }}
      crumbs={[
        { label: t('data-stream.title'), to: DATA_STREAM_AREA },
        { label: name, to: modelPath },
        { label: t('data-stream.definitions.title') },
      ]}
      title={name}
    >
      <InputOutputRoutes processModelId={model.id} editable={editable} />
    </DataStreamFrame>
  );
}
