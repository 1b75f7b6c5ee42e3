import type { ProcessModel } from '@stroomlijn/domain';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { StepGroupsOverview } from '../process-models';
import { DataStreamFrame, MissingNotice } from './data-stream-frame';
import { DATA_STREAM_AREA, dataStreamModelPath } from './data-stream-paths';
import { groupsOfStep } from './data-stream-steps';
import { modelName, stepName } from './data-stream-text';
import { PublishedModelLoader } from './published-model-loader';

/** `/data-stream/{processModelId}/{stepId}/view` (DS-06): the group overview of one step of the published model. */
export function DataStreamStepPage() {
  const { processModelId = '', stepId = '' } = useParams();
  return (
    <PublishedModelLoader processModelId={processModelId}>
      {(model) => <StepGroups model={model} stepId={stepId} />}
    </PublishedModelLoader>
  );
}

function StepGroups({ model, stepId }: { model: ProcessModel; stepId: string }) {
  const { t } = useTranslation();
  const name = modelName(t, model);
  const step = model.steps.find((candidate) => candidate.id === stepId);
  const label = step ? stepName(t, step) : '';
  usePageTitle(step ? t('data-stream.step.page-title', { step: label, name }) : name);
  const back = { to: dataStreamModelPath(model.id), label: t('data-stream.back-to-model', { name }) };

  if (!step) return <MissingNotice message={t('data-stream.step.not-found')} back={back} />;
  return (
    <DataStreamFrame
      back={back}
      crumbs={[
        { label: t('data-stream.title'), to: DATA_STREAM_AREA },
        { label: name, to: back.to },
        { label },
      ]}
      title={t('data-stream.step.heading', { name: label })}
    >
      <StepGroupsOverview processModelId={model.id} groups={groupsOfStep(model, step.id)} />
    </DataStreamFrame>
  );
}
