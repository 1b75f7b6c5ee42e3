import { Anchor, Group, Text, Title } from '@mantine/core';
import { type ProcessModel, STEP_TYPES } from '@stroomlijn/domain';
import { Link, useParams } from 'react-router';
import { DataTable, RowLinks, type VirtualColumn } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { useTranslation } from '../../lib/translation';
import { knownValue } from '../../lib/untranslatable';
import { DataStreamFrame } from './data-stream-frame';
import { DATA_STREAM_AREA, dataStreamDefinitionsPath, dataStreamStepPath } from './data-stream-paths';
import { type DataStreamStep, dataStreamSteps } from './data-stream-steps';
import { modelName, stepName, useNameCollator } from './data-stream-text';
import { PublishedModelLoader } from './published-model-loader';

/**
 * `/data-stream/{processModelId}/view` (DS-03..05): the published model's steps of type activity or
 * control that have an information group, by name, each linking to its group overview; and a link to
 * the model's input/output definitions.
 */
export function DataStreamModelPage() {
  const { processModelId = '' } = useParams();
  return (
    <PublishedModelLoader processModelId={processModelId}>
      {(model) => <ModelSteps model={model} />}
    </PublishedModelLoader>
  );
}

function ModelSteps({ model }: { model: ProcessModel }) {
  const { t } = useTranslation();
  const collator = useNameCollator();
  const name = modelName(t, model);
  usePageTitle(t('data-stream.model.page-title', { name }));
  const steps = dataStreamSteps(model, collator);
  const columns: VirtualColumn<DataStreamStep>[] = [
    { id: 'name', header: t('data-stream.column.name'), cell: ({ step }) => stepName(t, step) },
    {
      id: 'type',
      header: t('data-stream.column.type'),
      cell: ({ step }) => t(`data-stream.step-type.${knownValue('step type', STEP_TYPES, step.type)}`),
    },
    { id: 'groups', header: t('data-stream.column.groups'), cell: ({ groups }) => groups.length },
    {
      id: 'actions',
      header: t('data-stream.column.actions'),
      cell: ({ step }) => (
        <RowLinks
          links={[
            {
              to: dataStreamStepPath(model.id, step.id),
              label: t('data-stream.action.view-step'),
              name: t('data-stream.action-name.view-step', { name: stepName(t, step) }),
              show: true,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <DataStreamFrame
      back={{ to: DATA_STREAM_AREA, label: t('data-stream.back') }}
      crumbs={[{ label: t('data-stream.title'), to: DATA_STREAM_AREA }, { label: name }]}
      title={name}
    >
      {model.info.description.trim() !== '' && <Text>{model.info.description}</Text>}
      <Group>
        <Anchor
          component={Link}
          to={dataStreamDefinitionsPath(model.id)}
          data-testid="data-stream-definitions-link"
        >
          {t('data-stream.model.definitions')}
        </Anchor>
      </Group>
      <Title order={2} size="h3">
        {t('data-stream.model.steps')}
      </Title>
      <DataTable
        rows={steps}
        columns={columns}
        rowKey={({ step }) => step.id}
        label={t('data-stream.model.steps')}
        minWidth={600}
        empty={t('data-stream.model.empty')}
        data-testid="data-stream-step-table"
      />
    </DataStreamFrame>
  );
}
