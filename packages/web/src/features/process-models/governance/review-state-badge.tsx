import { Badge } from '@mantine/core';
import type { ReviewState } from '@stroomlijn/domain';
import { useTranslation } from '../../../lib/translation';

const COLOR: Record<ReviewState, string> = { upcoming: 'blue', due: 'orange', overdue: 'red' };

/** Where a model's review stands: upcoming, due or overdue. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={COLOR[state]} data-state={state}>
      {t(`governance.state.${state}`)}
    </Badge>
  );
}
