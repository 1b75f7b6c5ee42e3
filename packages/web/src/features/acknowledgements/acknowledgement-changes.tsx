import { Stack, Text, Title } from '@mantine/core';
import { type AcknowledgementDetail, type DifferenceItem, type Step, stepMarks } from '@stroomlijn/domain';
import { useId, useMemo } from 'react';
import { QueryView } from '../../components';
import { useTranslation } from '../../lib/translation';
import { DifferenceList, SideDiagram, useDefinitionNames } from '../process-models';

const DEFINITION_KINDS = new Set(['input-added', 'input-removed', 'output-added', 'output-removed']);

/** The changes of a task's revision that name one of the user's steps, and the others. */
export function splitChanges(
  changes: readonly DifferenceItem[],
  myStepIds: readonly string[],
): { mine: DifferenceItem[]; others: DifferenceItem[] } {
  const own = new Set(myStepIds);
  const mine = changes.filter((change) => 'step' in change && own.has(change.step.id));
  return { mine, others: changes.filter((change) => !mine.includes(change)) };
}

/**
 * What the revision changed: first the changes of the user's own steps, then the revision's diagram with
 * those steps marked (every changed step when none is the user's), then the other changes.
 */
export function AcknowledgementChanges({
  detail,
  steps,
}: {
  detail: AcknowledgementDetail;
  steps: readonly Step[];
}) {
  const { t } = useTranslation();
  const { acknowledgement, difference, myStepIds } = detail;
  const { processModelId: id, revision } = acknowledgement;
  const { mine, others } = useMemo(
    () => splitChanges(difference.changes, myStepIds),
    [difference.changes, myStepIds],
  );
  const marks = useMemo(() => {
    const all = stepMarks(difference, 'after');
    if (myStepIds.length === 0) return all;
    const own = new Set(myStepIds);
    return new Map([...all].filter(([stepId]) => own.has(stepId)));
  }, [difference, myStepIds]);
  const needed = difference.changes.some((item) => DEFINITION_KINDS.has(item.kind));
  const definitions = useDefinitionNames(id, revision - 1, revision, needed);
  return (
    <QueryView query={definitions.state}>
      {() => (
        <Stack gap="xl">
          <ChangeSection
            title={t('acknowledgement.changes.mine', { number: mine.length })}
            testId="acknowledgement-mine"
          >
            {mine.length === 0 ? (
              <Text>{t('acknowledgement.changes.mine-none')}</Text>
            ) : (
              <DifferenceList changes={mine} definition={definitions.name} headingLevel={3} />
            )}
          </ChangeSection>
          <ChangeSection title={t('acknowledgement.changes.diagram')} testId="acknowledgement-diagram">
            <Text size="sm">
              {myStepIds.length === 0
                ? t('acknowledgement.changes.diagram-all')
                : t('acknowledgement.changes.diagram-mine', { count: marks.size })}
            </Text>
            <SideDiagram modelId={id} steps={steps} marks={marks} />
          </ChangeSection>
          <ChangeSection
            title={t('acknowledgement.changes.others', { number: others.length })}
            testId="acknowledgement-others"
          >
            {others.length === 0 ? (
              <Text>{t('acknowledgement.changes.others-none')}</Text>
            ) : (
              <DifferenceList changes={others} definition={definitions.name} headingLevel={3} />
            )}
          </ChangeSection>
        </Stack>
      )}
    </QueryView>
  );
}

function ChangeSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
