import { List, Text, Title } from '@mantine/core';
import type { DifferenceSide, StepMark } from '@stroomlijn/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { StepMarkBadge } from '../diagram';

const SIDE_MARKS: Record<DifferenceSide, readonly StepMark[]> = {
  after: ['added', 'changed'],
  before: ['removed', 'changed'],
};

/**
 * The legend of the marks the drawn side can have, each with its glyph, meaning and number of steps;
 * and how many steps only the other side has (removed ones on the newer side, added on the older).
 */
export function MarkLegend({
  side,
  counts,
  otherSide,
}: {
  side: DifferenceSide;
  counts: ReadonlyMap<StepMark, number>;
  /** The steps only the other side has: marked there, absent here. */
  otherSide: number;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pm-mark-legend" data-testid="mark-legend">
      <Title order={2} size="h5" id={headingId}>
        {t('revision-compare.legend.title')}
      </Title>
      <List listStyleType="none" spacing={4}>
        {SIDE_MARKS[side].map((mark) => (
          <List.Item key={mark} data-mark={mark}>
            <span className="pm-mark-legend-item">
              <StepMarkBadge mark={mark} t={t} decorative />
              <span>
                {`${t(`revision-compare.legend.${mark}`)} (${t('revision-compare.legend.steps', { count: counts.get(mark) ?? 0 })})`}
              </span>
            </span>
          </List.Item>
        ))}
      </List>
      {otherSide > 0 && (
        <Text size="sm" mt={4} data-testid="mark-legend-hint">
          {t(
            side === 'after' ? 'revision-compare.legend.removed-hint' : 'revision-compare.legend.added-hint',
            {
              count: otherSide,
            },
          )}
        </Text>
      )}
    </section>
  );
}
