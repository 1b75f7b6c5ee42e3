import { Alert, Code, List, Stack, Text, Title } from '@mantine/core';
import type { BpmnImportModel, SubprocessReference } from '@stroomlijn/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { modelsInOrder, type ShownModel } from './import-preview-order';
import { PreviewDiagram } from './preview-diagram';
import { reasonText } from './report-texts';

/** The id of a model's heading, which a subprocess step of its parent leads to. */
const headingIdOf = (prefix: string, index: number) => `${prefix}-model-${index}`;

/**
 * The process models the file gives, each embedded sub-process after its parent (indented, named as
 * its subprocess): its diagram, or why it is refused and the elements involved.
 */
export function PreviewModels({ models }: { models: readonly BpmnImportModel[] }) {
  const { t } = useTranslation();
  const prefix = useId();
  const shown = useMemo(() => modelsInOrder(models), [models]);
  // A subprocess step opens the preview of the model it names, when the file gives that model.
  const openFrom = (process: SubprocessReference) => {
    const index = shown.findIndex((each) => each.model.id === process.id);
    const heading = index < 0 ? null : document.getElementById(headingIdOf(prefix, index));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  };
  return (
    <Stack gap="lg" component="section" aria-labelledby={`${prefix}-title`}>
      <Stack gap={4}>
        <Title order={2} id={`${prefix}-title`}>
          {t('bpmn-import.models.title')}
        </Title>
        <Text size="sm">
          {models.length === 0
            ? t('bpmn-import.models.none')
            : t('bpmn-import.models.count', { count: models.length })}
        </Text>
      </Stack>
      {shown.map((each, index) => (
        <PreviewModel
          key={each.model.key}
          shown={each}
          headingId={headingIdOf(prefix, index)}
          onOpenSubprocess={openFrom}
        />
      ))}
    </Stack>
  );
}

function PreviewModel({
  shown: { model, depth, parent },
  headingId,
  onOpenSubprocess,
}: {
  shown: ShownModel;
  headingId: string;
  onOpenSubprocess: (process: SubprocessReference) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="xs"
      component="article"
      aria-labelledby={headingId}
      pl={depth > 0 ? Math.min(depth, 4) * 24 : 0}
      data-testid="import-model"
      data-model-key={model.key}
    >
      <Title order={3} id={headingId} tabIndex={-1}>
        {model.name || t('process-models.unnamed')}
      </Title>
      {parent && (
        <Text size="sm" c="dimmed">
          {t('bpmn-import.models.subprocess-of', { name: parent.name || t('process-models.unnamed') })}
        </Text>
      )}
      {model.description && <Text size="sm">{model.description}</Text>}
      {model.refusal ? (
        <Alert
          color="red"
          role="note"
          title={t('bpmn-import.models.refused')}
          data-testid="import-model-refusal"
        >
          <Stack gap="xs">
            <Text size="sm">{reasonText(t, model.refusal.reason)}</Text>
            {model.refusal.elements.length > 0 && (
              <>
                <Text size="sm" fw={600}>
                  {t('bpmn-import.models.elements')}
                </Text>
                <List size="sm">
                  {model.refusal.elements.map((element) => (
                    <List.Item key={element.id}>
                      <Code>{element.id}</Code> {element.name || t('bpmn-import.models.unnamed')}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Alert>
      ) : (
        <PreviewDiagram
          modelKey={model.key}
          steps={model.steps}
          groups={model.groups}
          onOpenSubprocess={onOpenSubprocess}
        />
      )}
    </Stack>
  );
}
