import { Anchor, Group, Table, Text, Title } from '@mantine/core';
import type { ProcessModel } from '@stroomlijn/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, RowLinks } from '../../components';
import { usePageTitle } from '../../lib/page-title';
import { DataStreamFrame } from './data-stream-frame';
import { DATA_STREAM_AREA, dataStreamDefinitionsPath, dataStreamStepPath } from './data-stream-paths';
import { dataStreamSteps } from './data-stream-steps';
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
      {steps.length === 0 ? (
        <EmptyState>{t('data-stream.model.empty')}</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table
            highlightOnHover
            aria-label={t('data-stream.model.steps')}
            data-testid="data-stream-step-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('data-stream.column.name')}</Table.Th>
                <Table.Th scope="col">{t('data-stream.column.type')}</Table.Th>
                <Table.Th scope="col">{t('data-stream.column.groups')}</Table.Th>
                <Table.Th scope="col">{t('data-stream.column.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {steps.map(({ step, groups }) => {
                const label = stepName(t, step);
                return (
                  <Table.Tr key={step.id}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>{t(`data-stream.step-type.${step.type}`)}</Table.Td>
                    <Table.Td>{groups.length}</Table.Td>
                    <Table.Td>
                      <RowLinks
                        links={[
                          {
                            to: dataStreamStepPath(model.id, step.id),
                            label: t('data-stream.action.view-step'),
                            name: t('data-stream.action-name.view-step', { name: label }),
                            show: true,
                          },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DataStreamFrame>
  );
}
