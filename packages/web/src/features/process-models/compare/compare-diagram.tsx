import { Group, SegmentedControl, Stack } from '@mantine/core';
import { type DifferenceSide, type ModelDifference, type StepMark, stepMarks } from '@stroomlijn/domain';
import { useMemo } from 'react';
import { QueryView } from '../../../components';
import { useTranslation } from '../../../lib/translation';
import { type CompareTarget, WORKING_COPY } from './compare-api';
import { MarkLegend } from './mark-legend';
import { SideDiagram } from './side-diagram';
import { useSideModel } from './use-side-model';

export interface CompareDiagramProps {
  modelId: string;
  difference: ModelDifference;
  from: number;
  to: CompareTarget;
  side: DifferenceSide;
  onSide: (side: DifferenceSide) => void;
}

/**
 * What changed, on the diagram: one side drawn at a time, the newer with its added
 * and changed steps marked, the older with its removed and changed ones; a switch draws the other side.
 */
export function CompareDiagram({ modelId, difference, from, to, side, onSide }: CompareDiagramProps) {
  const { t } = useTranslation();
  const marks = useMemo(() => stepMarks(difference, side), [difference, side]);
  const counts = useMemo(() => {
    const byMark = new Map<StepMark, number>();
    for (const mark of marks.values()) byMark.set(mark, (byMark.get(mark) ?? 0) + 1);
    return byMark;
  }, [marks]);
  const onlyOther = side === 'after' ? 'step-removed' : 'step-added';
  const otherSide = difference.changes.filter((change) => change.kind === onlyOther).length;
  const steps = useSideModel(modelId, side === 'before' ? from : to);
  const version = (target: CompareTarget) =>
    target === WORKING_COPY
      ? t('revision-compare.working-copy')
      : t('revision-compare.revision', { revision: target });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="md">
        <SegmentedControl
          aria-label={t('revision-compare.side.label')}
          value={side}
          onChange={(value) => onSide(value as DifferenceSide)}
          data={[
            { value: 'before', label: t('revision-compare.side.before', { version: version(from) }) },
            { value: 'after', label: t('revision-compare.side.after', { version: version(to) }) },
          ]}
          data-testid="compare-side"
        />
        <MarkLegend side={side} counts={counts} otherSide={otherSide} />
      </Group>
      <QueryView query={steps}>
        {(data) => <SideDiagram modelId={modelId} steps={data} marks={marks} />}
      </QueryView>
    </Stack>
  );
}
